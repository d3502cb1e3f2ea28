/**
 * The one HTTP client of the app: the only module that talks HTTP (fetch, and XMLHttpRequest for uploads).
 * Every failure (an HTTP error, a network error, a body that is not JSON) becomes a plain, serializable
 * ApiError, so thunks can reject with it as is.
 * The store hands the client to thunks as their extra argument; tests pass a fake one instead.
 */

import { openEventStream, type StreamListener } from './eventStream';

export interface ApiError {
  status: number;
  message: string;
  errors: Record<string, string>;
}

export interface Page<T> {
  items: T[];
  /** The URL of the next page, from the `Link: <...>; rel="next"` header; null on the last page. */
  next: string | null;
  /** A product search that matched nothing as typed: what the server searched instead (`X-Search-Corrected`). */
  corrected?: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Cancels the request: it then fails like a lost connection, and the caller knows to ignore it. */
  signal?: AbortSignal;
}

/** Called while a file uploads, with the share sent so far (0 to 1). */
export type UploadProgress = (fraction: number) => void;

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  getPage<T>(path: string): Promise<Page<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** A body is rare on a delete: closing an account sends the password. */
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** A multipart request (POST unless told otherwise) reporting its upload progress. */
  upload<T>(
    path: string,
    formData: FormData,
    onProgress?: UploadProgress,
    method?: 'POST' | 'PUT',
  ): Promise<T>;
  /** A Server-Sent Events stream that reconnects by itself; returns the function that closes it. */
  events(path: string, types: string[], listener: StreamListener): () => void;
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

/** A percent-encoded header value; null when absent or not decodable. */
function decodeHeader(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const record: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') record[key] = message;
  }
  return record;
}

function parseText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseText(await response.text());
}

function errorFromBody(status: number, statusText: string, body: unknown): ApiError {
  const object = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof object.message === 'string' ? object.message : statusText || `Request failed (${status})`;
  return { status, message, errors: stringRecord(object.errors) };
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => null);
  return errorFromBody(response.status, response.statusText, body);
}

type Fetch = typeof fetch;

/**
 * fetch cannot report upload progress, so file uploads go through XMLHttpRequest. Same origin, so the
 * session cookie goes along as it does with fetch.
 */
function xhrUpload<T>(
  makeRequest: () => XMLHttpRequest,
  method: string,
  path: string,
  formData: FormData,
  onProgress?: UploadProgress,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = makeRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else reject(errorFromBody(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(toApiError(null));
    xhr.onabort = () => reject(toApiError(null));
    xhr.send(formData);
  });
}

export function createApiClient(
  fetchImpl: Fetch = (...args) => fetch(...args),
  makeRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): ApiClient {
  async function send(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<Response> {
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...options.headers },
      signal: options.signal,
    };
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

  async function json<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    const response = await send(method, path, body, options);
    return (await readBody(response)) as T;
  }

  return {
    get: (path, options) => json('GET', path, undefined, options),
    async getPage<T>(path: string) {
      const response = await send('GET', path);
      const items = (await readBody(response)) as T[];
      const page: Page<T> = {
        items: Array.isArray(items) ? items : [],
        next: parseNextLink(response.headers.get('Link')),
      };
      const corrected = decodeHeader(response.headers.get('X-Search-Corrected'));
      if (corrected) page.corrected = corrected;
      return page;
    },
    post: (path, body, options) => json('POST', path, body, options),
    put: (path, body, options) => json('PUT', path, body, options),
    delete: (path, body) => json('DELETE', path, body),
    upload: (path, formData, onProgress, method = 'POST') =>
      xhrUpload(makeRequest, method, path, formData, onProgress),
    events: (path, types, listener) => openEventStream(path, types, listener),
  };
}
