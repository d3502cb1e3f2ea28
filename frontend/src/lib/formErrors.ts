/**
 * The field messages to keep showing once the person has edited some fields. Each edited field that shows a
 * message takes the one `found` for its new value, or none as soon as the value is valid; fields without a
 * message gain none before the next submit, and the others keep theirs (a server's verdict stays until its
 * field changes).
 */
export function errorsAfterEdit(
  shown: Record<string, string>,
  found: Record<string, string>,
  edited: readonly string[],
): Record<string, string> {
  if (!edited.some((field) => field in shown)) return shown;
  const next = { ...shown };
  for (const field of edited) {
    if (!(field in next)) continue;
    const message = found[field];
    if (message) next[field] = message;
    else delete next[field];
  }
  return next;
}
