import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The local inbox's page (MailDev): every mail the app sends during the run, read through its API. */
    mailUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let server: ChildProcess | undefined;
let inbox: ChildProcess | undefined;
let dataDir: string | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error('The server exited before it was ready.');
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url}/api/health in time.`);
}

/**
 * The browser suite runs against the real app, started here on a free port with a fresh embedded
 * database and photo folder, seeded with the demo catalogue.
 */
export async function setup(project: TestProject): Promise<void> {
  const chromium = findChromium();
  if (!chromium) {
    if (process.env.CI) throw new Error('Chromium is not installed: the browser suite cannot run under CI.');
    console.warn(
      '\n!!! BROWSER SUITE SKIPPED: no Chromium at /usr/bin/chromium or CHROME_PATH.\n' +
        '!!! Install it with `apt-get install chromium` to run the end-to-end tests.\n',
    );
    project.provide('chromiumPath', '');
    project.provide('baseUrl', '');
    project.provide('mailUrl', '');
    return;
  }

  // Reuse a server that is already running (seeded, with the rate limits raised): quicker while writing tests.
  const reuse = process.env.E2E_BASE_URL;
  if (reuse) {
    await waitForHealth(reuse, 10_000);
    project.provide('chromiumPath', chromium);
    project.provide('baseUrl', reuse.replace(/\/$/, ''));
    project.provide('mailUrl', process.env.E2E_MAIL_URL ?? 'http://localhost:1080');
    return;
  }

  const { execSync } = await import('node:child_process');
  execSync('node scripts/build-web-if-needed.mjs', { cwd: root, stdio: 'inherit' });
  execSync('node scripts/build-api-if-needed.mjs', { cwd: root, stdio: 'inherit' });

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  // The run serves its own copy of the build, so a rebuild while it runs cannot swap the chunks under it.
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'frontend/dist'), webDist, { recursive: true });
  // The local inbox `npm start` runs, on ports of its own: the app mails it, the tests read it.
  const [mailPort, smtpPort] = [await freePort(), await freePort()];
  const require = createRequire(import.meta.url);
  inbox = spawn(
    process.execPath,
    [
      require.resolve('maildev/bin/maildev'),
      '--ip',
      '127.0.0.1',
      '--web',
      String(mailPort),
      '--smtp',
      String(smtpPort),
      '--silent',
    ],
    { stdio: 'ignore' },
  );
  const mailUrl = `http://127.0.0.1:${mailPort}`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  // As `npm start` runs it: the bundled API, two workers under the supervisor, so every scenario also
  // crosses processes (a write through one worker, the next read through the other).
  server = spawn(process.execPath, ['backend/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      S3_BUCKET: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH: '10000',
      RATE_LIMIT_WRITE: '100000',
      // A listing's words reach the search box's suggestions half a second after it is written.
      VOCABULARY_REFRESH_MS: '500',
      // A buyer may escalate a case at once, rather than after the seller's 3 days.
      CASE_ESCALATE_AFTER_HOURS: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', log, log],
  });
  try {
    // Seeding the demo photos, then starting two workers, on a shared machine: slow under CI.
    await waitForHealth(baseUrl, process.env.CI ? 300_000 : 150_000);
  } catch (error) {
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'));
    throw error;
  }
  project.provide('chromiumPath', chromium);
  project.provide('baseUrl', baseUrl);
  project.provide('mailUrl', mailUrl);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (inbox && inbox.exitCode === null) {
    const exited = new Promise((resolve) => inbox!.once('exit', resolve));
    inbox.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
