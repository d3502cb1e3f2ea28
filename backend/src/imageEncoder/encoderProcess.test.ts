import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugePngHeader, makeImage } from '../modules/images/images.testing';
import {
  EncoderUnavailableError,
  ImageTooLargeError,
  UnreadableImageError,
  VARIANT_WIDTHS,
} from '../storage/imageVariants';
import { encodeInEncoderProcess } from './encoderClient';
import { ENCODER_ROLE_ENV, ENCODER_SOCKET_ENV } from './protocol';

const start = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../start.ts');
let directory = '';
let socketPath = '';
let encoder: ChildProcess;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-encoder-test-'));
  socketPath = path.join(directory, 'encoder.sock');
  // As the supervisor starts it: the same entry file, told its role, with an IPC channel to its parent.
  encoder = fork(start, [], {
    env: { ...process.env, [ENCODER_ROLE_ENV]: '1', [ENCODER_SOCKET_ENV]: socketPath, LOG_LEVEL: 'warn' },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    encoder.once('message', () => resolve());
    encoder.once('exit', (code) => reject(new Error(`the encoder exited with ${code}`)));
  });
}, 60_000);

afterAll(() => {
  if (encoder.exitCode === null) encoder.kill('SIGKILL');
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('the encoding process', () => {
  it('answers the three WebP variants of a photo sent in pieces, at their widths', async () => {
    const photo = await makeImage('jpeg', 2000, 1500);
    const third = Math.floor(photo.length / 3);
    const pieces = [photo.subarray(0, 1), photo.subarray(1, third), photo.subarray(third)];
    const variants = await encodeInEncoderProcess(socketPath)(pieces);
    for (const [variant, width] of Object.entries(VARIANT_WIDTHS)) {
      const meta = await sharp(variants[variant as keyof typeof VARIANT_WIDTHS]).metadata();
      expect({ variant, format: meta.format, width: meta.width }).toEqual({ variant, format: 'webp', width });
    }
  });

  it('encodes photos sent at the same time, each whole', async () => {
    const encode = encodeInEncoderProcess(socketPath);
    const sizes = [
      [640, 480],
      [900, 1200],
      [300, 200],
    ] as const;
    const answers = await Promise.all(sizes.map(async ([w, h]) => encode([await makeImage('png', w, h)])));
    const widths = await Promise.all(answers.map(async (v) => (await sharp(v.small).metadata()).width));
    expect(widths).toEqual([400, 400, 300]);
  });

  it('tells bytes that are no photo and photos with too many pixels apart from its own failures', async () => {
    const encode = encodeInEncoderProcess(socketPath);
    await expect(encode([Buffer.from('\x89PNG\r\n\x1a\n not really', 'latin1')])).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    await expect(encode([hugePngHeader()])).rejects.toBeInstanceOf(ImageTooLargeError);
  });

  it.runIf(process.platform === 'linux')('runs at the lowest CPU priority', () => {
    expect(os.getPriority(encoder.pid)).toBe(19);
  });

  it('is reported unavailable, to be retried, when it cannot be reached', async () => {
    const encode = encodeInEncoderProcess(path.join(directory, 'nobody-listens.sock'));
    const refused = await encode([await makeImage()]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EncoderUnavailableError);
    expect((refused as EncoderUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('ends when its parent goes away', async () => {
    const exited = new Promise((resolve) => encoder.once('exit', resolve));
    encoder.disconnect();
    await exited;
    expect(fs.existsSync(socketPath)).toBe(false);
  });
});
