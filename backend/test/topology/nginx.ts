import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../src/config';
import { freePort, startProcess, waitFor, type Started } from './processes';

/** The file compose's `web` image serves (deploy/web.Dockerfile copies it to conf.d/default.conf). */
export const PROJECT_NGINX_CONFIG = 'deploy/nginx.conf';

/** Debian's nginx (`apt-get install nginx`), or one on the PATH. */
export function findNginx(): string | undefined {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(path.delimiter)];
  return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => fs.existsSync(file));
}

/** Replaces what `pattern` matches, which must be there exactly once: a changed project file fails loudly. */
function replaceOnce(text: string, pattern: RegExp, by: (...groups: string[]) => string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (found.length !== 1)
    throw new Error(`${PROJECT_NGINX_CONFIG}: expected ${pattern} once, found ${found.length}`);
  return text.replace(pattern, (...match: string[]) => by(...match.slice(1)));
}

/**
 * The project's own server config, changed only where this run must differ from compose's container.
 * These few edits are the whole difference between what the test runs and what compose serves:
 * - the cache lives in this run's folder, where the image has /var/cache/nginx: that one is root's;
 * - the upstream lists the two API machines by address. Compose names one host, `api`, that Docker's DNS
 *   (`resolver 127.0.0.11`) resolves to every replica, again and again (`resolve`); Debian 12's nginx 1.22
 *   has neither directive in an upstream (open-source nginx has them since 1.27.3), and there is no DNS
 *   to ask here. The server parameters after `resolve` (max_fails, fail_timeout) are kept as they are;
 * - it listens on a free loopback port instead of 80, which only root may open.
 */
export function siteConfig(project: string, upstreams: string[], port: number, dir: string): string {
  const cache = path.join(dir, 'cache', 'api');
  let site = replaceOnce(
    project,
    /proxy_cache_path \/var\/cache\/nginx\/api /,
    () => `proxy_cache_path ${cache} `,
  );
  site = replaceOnce(site, /^\s*resolver 127\.0\.0\.11 [^;]*;\n/m, () => '');
  site = replaceOnce(site, /^(\s*)server api:8000 resolve( [^;]*)?;$/m, (indent = '', parameters = '') =>
    upstreams.map((address) => `${indent}server ${address}${parameters};`).join('\n'),
  );
  return replaceOnce(site, /^(\s*)listen 80;$/m, (indent = '') => `${indent}listen 127.0.0.1:${port};`);
}

/**
 * The main context around it, as the nginx image's /etc/nginx/nginx.conf gives one (which includes
 * conf.d/*.conf), pointed at this run's folder so that nginx runs unprivileged: pid file, temp files,
 * logs. The access log names the machines each request went to, so a retry shows as two.
 */
function mainConfig(dir: string, site: string): string {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 65;
  log_format upstreams '$request_method $request_uri $status upstream=$upstream_addr statuses=$upstream_status cache=$upstream_cache_status';
  access_log ${path.join(dir, 'access.log')} upstreams;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${site};
}
`;
}

export interface Nginx {
  url: string;
  /** The access log so far, one line a request: `GET /api/... 200 upstream=a, b statuses=502, 200 cache=MISS`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/** nginx in front of `upstreams` (host:port), on the project's config, in `dir`. */
export async function startNginx(binary: string, dir: string, upstreams: string[]): Promise<Nginx> {
  const port = await freePort();
  for (const made of ['temp', 'cache']) fs.mkdirSync(path.join(dir, made), { recursive: true });
  const project = fs.readFileSync(path.join(ROOT_DIR, PROJECT_NGINX_CONFIG), 'utf8');
  const site = path.join(dir, 'default.conf');
  fs.writeFileSync(site, siteConfig(project, upstreams, port, dir));
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(main, mainConfig(dir, site));
  const nginx: Started = startProcess('nginx', binary, ['-p', dir, '-c', main, '-e', 'stderr']);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx listening', async () => {
    if (!nginx.running()) throw new Error(`nginx exited:\n${nginx.output()}`);
    return fetch(`${url}/nginx-ready`).then(
      () => true,
      () => undefined,
    );
  });
  const log = path.join(dir, 'access.log');
  return {
    url,
    accessLog: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    async stop() {
      nginx.signal('SIGQUIT');
      await nginx.exited;
    },
  };
}
