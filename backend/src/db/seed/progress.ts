import type { Writable } from 'node:stream';
import type { Logger } from '../../logger';

/** Told after each step of a long job: `done` of `total`. */
export type Progress = (done: number, total: number) => void;

const BAR_WIDTH = 30;
/** How many plain lines a job reports at most where no bar can be drawn (a log file, a pipe). */
const PLAIN_REPORTS = 10;

/** One line, redrawn in place in a terminal: `Drawing demo photos [#######-------] 98/196`. */
export function barProgress(label: string, out: Writable): Progress {
  let drawn = -1;
  return (done, total) => {
    const filled = total > 0 ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
    if (filled === drawn && done !== total) return;
    drawn = filled;
    const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
    out.write(`\r${label} [${bar}] ${done}/${total}${done === total ? '\n' : ''}`);
  };
}

/** A log line every tenth of the way (and at the end), for logs that are read later or by a program. */
export function loggedProgress(label: string, logger: Logger): Progress {
  let reported = 0;
  return (done, total) => {
    const step = Math.floor((done * PLAIN_REPORTS) / Math.max(total, 1));
    if (step <= reported && done !== total) return;
    reported = step;
    logger.info({ done, total }, label);
  };
}
