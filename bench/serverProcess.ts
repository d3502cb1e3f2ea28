import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Inodes of the TCP sockets listening on `port` (state 0A), from /proc/net/tcp and tcp6. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localPort = parseInt(fields[1]?.split(':').pop() ?? '', 16);
      if (localPort === port && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/**
 * The process listening on the URL's port on this machine (Linux only). `npm start` puts npm and a shell in
 * front of the server, so the listener, not the process started, is the one to measure. Under the
 * supervisor the listener is the primary: `serverPids` adds its workers.
 */
export function findServerPid(url: URL): number | undefined {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${entry}/fd/${fd}`))?.[1];
        if (socket && inodes.has(socket)) return Number(entry);
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  return undefined;
}

function parentOf(pid: number): number | undefined {
  try {
    return Number(/PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  } catch {
    return undefined; // gone, or not ours to read
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The processes `parent` started, listed anew at each call (a worker or a database backend may be new). */
export function childrenOf(parent: number, command?: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => parentOf(pid) === parent && (!command || commandOf(pid).startsWith(command)));
}

/**
 * The server's processes: the one listening on the URL's port and the Node processes it started (the
 * supervisor's workers), listed anew at each call since a worker may be replaced. Empty when nothing listens.
 */
export function serverPids(url: URL): number[] {
  const listener = findServerPid(url);
  return listener === undefined ? [] : [listener, ...childrenOf(listener, 'node')];
}

/** Resident memory of a process in MB, or undefined when it has gone or is not ours to read. */
export function readRssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Proportional memory of a process in MB (`/proc/<pid>/smaps_rollup`): its own pages plus its share of the
 * pages it shares (the node binary, libraries), so summed over a server's processes each page counts once.
 */
export function readPssMb(pid: number): number | undefined {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = Number(/^Pss:\s+(\d+)\s+kB/m.exec(rollup)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

/**
 * One API process (`backend/src/server.ts` under tsx) on a free port of 127.0.0.1, logging warnings only
 * and seeding nothing unless `env` says otherwise; resolves once it answers /api/health, and kills it if it
 * does not within 60 s.
 */
export async function spawnApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED: 'none',
      ...env,
      PORT: String(port),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy within 60 s');
}
