import { createApiClient, parseNextLink, toApiError } from './api';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }),
  );
}

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchImpl = respond(200, { id: 1 });
    const api = createApiClient(fetchImpl);
    await expect(api.post('/api/auth/login', { email: 'a@b.co' })).resolves.toEqual({ id: 1 });
    const [path, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/login');
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
  });

  it('turns an error answer into {status, message, errors}', async () => {
    const api = createApiClient(
      respond(400, { message: 'Bad request', errors: { email: 'Email is required.' } }),
    );
    await expect(api.get('/api/x')).rejects.toEqual({
      status: 400,
      message: 'Bad request',
      errors: { email: 'Email is required.' },
    });
  });

  it('turns a body that is not JSON and a network failure into the same shape', async () => {
    const html = vi.fn(
      async () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(createApiClient(html).get('/api/x')).rejects.toEqual({
      status: 502,
      message: 'Bad Gateway',
      errors: {},
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createApiClient(offline).get('/api/x')).rejects.toMatchObject({ status: 0, errors: {} });
  });

  it('follows the Link header for the next page', async () => {
    const api = createApiClient(respond(200, [{ id: 3 }], { Link: '</api/products/?cursor=3>; rel="next"' }));
    await expect(api.getPage('/api/products/')).resolves.toEqual({
      items: [{ id: 3 }],
      next: '/api/products/?cursor=3',
    });
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink('</a?page=1>; rel="prev", </a?page=3>; rel="next"')).toBe('/a?page=3');
  });

  it('keeps ApiErrors as they are and wraps anything else', () => {
    expect(toApiError({ status: 409, message: 'Conflict', errors: {} }).status).toBe(409);
    expect(toApiError(new Error('boom')).status).toBe(0);
  });
});
