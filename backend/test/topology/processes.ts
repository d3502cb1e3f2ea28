import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Output kept per process: enough to say why it failed, bounded under steady traffic. */
const KEPT_OUTPUT = 64 * 1024;

export interface Started {
  name: string;
  pid: number;
  /** The last of what it printed. */
  output(): string;
  /** How many lines it printed on stdout that match `options.watch`. */
  watched(): number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** Sends `signal` to the process alone (its own shutdown takes its children down). */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL to its whole process group, as a machine that loses power; resolves once it is gone. */
  kill(): Promise<void>;
}

const live = new Set<Started>();
const folders = new Set<string>();

function killEverything() {
  for (const started of live) killGroup(started.pid);
}

function removeFolders() {
  for (const folder of folders) {
    try {
      // A process killed a moment ago may still be writing in it: rmSync then tries again.
      fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch (error) {
      console.error(`could not remove ${folder}:`, error);
    }
  }
  folders.clear();
}

let hooked = false;
/** Whatever ends this process (an exception, Ctrl-C), nothing it started outlives it. */
function cleanUpAtExit() {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    killEverything();
    removeFolders();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killEverything();
      removeFolders();
      process.kill(process.pid, signal);
    });
  }
}

/** Kills whatever is still running and removes the folders: after a start that failed half way. */
export async function stopEverything(): Promise<void> {
  const running = [...live];
  killEverything();
  await Promise.all(running.map((started) => started.exited));
  removeFolders();
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** A temporary folder removed when this process exits, if nothing removed it before. */
export function removedAtExit(folder: string): string {
  cleanUpAtExit();
  folders.add(folder);
  return folder;
}

/**
 * Starts a command in a process group of its own, so that it and every process it starts can be killed
 * together. `as` runs it as another user (PostgreSQL refuses to run as root).
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; as?: { uid: number; gid: number }; watch?: RegExp } = {},
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.as,
  });
  let output = '';
  const keep = (data: Buffer) => {
    output = (output + data.toString()).slice(-KEPT_OUTPUT);
  };
  let watched = 0;
  let partial = '';
  child.stdout.on('data', (data: Buffer) => {
    keep(data);
    const lines = (partial + data.toString()).split('\n');
    partial = lines.pop()!;
    if (options.watch) watched += lines.filter((line) => options.watch!.test(line)).length;
  });
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('error', (error) => {
      keep(Buffer.from(String(error)));
      resolve({ code: null, signal: null });
    });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const started: Started = {
    name,
    pid: child.pid ?? 0,
    output: () => output,
    watched: () => watched,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    signal(signal) {
      if (started.running()) child.kill(signal);
    },
    async kill() {
      killGroup(started.pid);
      await exited;
    },
  };
  cleanUpAtExit();
  live.add(started);
  void exited.then(() => {
    live.delete(started);
    // Whatever it started and left behind goes with it.
    killGroup(started.pid);
  });
  return started;
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(
  name: string,
  command: string,
  args: string[],
  options: Parameters<typeof startProcess>[3] = {},
): Promise<string> {
  const started = startProcess(name, command, args, options);
  const { code, signal } = await started.exited;
  if (code !== 0) throw new Error(`${name} failed (${code ?? signal}):\n${started.output()}`);
  return started.output();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Polls `check` until it returns something other than undefined; fails past the deadline, or at once when
 * `check` throws (it returns undefined for what may still change).
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  deadlineMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
