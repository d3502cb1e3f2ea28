import fs from 'node:fs';
import os from 'node:os';

const TASKS = '/proc/self/task';

/**
 * Lowers the CPU priority of this process's threads to `niceness`, or only of those whose name starts with
 * `named`. On Linux the nice value belongs to each thread and a new thread takes its creator's, so threads
 * started later by a lowered thread are lowered too. Elsewhere than Linux, or when not allowed, nothing
 * changes.
 */
export function lowerThreadPriority(niceness: number, named?: string): void {
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
      if (named && !fs.readFileSync(`${TASKS}/${task}/comm`, 'utf8').startsWith(named)) continue;
      if (os.getPriority(tid) < niceness) os.setPriority(tid, niceness);
    } catch {
      // the thread ended meanwhile, or the system does not allow it: it keeps its priority
    }
  }
}
