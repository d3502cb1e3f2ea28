import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT_DIR } from '../../src/config';

interface Service {
  image?: string;
  environment?: Record<string, string | number | boolean | null> | string[];
  entrypoint?: string | string[];
  command?: string | string[];
}

const composeText = fs.readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8');
const services = (parse(composeText) as { services: Record<string, Service> }).services;

/** A variable the run cannot do without: `${NAME:?message}`, which stops compose when it is unset or empty. */
const REQUIRED_VARIABLE = /^\$\{(\w+):\?[^}]+\}$/;
/** Any `${NAME...}` interpolation, with what follows the name (a default, a required mark, nothing). */
const INTERPOLATION = /(?<!\$)\$\{(\w+)([^}]*)\}/g;
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|PRIVATE/i;

function environmentOf(service: Service): [string, string][] {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return env.map((entry) => entry.split(/=(.*)/s).slice(0, 2) as [string, string]);
  return Object.entries(env).map(([name, value]) => [name, String(value ?? '')]);
}

describe('docker-compose.yml', () => {
  it('has services to check', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'api']));
  });

  it.each(Object.entries(services))(
    '%s: every secret comes from the environment, with no default',
    (_, service) => {
      for (const [name, value] of environmentOf(service)) {
        if (SECRET_NAME.test(name)) expect(value, name).toMatch(REQUIRED_VARIABLE);
        // A password inside a URL (postgres://user:password@host) is a secret too.
        const password = /^\w+:\/\/[^:/@]+:([^@]*)@/.exec(value)?.[1];
        if (password !== undefined) expect(password, `${name}'s password`).toMatch(REQUIRED_VARIABLE);
      }
    },
  );

  it('gives no secret variable a default anywhere, and writes no password in a command', () => {
    for (const [, name, rest] of composeText.matchAll(INTERPOLATION)) {
      if (SECRET_NAME.test(name!)) expect(rest, `\${${name}${rest}}`).toMatch(/^:\?/);
    }
    for (const [serviceName, service] of Object.entries(services)) {
      const commands = [service.entrypoint, service.command].flat().filter(Boolean).join(' ');
      // `mc alias set <alias> <url> <user> <password>`: the password is read from the container's environment.
      for (const [, password] of commands.matchAll(/mc alias set \S+ \S+ \S+ (\S+)/g)) {
        expect(password, serviceName).toMatch(/^\$\$\w+$/);
      }
    }
  });

  it.each(Object.entries(services).filter(([, service]) => service.image))(
    '%s: its image is pinned to a version, never latest',
    (_, service) => {
      const image = service.image!;
      const tag = /^[^@]+:([^/:@]+)$/.exec(image)?.[1] ?? (image.includes('@sha256:') ? 'digest' : undefined);
      expect(tag, `${image} has no tag`).toBeDefined();
      expect(tag, image).not.toBe('latest');
    },
  );
});

describe('the images the Dockerfiles build from', () => {
  const dockerfiles = fs
    .readdirSync(path.join(ROOT_DIR, 'deploy'))
    .filter((name) => name.endsWith('Dockerfile'))
    .map((name) => [name, fs.readFileSync(path.join(ROOT_DIR, 'deploy', name), 'utf8')] as const);

  it.each(dockerfiles)('%s is pinned to a version, never latest', (_, text) => {
    const bases = [...text.matchAll(/^FROM\s+(\S+)/gim)].map((match) => match[1]!);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) {
      expect(base, base).toMatch(/^[^@]+:[^/:@]+$/);
      expect(base, base).not.toMatch(/:latest$/);
    }
  });
});
