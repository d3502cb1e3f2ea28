import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { chooseLogFormat, formatRecord, prettyDestination } from './logFormat';

describe('chooseLogFormat', () => {
  it('is pretty in a terminal and JSON lines anywhere else, unless LOG_FORMAT says otherwise', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('auto', undefined)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('reads LOG_FORMAT, auto by default, and refuses anything else', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('pretty lines', () => {
  const time = new Date(2026, 0, 2, 9, 5, 7).getTime();

  it('shows a request as method, url, status and milliseconds on one line', () => {
    const line = formatRecord({
      level: 30,
      time,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/products?limit=2' },
      res: { statusCode: 200 },
      responseTime: 3.6,
    });
    expect(line).toBe('09:05:07 GET /api/products?limit=2 200 4 ms');
  });

  it('shows other records as level and message with their own fields, and an error with its stack', () => {
    expect(
      formatRecord({ level: 30, time, pid: 1, hostname: 'h', msg: 'demo catalogue seeded', ms: 812 }),
    ).toBe('09:05:07 INFO demo catalogue seeded ms=812');
    const error = formatRecord({
      level: 50,
      time,
      msg: 'unhandled error',
      err: { message: 'x', stack: 'Error: x\n  at y' },
    });
    expect(error).toBe('09:05:07 ERROR unhandled error\nError: x\n  at y');
  });

  it('sets the ready line apart, with the address alone on its line', () => {
    const ready = formatRecord({
      level: 30,
      time,
      ready: true,
      url: 'http://localhost:8000',
      msg: 'Handmade Market is running at http://localhost:8000 (Ctrl-C to stop)',
    });
    expect(ready.split('\n')).toEqual([
      '',
      'Handmade Market is running at http://localhost:8000 (Ctrl-C to stop)',
      '',
    ]);
  });

  it('writes one line per JSON record, and passes anything else through', () => {
    const out = new PassThrough();
    const destination = prettyDestination(out);
    destination.write(`${JSON.stringify({ level: 40, time, msg: 'slow' })}\n`);
    destination.write('not json\n');
    expect(String(out.read())).toBe('09:05:07 WARN slow\nnot json\n');
  });
});
