import fs from 'node:fs';
import os from 'node:os';

/** Niceness of the threads that encode photos: reads are served first, encoding uses what is left. */
export const ENCODER_NICENESS = 10;

const TASKS = '/proc/self/task';

/**
 * Lowers the CPU priority of libvips' worker threads, where sharp does the pixel work (on Linux the nice
 * value belongs to each thread, so the event loop and libuv's pool, which serve reads, keep theirs). With
 * as few cores as photos being encoded, the scheduler then runs requests first and encoding in between.
 * libvips starts its threads on demand and keeps them, so this runs around each photo; elsewhere than Linux,
 * or when not allowed, nothing changes.
 */
export function lowerEncoderPriority(): void {
  if (process.platform !== 'linux') return;
  let tasks: string[];
  try {
    tasks = fs.readdirSync(TASKS);
  } catch {
    return;
  }
  for (const task of tasks) {
    const tid = Number(task);
    try {
      if (!fs.readFileSync(`${TASKS}/${task}/comm`, 'utf8').startsWith('libvips')) continue;
      if (os.getPriority(tid) < ENCODER_NICENESS) os.setPriority(tid, ENCODER_NICENESS);
    } catch {
      // the thread ended meanwhile, or the system does not allow it: encoding runs at normal priority
    }
  }
}
