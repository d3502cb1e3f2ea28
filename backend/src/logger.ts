import { pino, type Logger } from 'pino';
import { prettyDestination, type LogFormat } from './logFormat';

export type { Logger };

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return format === 'pretty' ? pino(options, prettyDestination(process.stdout)) : pino(options);
}
