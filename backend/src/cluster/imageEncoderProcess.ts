import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENCODER_ROLE_ENV, ENCODER_SOCKET_ENV } from '../imageEncoder';
import type { Logger } from '../logger';
import { createRestartBackoff } from './restartBackoff';

/** Past this after SIGTERM, the encoding process is killed. */
const STOP_DEADLINE_MS = 5_000;

/**
 * Starts the server's encoding process (`imageEncoder/encoderProcess.ts`, the same entry file run with
 * ENCODER_ROLE_ENV set) on a Unix socket in a directory of its own, and starts it again whenever it dies.
 * `socketPath` is what the workers are given; `stop` ends it once they have drained.
 */
export function startImageEncoder(logger: Logger): { socketPath: string; stop(): Promise<void> } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-encoder-'));
  const socketPath = path.join(directory, 'encoder.sock');
  const backoff = createRestartBackoff();
  let child: ChildProcess | undefined;
  let restart: NodeJS.Timeout | undefined;
  let stopping = false;

  const start = () => {
    const startedAt = Date.now();
    const current = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, [ENCODER_ROLE_ENV]: '1', [ENCODER_SOCKET_ENV]: socketPath },
      execArgv: process.execArgv,
    });
    child = current;
    current.on('exit', (code, signal) => {
      if (stopping) return;
      const restartInMs = backoff(Date.now() - startedAt);
      logger.error({ encoderPid: current.pid, code, signal, restartInMs }, 'image encoder exited');
      restart = setTimeout(start, restartInMs);
    });
  };
  start();

  return {
    socketPath,
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => running.kill('SIGKILL'), STOP_DEADLINE_MS);
          running.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          running.kill('SIGTERM');
        });
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
