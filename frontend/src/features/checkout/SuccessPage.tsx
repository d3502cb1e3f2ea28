/** Signed-in page; its content is still to be built. */
export default function SuccessPage() {
  return (
    <div className="page">
      <h1>Thank you for your order</h1>
      <p className="muted">This page is on its way.</p>
    </div>
  );
}
