const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const DEADLOCK_DETECTED = '40P01';

interface PgError {
  code?: string;
  constraint?: string;
}

/** Whether a query failed on a unique index (optionally a given one): the index decides races. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as PgError | null;
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** Whether a row referenced something deleted in the meantime (a product removed by its seller). */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as PgError | null)?.code === FOREIGN_KEY_VIOLATION;
}

/** Whether PostgreSQL broke a deadlock by failing this statement: run again, it may well pass. */
export function isDeadlock(error: unknown): boolean {
  return (error as PgError | null)?.code === DEADLOCK_DETECTED;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether the database could not be reached (down, restarting, or every connection busy too long). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const failure = error as { code?: string; syscall?: string; name?: string; message?: string } | null;
  if (!failure) return false;
  if (failure.code && (UNAVAILABLE_CODES.has(failure.code) || failure.code.startsWith('08'))) return true;
  // A Unix socket's file is gone while its server is stopped.
  if (failure.code === 'ENOENT' && failure.syscall === 'connect') return true;
  if (failure.name === 'KnexTimeoutError') return true;
  return /Connection terminated|Client has encountered a connection error/.test(failure.message ?? '');
}

// 22021: a byte sequence the encoding cannot hold (U+0000 in text); 22P05: an untranslatable character.
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);

/** Whether a query failed on text the database cannot store: the client's input, not a server fault. */
export function isInvalidText(error: unknown): boolean {
  const code = (error as PgError | null)?.code;
  return code !== undefined && INVALID_TEXT_CODES.has(code);
}
