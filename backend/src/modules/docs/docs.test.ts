import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/testApp';
import type { JsonSchema } from './openapi.jsonSchema';

const test = createTestApp();

interface Layer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

const join = (prefix: string, path: string) =>
  `${prefix}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** `METHOD /path` for every route the Express app really registered, read from its router stacks. */
function registeredRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = join(prefix, layer.route.path).replace(/:(\w+)/g, '{$1}');
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    if (!layer.handle.stack) return [];
    if (typeof layer.rawPath !== 'string') throw new Error('A router mounted on a pattern cannot be listed.');
    return registeredRoutes(layer.handle.stack, join(prefix, layer.rawPath));
  });
}

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

async function openApi() {
  const res = await test.request().get('/api/openapi.json').expect(200).expect('content-type', /json/);
  return res.body as {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, JsonSchema> };
  };
}

const documented = (doc: Awaited<ReturnType<typeof openApi>>) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('GET /api/openapi.json', () => {
  it('documents every route the app registers, and nothing it does not', async () => {
    const router = (test.app as unknown as { router: { stack: Layer[] } }).router;
    const routes = registeredRoutes(router.stack).filter((route) => route.split(' ')[1]?.startsWith('/api'));
    expect(routes.length).toBeGreaterThan(35);
    const doc = await openApi();
    expect([...documented(doc)].sort()).toEqual([...new Set(routes)].sort());
  });

  it('is an OpenAPI 3.1 document whose operations all have answers, errors and resolvable shapes', async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual(
      expect.objectContaining({ title: expect.any(String), version: expect.any(String) }),
    );
    const shapes = [
      'User',
      'PublicUser',
      'Product',
      'Image',
      'Review',
      'Favorite',
      'CartItem',
      'Cart',
      'Order',
      'Error',
    ];
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(shapes));
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message'], properties: { errors: {} } });

    const ids = new Set<unknown>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        ids.add(op.operationId);
        const statuses = Object.keys(op.responses).map(Number);
        expect(
          statuses.some((status) => status >= 200 && status < 300),
          `${path}`,
        ).toBe(true);
        for (const status of statuses.filter((s) => s >= 400)) {
          expect([400, 401, 403, 404, 409, 413, 415, 429, 503]).toContain(status);
        }
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect(
          params.map((p) => p.name),
          path,
        ).toEqual(inPath);
      }
    }
    expect(ids.size).toBe(documented(doc).length);

    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(
      (m) => m[1],
    );
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref as string);
  });

  it('lists the product query parameters, the upload form and the statuses of a signed-in write', async () => {
    const doc = await openApi();
    const list = doc.paths['/api/products']?.get;
    expect(list?.parameters?.map((p) => p.name).sort()).toEqual([
      'category',
      'cursor',
      'limit',
      'max_price',
      'min_price',
      'min_rating',
      'q',
      'sort',
    ]);
    const suggest = doc.paths['/api/search/suggest']?.get;
    expect(suggest?.parameters?.map((p) => p.name)).toEqual(['q']);
    const upload = doc.paths['/api/products/images/new']?.post;
    const form = upload?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(['image', 'product_id', 'preview']);
    expect(form?.required).toEqual(['product_id', 'image']);
    expect(Object.keys(upload?.responses ?? {})).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '429',
    ]);
    const signup = doc.paths['/api/auth/signup']?.post;
    expect(signup?.requestBody?.content['application/json']).toMatchObject({
      schema: { properties: { email: { format: 'email' }, password: { minLength: 6 } } },
    });
  });
});

describe('GET /api/docs', () => {
  it('answers a self-contained HTML page naming every route', async () => {
    const res = await test.request().get('/api/docs/').expect(200).expect('content-type', /html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).not.toMatch(/<script|<link|https?:\/\/(?!localhost)/i);
    const doc = await openApi();
    for (const [path, methods] of Object.entries(doc.paths)) {
      expect(res.text).toContain(`<code>${path}</code>`);
      for (const method of Object.keys(methods))
        expect(res.text).toContain(`>${method.toUpperCase()}</span>`);
    }
  });
});
