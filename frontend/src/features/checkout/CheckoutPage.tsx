/** Signed-in page; its content is still to be built. */
export default function CheckoutPage() {
  return (
    <div className="page">
      <h1>Checkout</h1>
      <p className="muted">This page is on its way.</p>
    </div>
  );
}
