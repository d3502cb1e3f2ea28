/** Where product photos live: a folder on disk by default, an S3 bucket when configured. */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores `body` under `key` (made by the server, never by a client) and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the objects; keys that are already gone are not an error. */
  remove(keys: string[]): Promise<void>;
  publicUrl(key: string): string;
  /** Throws when the store cannot be reached. */
  check(): Promise<void>;
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
