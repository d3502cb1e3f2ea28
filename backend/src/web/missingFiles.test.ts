import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/testApp';

/** A minimal web build, so /assets is served as it is by `npm start`. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Handmade Market</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1);');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const development = createTestApp({ env: { WEB_DIST: webDist } });
const production = createTestApp({
  env: {
    WEB_DIST: webDist,
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  },
});

const MISSING = [
  '/uploads/products/999999/no-such-photo/400.webp',
  '/uploads/no-such-file.png',
  '/assets/no-such-chunk-1234.js',
];

describe('a missing photo or asset', () => {
  for (const [mode, test] of [
    ['development', development],
    ['production', production],
  ] as const) {
    it.each(MISSING)(`answers ${mode} %s with a plain 404 that names no server path`, async (url) => {
      const res = await test.request().get(url).expect(404);
      expect(res.body).toEqual({ message: 'Not found.' });
      expect(res.text).not.toContain(test.config.dataDir);
      expect(res.text).not.toContain(webDist);
      expect(res.text).not.toMatch(/ENOENT|stat /);
    });
  }

  it('still serves an asset that exists', async () => {
    const res = await development.request().get('/assets/app-abc123.js').expect(200);
    expect(res.text).toBe('console.log(1);');
  });
});
