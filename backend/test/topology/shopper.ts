import { randomUUID } from 'node:crypto';

/** Past this, a request has failed: every answer here takes milliseconds. */
const REQUEST_DEADLINE_MS = 10_000;

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON of any shape, like supertest's body
  body: any;
  headers: Headers;
  /** The machine that answered (X-Served-By), or nginx's own answer. */
  servedBy: string;
}

/** A user of the shop, through nginx or straight to a machine, keeping their session cookie. */
export class Shopper {
  cookie = '';
  id = 0;

  /** A JSON body is sent as JSON, a FormData one as multipart/form-data. */
  async call(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
      headers: {
        ...headers,
        ...(this.cookie && { cookie: this.cookie }),
        ...(body !== undefined && !(body instanceof FormData) && { 'content-type': 'application/json' }),
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    const session = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((cookie) => cookie.includes('=') && !cookie.endsWith('='));
    if (session) this.cookie = session;
    const text = await res.text();
    const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, body: json, headers: res.headers, servedBy: servedBy(res.headers) };
  }

  static async signUp(base: string): Promise<Shopper> {
    const shopper = new Shopper();
    const name = `u${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const res = await shopper.call(base, 'POST', '/api/auth/signup', {
      email: `${name}@example.com`,
      username: name,
      password: 'correct horse battery',
      first_name: 'Topology',
      last_name: 'Test',
    });
    if (res.status !== 201) throw new Error(`sign-up refused: ${res.status} ${JSON.stringify(res.body)}`);
    shopper.id = res.body.id;
    return shopper;
  }
}

export const servedBy = (headers: Headers) => headers.get('x-served-by') ?? 'nginx';
