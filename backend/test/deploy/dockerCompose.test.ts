import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_NGINX_CONFIG } from '../topology/nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  ports?: string[];
}

// No Docker engine runs the tests: the file is checked by reading it, as docker compose would.
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const nginx = read(PROJECT_NGINX_CONFIG);
const apiDockerfile = read('deploy/api.Dockerfile');

/** The directives of one nginx block (`location /api/ {` ... its closing brace). */
function block(opening: string): string {
  const start = nginx.indexOf(opening);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  const end = /\n\s*\}/.exec(nginx.slice(start))!.index;
  return nginx.slice(start, start + end);
}

describe('docker-compose.yml', () => {
  it('runs two API replicas, each a supervisor of several workers, on the migrated database', () => {
    const api = services.api!;
    expect(api.deploy?.replicas).toBe(2);
    expect(api.environment?.WEB_CONCURRENCY).toBeDefined();
    expect(api.environment?.SEED).toBe('none');
    expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(api.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    });
    expect(api.ports).toBeUndefined();
  });

  it('migrates once per deploy in a one-shot service, with the API settings', () => {
    const migrate = services.migrate!;
    expect(migrate.build?.dockerfile).toBe('deploy/api.Dockerfile');
    expect(migrate.command?.join(' ')).toContain('node backend/dist/cli.js migrate');
    expect(migrate.environment?.DATABASE_URL).toBe(services.api!.environment?.DATABASE_URL);
    expect(migrate.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
  });

  it('checks the health of every long-running service, the API through /api/health', () => {
    for (const name of ['postgres', 'minio', 'api', 'web']) {
      expect(services[name]?.healthcheck?.test, name).toBeDefined();
    }
    expect(services.api!.healthcheck!.test.join(' ')).toContain('/api/health');
    expect(services.web!.healthcheck!.test.join(' ')).toContain('/api/health');
    expect(services.web!.depends_on?.api).toEqual({ condition: 'service_healthy' });
  });

  it('runs the bundled API with node, not tsx', () => {
    expect(apiDockerfile).toContain('RUN npm run build --workspace backend');
    expect(apiDockerfile).toMatch(/CMD \["node", "backend\/dist\/server\.js"\]/);
    expect(apiDockerfile).not.toContain('tsx');
  });
});

describe('deploy/nginx.conf', () => {
  it('is the file compose serves, the one the topology suite runs nginx on', () => {
    const web = services.web!;
    expect(web.build?.dockerfile).toBe('deploy/web.Dockerfile');
    expect(read(web.build!.dockerfile)).toContain(
      `COPY ${PROJECT_NGINX_CONFIG} /etc/nginx/conf.d/default.conf`,
    );
  });

  it('names its shared memory zones apart, or nginx refuses to start', () => {
    const directives = nginx.replace(/#.*$/gm, '');
    const zones = [...directives.matchAll(/(?:keys_zone=|^\s*zone )(\w+)/gm)].map((match) => match[1]);
    expect(zones.length).toBeGreaterThanOrEqual(2);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('passes a 503 on with its Retry-After instead of counting it against the replica', () => {
    // Every replica answers 503 while the database is down: retried and counted as failures, those would
    // take them all out of rotation, and nginx would answer 502 until fail_timeout after the database is back.
    const retried = /^\s*proxy_next_upstream ([^;]*);/m.exec(nginx)![1]!;
    expect(retried.split(' ')).toContain('error');
    expect(retried).not.toContain('http_503');
  });

  it('spreads /api over the replicas by least connections', () => {
    const upstream = block('upstream api {');
    expect(upstream).toMatch(/^\s*least_conn;/m);
    expect(upstream).toMatch(/server api:8000/);
    expect(block('location /api/ {')).toContain('proxy_pass http://api;');
  });

  it('caches only answers the API marks public, and revalidates them with their ETag', () => {
    const api = block('location /api/ {');
    expect(api).toContain('proxy_cache api;');
    expect(api).toContain('proxy_cache_revalidate on;');
    expect(api).toContain('proxy_no_cache $api_not_public;');
    const map = block('map $upstream_http_cache_control $api_not_public {');
    expect(map).toMatch(/~\*\(no-store\|private\) 1;/);
    expect(map).toMatch(/~\*public 0;/);
    expect(map).toMatch(/default 1;/);
  });

  it('passes live events through unbuffered and keeps them open', () => {
    const events = block('location /api/events {');
    expect(events).toContain('proxy_buffering off;');
    expect(events).toContain('proxy_cache off;');
    expect(events).toMatch(/proxy_read_timeout \d+h;/);
    expect(nginx.indexOf('location /api/events {')).toBeLessThan(nginx.indexOf('location /api/ {'));
  });
});
