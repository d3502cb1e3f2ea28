import { randomUUID } from 'node:crypto';

/** A signed-in (or anonymous) client of several API processes, carrying its session cookie to any of them. */
export class Client {
  private cookie = '';

  constructor(private readonly headers: Record<string, string> = {}) {}

  /** Another client holding this one's session cookie, as a copied token would be. */
  copy(): Client {
    const copy = new Client(this.headers);
    copy.cookie = this.cookie;
    return copy;
  }

  /** A JSON body is sent as JSON, a FormData one as multipart/form-data. */
  async call(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON of any shape, like supertest's body
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...this.headers,
        ...(this.cookie && { cookie: this.cookie }),
        ...(body !== undefined && !(body instanceof FormData) && { 'content-type': 'application/json' }),
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]!);
    const session = cookies.find((cookie) => cookie.includes('=') && !cookie.endsWith('='));
    if (session) this.cookie = session;
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  }

  /** Signs a new user up through `base`. */
  async signUp(base: string): Promise<{ id: number; email: string; password: string }> {
    const name = `u${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const password = 'correct horse battery';
    const res = await this.call(base, 'POST', '/api/auth/signup', {
      email: `${name}@example.com`,
      username: name,
      password,
      first_name: 'Test',
      last_name: 'User',
    });
    if (res.status !== 201) throw new Error(`sign-up refused: ${res.status} ${JSON.stringify(res.body)}`);
    return { id: res.body.id, email: res.body.email, password };
  }
}
