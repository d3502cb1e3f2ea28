/**
 * The one HTTP client of the app: the only module that calls fetch. Every failure (an HTTP error, a network
 * error, a body that is not JSON) becomes a plain, serializable ApiError, so thunks can reject with it as is.
 * The store hands the client to thunks as their extra argument; tests pass a fake one instead.
 */

export interface ApiError {
  status: number;
  message: string;
  errors: Record<string, string>;
}

export interface Page<T> {
  items: T[];
  /** The URL of the next page, from the `Link: <...>; rel="next"` header; null on the last page. */
  next: string | null;
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  getPage<T>(path: string): Promise<Page<T>>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection.';

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}

/** Whatever was thrown, as an ApiError (status 0 when no response came back). */
export function toApiError(value: unknown): ApiError {
  if (isApiError(value)) return { status: value.status, message: value.message, errors: value.errors ?? {} };
  return { status: 0, message: NETWORK_ERROR_MESSAGE, errors: {} };
}

export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const record: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') record[key] = message;
  }
  return record;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => null);
  const object = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof object.message === 'string'
      ? object.message
      : response.statusText || `Request failed (${response.status})`;
  return { status: response.status, message, errors: stringRecord(object.errors) };
}

type Fetch = typeof fetch;

export function createApiClient(fetchImpl: Fetch = (...args) => fetch(...args)): ApiClient {
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetchImpl(path, init);
    } catch {
      throw toApiError(null);
    }
    if (!response.ok) throw await errorFrom(response);
    return response;
  }

  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    return (await readBody(response)) as T;
  }

  return {
    get: (path) => json('GET', path),
    async getPage<T>(path: string) {
      const response = await send('GET', path);
      const items = (await readBody(response)) as T[];
      return { items: Array.isArray(items) ? items : [], next: parseNextLink(response.headers.get('Link')) };
    },
    post: (path, body) => json('POST', path, body),
    put: (path, body) => json('PUT', path, body),
    delete: (path) => json('DELETE', path),
  };
}
