import type { ApiClient, ApiError, Page } from '../lib/api';
import type { StreamListener } from '../lib/eventStream';

/** A canned answer: a value, a failure, a page with a next link, or no answer at all (loading forever). */
const FAIL = Symbol('fail');
const PAGE = Symbol('page');
const NEVER = Symbol('never');

type Marker = { [FAIL]: ApiError } | { [PAGE]: Page<unknown> } | { [NEVER]: true };
export type Answer = unknown;
export type Handler = Answer | ((body: unknown, path: string) => Answer | Promise<Answer>);

export const fail = (status: number, message: string, errors: Record<string, string> = {}): Marker => ({
  [FAIL]: { status, message, errors },
});
export const page = (items: unknown[], next: string | null, corrected?: string): Marker => ({
  [PAGE]: { items, next, ...(corrected && { corrected }) },
});
export const never = (): Marker => ({ [NEVER]: true });

export interface Call {
  method: string;
  path: string;
  /** The JSON body, or for an upload the multipart fields as an object (files stay File objects). */
  body: unknown;
  headers?: Record<string, string>;
}

export type FakeApi = ApiClient & {
  calls: Call[];
  set(route: string, handler: Handler): void;
  /** Sends an event to every open event stream, as the server would. */
  emit(type: string, data: unknown): void;
  /** How many event streams are open now. */
  openStreams(): number;
};

function isMarker<K extends symbol>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === 'object' && value !== null && key in value;
}

/**
 * An API client answering from a table keyed "METHOD /path?query" (or "METHOD /path" for any query),
 * recording every call. Unknown routes answer 404, as a real server would.
 */
export function createFakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const table = new Map<string, Handler>(Object.entries(routes));
  const calls: Call[] = [];
  const streams = new Set<{ types: string[]; listener: StreamListener }>();

  async function answer(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<unknown> {
    calls.push({ method, path, body, ...(headers ? { headers } : {}) });
    const bare = path.split('?')[0];
    const key = table.has(`${method} ${path}`) ? `${method} ${path}` : `${method} ${bare}`;
    if (!table.has(key)) throw { status: 404, message: `No fake answer for ${method} ${path}`, errors: {} };
    const handler = table.get(key);
    // A handler may answer with a promise, to hold the answer back until the test lets it go.
    const value: unknown = await (typeof handler === 'function'
      ? (handler as (b: unknown, p: string) => Answer)(body, path)
      : handler);
    await Promise.resolve();
    if (isMarker(value, NEVER)) return new Promise(() => {});
    if (isMarker(value, FAIL)) throw value[FAIL];
    if (isMarker(value, PAGE)) return value;
    return structuredClone(value);
  }

  return {
    calls,
    set: (route, handler) => table.set(route, handler),
    emit(type, data) {
      for (const stream of [...streams]) {
        if (stream.types.includes(type)) stream.listener(type, JSON.stringify(data));
      }
    },
    openStreams: () => streams.size,
    events(_path, types, listener) {
      const stream = { types, listener };
      streams.add(stream);
      return () => streams.delete(stream);
    },
    get: async (path) => {
      const value = await answer('GET', path);
      return (isMarker(value, PAGE) ? (value[PAGE] as Page<unknown>).items : value) as never;
    },
    getPage: async (path) => {
      const value = await answer('GET', path);
      if (isMarker(value, PAGE)) return structuredClone(value[PAGE] as Page<unknown>) as never;
      return { items: value, next: null } as never;
    },
    post: async (path, body, options) => (await answer('POST', path, body, options?.headers)) as never,
    put: async (path, body, options) => (await answer('PUT', path, body, options?.headers)) as never,
    delete: async (path, body) => (await answer('DELETE', path, body)) as never,
    upload: async (path, formData, onProgress, method = 'POST') => {
      onProgress?.(0.5);
      const value = await answer(method, path, Object.fromEntries(formData.entries()));
      onProgress?.(1);
      return value as never;
    },
  };
}
