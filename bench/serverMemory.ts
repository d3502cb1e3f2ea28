// The server's memory through a run, summed over its processes, read lightly enough not to weigh on what it
// measures (docs/uploads.md, "What the bench itself cost").
import { readPssMb, readRssMb } from './serverProcess';

const SAMPLE_MS = 50;
const PSS_EVERY_MS = 500;
const PROCESSES_EVERY_MS = 1000;

export interface ServerMemory {
  rssMb: number;
  pssMb: number;
}

export interface MemoryWatch {
  /** Both figures read now, PSS included. */
  now(): ServerMemory | undefined;
  /** The highest sums seen since the watch started. */
  peak(): ServerMemory;
  stop(): void;
}

/**
 * RSS (`/proc/<pid>/status`, a counter the kernel keeps) is read every 50 ms. PSS
 * (`/proc/<pid>/smaps_rollup`) walks every mapping of the process, about 4 ms of kernel time each, holding
 * the process's memory map while it does, so it is read twice a second. Between those reads, each process's
 * PSS follows its RSS: what a burst adds is its own buffers, counted alike in both, while the part they differ
 * by (the node binary and libraries shared among the processes) stays put. Finding the processes walks every
 * descriptor on the machine, so the list is renewed once a second (a worker may be replaced).
 */
export function watchServerMemory(listProcesses: () => number[]): MemoryWatch {
  let pids = listProcesses();
  let pidsAt = performance.now();
  const sharedMb = new Map<number, { at: number; mb: number }>();
  const peak: ServerMemory = { rssMb: 0, pssMb: 0 };

  const refreshPids = (at: number) => {
    if (at - pidsAt < PROCESSES_EVERY_MS) return;
    pids = listProcesses();
    pidsAt = at;
  };

  const read = (forcePss: boolean): ServerMemory | undefined => {
    const at = performance.now();
    refreshPids(at);
    if (pids.length === 0) return undefined;
    let rssMb = 0;
    let pssMb = 0;
    for (const pid of pids) {
      const rss = readRssMb(pid);
      if (rss === undefined) return undefined;
      let shared = sharedMb.get(pid);
      if (forcePss || !shared || at - shared.at >= PSS_EVERY_MS) {
        const pss = readPssMb(pid);
        if (pss === undefined) return undefined;
        shared = { at, mb: rss - pss };
        sharedMb.set(pid, shared);
      }
      rssMb += rss;
      pssMb += rss - shared.mb;
    }
    const sums = { rssMb: Math.round(rssMb * 10) / 10, pssMb: Math.round(pssMb * 10) / 10 };
    peak.rssMb = Math.max(peak.rssMb, sums.rssMb);
    peak.pssMb = Math.max(peak.pssMb, sums.pssMb);
    return sums;
  };

  const timer = setInterval(() => read(false), SAMPLE_MS);
  return {
    now: () => read(true),
    peak: () => ({ ...peak }),
    stop: () => clearInterval(timer),
  };
}
