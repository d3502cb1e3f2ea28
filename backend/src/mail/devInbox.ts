import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import type { Logger } from '../logger';

export interface DevInbox {
  smtpUrl: string;
  /** The inbox's page: every mail the shop sends, read in the browser. */
  webUrl: string;
  stop(): Promise<void>;
}

/** `port` if it is free right now on the loopback interface (0: any free one), else undefined. */
function freePort(port = 0): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: taken } = server.address() as net.AddressInfo;
      server.close(() => resolve(taken));
    });
  });
}

/** The page's and the SMTP port: `webPort` and the next one when both are free, else any two free ones. */
async function inboxPorts(webPort: number): Promise<{ web: number; smtp: number }> {
  if (webPort && (await freePort(webPort)) && (await freePort(webPort + 1))) {
    return { web: webPort, smtp: webPort + 1 };
  }
  return { web: (await freePort())!, smtp: (await freePort())! };
}

async function waitForPage(url: string, deadline: number): Promise<void> {
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the local mail inbox did not start at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The local SMTP server of `npm start` outside production: MailDev, in a process of its own (it exits on
 * Ctrl-C with the rest), catching every mail the shop sends and showing it on a web page at `webPort`, its
 * SMTP server on the next port (other free ones when those are taken, such as by another copy of the shop).
 */
export async function startDevInbox(webPort: number, logger: Logger): Promise<DevInbox> {
  const { web, smtp } = await inboxPorts(webPort);
  const bin = createRequire(import.meta.url).resolve('maildev/bin/maildev');
  const child = spawn(
    process.execPath,
    [bin, '--ip', '127.0.0.1', '--smtp', String(smtp), '--web', String(web), '--silent'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const webUrl = `http://localhost:${web}`;
  try {
    await waitForPage(`${webUrl}/healthz`, Date.now() + 15_000);
  } catch (error) {
    child.kill();
    throw error;
  }
  logger.debug({ smtp, web }, 'local mail inbox started');
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
