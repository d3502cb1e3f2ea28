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
    const corrected = createApiClient(respond(200, [], { 'X-Search-Corrected': 'ceramic%20mug' }));
    await expect(corrected.getPage('/api/products/?q=ceramc+mug')).resolves.toEqual({
      items: [],
      next: null,
      corrected: 'ceramic mug',
    });
    const garbled = createApiClient(respond(200, [], { 'X-Search-Corrected': '%E0%A4%A' }));
    expect((await garbled.getPage('/api/products/?q=x')).corrected).toBeUndefined();
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink('</a?page=1>; rel="prev", </a?page=3>; rel="next"')).toBe('/a?page=3');
  });

  it('keeps ApiErrors as they are and wraps anything else', () => {
    expect(toApiError({ status: 409, message: 'Conflict', errors: {} }).status).toBe(409);
    expect(toApiError(new Error('boom')).status).toBe(0);
  });

  it('sends extra headers, such as an idempotency key', async () => {
    const fetchImpl = respond(200, { ok: true });
    await createApiClient(fetchImpl).put('/api/x', undefined, { headers: { 'Idempotency-Key': 'abc' } });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'abc', Accept: 'application/json' });
    expect(init.body).toBeUndefined();
  });
});

/** Just enough of XMLHttpRequest to drive an upload from a test. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  path = '';
  sent: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, path: string) {
    this.method = method;
    this.path = path;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('api client uploads', () => {
  const makeRequest = () => new FakeRequest() as unknown as XMLHttpRequest;

  it('sends the form, reports progress and returns the parsed answer', async () => {
    const api = createApiClient(vi.fn(), makeRequest);
    const form = new FormData();
    form.append('product_id', '3');
    const seen: number[] = [];
    const done = api.upload('/api/products/images/new', form, (fraction) => seen.push(fraction));
    const request = FakeRequest.last;
    expect(request.method).toBe('POST');
    expect(request.sent).toBe(form);
    request.progress(50, 200);
    request.answer(201, { id: 9 });
    await expect(done).resolves.toEqual({ id: 9 });
    expect(seen).toEqual([0.25, 1]);
  });

  it('replaces with PUT and turns refusals and network failures into ApiErrors', async () => {
    const api = createApiClient(vi.fn(), makeRequest);
    const refused = api.upload('/api/products/images/4', new FormData(), undefined, 'PUT');
    expect(FakeRequest.last.method).toBe('PUT');
    FakeRequest.last.answer(415, {
      message: 'Unsupported',
      errors: { image: 'Only PNG, JPEG, GIF or WebP images can be uploaded.' },
    });
    await expect(refused).rejects.toEqual({
      status: 415,
      message: 'Unsupported',
      errors: { image: 'Only PNG, JPEG, GIF or WebP images can be uploaded.' },
    });
    const offline = api.upload('/api/products/images/new', new FormData());
    FakeRequest.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0 });
  });
});
