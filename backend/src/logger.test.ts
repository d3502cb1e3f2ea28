import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A process that makes the JSON logger and runs `script` with it as `logger`; what it writes to stdout. */
function loggingProcess(script: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger } from './src/logger.ts'; const logger = createLogger('info'); ${script}`,
    ],
    { cwd: backend, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const messages = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, messages, exited };
}

let running: ReturnType<typeof loggingProcess>['child'] | undefined;
afterEach(() => running?.kill());

describe('the JSON log on standard output', () => {
  it('writes a line at the end of its turn, without waiting for more lines to come', async () => {
    const logging = loggingProcess(`logger.info('alone'); setTimeout(() => {}, 60_000);`);
    running = logging.child;
    await expect.poll(logging.messages, { timeout: 20_000 }).toEqual(['alone']);
  });

  it('keeps the lines of a turn in order and writes them when the process exits in that turn', async () => {
    const logging = loggingProcess(
      `for (const msg of ['one', 'two', 'three']) logger.info(msg); process.exit(0);`,
    );
    running = logging.child;
    expect(await logging.exited).toBe(0);
    expect(logging.messages()).toEqual(['one', 'two', 'three']);
  });
});
