import type { Storage } from './storage';

/** The photo store failed: the request answers 503 instead of a bare 500. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Photo storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}

/** Marks every failure of the underlying store as unavailability. */
export function withStorageErrors(storage: Storage): Storage {
  return {
    kind: storage.kind,
    put: (key, body, contentType) => guarded(() => storage.put(key, body, contentType)),
    remove: (keys) => guarded(() => storage.remove(keys)),
    publicUrl: (key) => storage.publicUrl(key),
    check: () => guarded(() => storage.check()),
  };
}
