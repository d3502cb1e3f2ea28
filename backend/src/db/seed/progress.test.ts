import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { barProgress, loggedProgress } from './progress';

describe('seed progress', () => {
  it('redraws one line in a terminal and ends it when the job is done', () => {
    const out = new PassThrough();
    const progress = barProgress('Drawing', out);
    for (let done = 0; done <= 4; done += 1) progress(done, 4);
    const text = String(out.read());
    expect(text.startsWith('\rDrawing [')).toBe(true);
    expect(text.split('\n')).toEqual([expect.stringContaining('4/4'), '']);
    expect(text.split('\r').filter(Boolean)).toHaveLength(5);
    expect(text).toContain(`[${'#'.repeat(30)}] 4/4\n`);
  });

  it('writes a log line only every tenth of the way where no bar can be drawn', () => {
    const out = new PassThrough();
    const progress = loggedProgress('Drawing', pino(out));
    for (let done = 0; done <= 196; done += 1) progress(done, 196);
    const lines = String(out.read())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; done: number; total: number });
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.msg === 'Drawing' && line.total === 196)).toBe(true);
    expect(lines.at(-1)!.done).toBe(196);
  });
});
