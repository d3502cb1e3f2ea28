/** What an uncaught render error leaves on screen; a full reload home clears whatever state broke. */
export function ErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <div className="page" role="alert">
      <h1>Unexpected Application Error!</h1>
      {detail && <p className="muted">{detail}</p>}
      <a href="/" className="button button--primary">
        Return Home
      </a>
    </div>
  );
}
