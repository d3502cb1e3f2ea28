import type { Writable } from 'node:stream';

/** `auto` (the default) is pretty in a terminal and JSON lines anywhere else (a file, a pipe, a container). */
export const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormatSetting = (typeof LOG_FORMATS)[number];
export type LogFormat = 'pretty' | 'json';

/** Pretty lines are for a person at a terminal; anything read by a program gets one JSON object per line. */
export function chooseLogFormat(setting: LogFormatSetting, isTTY: boolean | undefined): LogFormat {
  if (setting === 'auto') return isTTY ? 'pretty' : 'json';
  return setting;
}

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  ready?: boolean;
  [field: string]: unknown;
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every record carries, or that the line already shows. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'req',
  'res',
  'responseTime',
  'err',
  'ready',
]);

const paint = (color: boolean, code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

function statusColor(status: number): number {
  if (status >= 500) return 31; // red
  if (status >= 400) return 33; // yellow
  if (status >= 300) return 36; // cyan
  return 32; // green
}

/** One short line for a person: a request as `GET /api/products 200 4 ms`, anything else as its message. */
export function formatRecord(record: LogRecord, color = false): string {
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  const prefix = paint(color, 2, time);
  if (record.ready) return `\n${paint(color, 1, String(record.msg))}\n`;
  const status = record.res?.statusCode;
  if (record.req?.method && status !== undefined) {
    const ms = `${Math.round(record.responseTime ?? 0)} ms`;
    const line = `${prefix} ${record.req.method} ${record.req.url} ${paint(color, statusColor(status), String(status))} ${paint(color, 2, ms)}`;
    return record.err?.stack ? `${line}\n${record.err.stack}` : line;
  }
  const level = record.level ?? 30;
  const label = LEVELS[level] ?? String(level);
  const extra = Object.entries(record)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const levelText = level >= 50 ? paint(color, 31, label) : level >= 40 ? paint(color, 33, label) : label;
  const line = [prefix, levelText, record.msg, extra].filter(Boolean).join(' ');
  return record.err?.stack ? `${line}\n${record.err.stack}` : line;
}

/** A pino destination that turns each JSON line into `formatRecord`'s line on `out`. */
export function prettyDestination(out: Writable & { isTTY?: boolean }): { write(line: string): void } {
  const color = Boolean(out.isTTY) && !process.env.NO_COLOR;
  return {
    write(line: string) {
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        out.write(line);
        return;
      }
      out.write(`${formatRecord(record, color)}\n`);
    },
  };
}
