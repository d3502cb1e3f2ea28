/** Signed-in page; its content is still to be built. */
export default function FavoritesPage() {
  return (
    <div className="page">
      <h1>Your Favorites</h1>
      <p className="muted">This page is on its way.</p>
    </div>
  );
}
