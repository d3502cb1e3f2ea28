/**
 * A write refused because another row already holds a unique value. Repositories throw it in place of the
 * database's own error, so services decide what the user reads without knowing PostgreSQL's codes.
 */
export class ConflictError extends Error {
  /** `taken` names what is already there: a column (`email`), or a rule (`review`, `idempotency key`). */
  constructor(
    readonly taken: string,
    options?: ErrorOptions,
  ) {
    super(`${taken} is already taken`, options);
    this.name = 'ConflictError';
  }
}
