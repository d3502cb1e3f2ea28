import { pino, type DestinationStream, type Logger } from 'pino';
import { prettyDestination, type LogFormat } from './logFormat';

export type { Logger };

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return pino(options, format === 'pretty' ? prettyDestination(process.stdout) : stdoutByTurn());
}

/** Under this many bytes, lines wait for the end of their turn; from there they are written at once. */
const BATCH_BYTES = 16 * 1024 - 1;

let stdout: DestinationStream | undefined;

/**
 * Standard output, written once per turn of the event loop: the lines of every request answered in one turn
 * go out in one write, instead of one write each (a write took about 15 µs, a cached answer about 100).
 * A line waits at most for the end of its turn, and what is left at exit is written then. One per process.
 */
function stdoutByTurn(): DestinationStream {
  if (stdout) return stdout;
  const out = pino.destination({ dest: 1, sync: true, minLength: BATCH_BYTES });
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    out.flush();
  };
  process.on('exit', () => out.flushSync());
  stdout = {
    write(line: string) {
      out.write(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
  return stdout;
}
