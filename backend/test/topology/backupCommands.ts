import path from 'node:path';
import { ROOT_DIR } from '../../src/config';
import { run } from './processes';
import type { Topology } from './topology';

/** The built command (`node backend/dist/cli.js`, what `npm run backup` runs from source) on the topology. */
async function cli(t: Topology, args: string[]): Promise<Record<string, unknown>> {
  const output = await run(`cli ${args[0]}`, process.execPath, ['backend/dist/cli.js', ...args], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH, LOG_FORMAT: 'json', BACKUP_DIR: path.join(t.dir, 'backups'), ...t.env },
  });
  const last = output.trim().split('\n').at(-1)!;
  return JSON.parse(last) as Record<string, unknown>;
}

/** `npm run backup`; the folder it made. */
export async function backUp(t: Topology): Promise<string> {
  return (await cli(t, ['backup'])).folder as string;
}

/**
 * `npm run restore -- <folder>` as an operator runs it: the API stopped first (its processes keep answers
 * in memory that a restore makes wrong), started again after. Resolves once both machines are healthy.
 */
export async function restoreBackup(t: Topology, folder: string) {
  const started = Date.now();
  await Promise.all(t.machines.map((machine) => machine.stop()));
  const stopped = Date.now();
  const restored = await cli(t, ['restore', folder]);
  const done = Date.now();
  await Promise.all(t.machines.map((machine) => machine.start()));
  const ms = { stopped: stopped - started, restored: done - stopped, started: Date.now() - done };
  return { photos: restored.photos as number, ms };
}
