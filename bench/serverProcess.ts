import fs from 'node:fs';

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

/**
 * The server's processes: the one listening on the URL's port and the Node processes it started (the
 * supervisor's workers), listed anew at each call since a worker may be replaced. Empty when nothing listens.
 */
export function serverPids(url: URL): number[] {
  const listener = findServerPid(url);
  if (listener === undefined) return [];
  const workers = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => parentOf(pid) === listener && commandOf(pid).startsWith('node'));
  return [listener, ...workers];
}
