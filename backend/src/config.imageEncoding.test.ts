import { describe, expect, it } from 'vitest';
import { defaultImageEncoders, loadConfig } from './config';

describe('photo encoding settings', () => {
  it('encode on every core but one, leaving four pool threads to reads', () => {
    expect(defaultImageEncoders(8, 2)).toBe(1);
    expect(defaultImageEncoders(8, 16)).toBe(4);
    expect(defaultImageEncoders(16, 8)).toBe(7);
    // libuv's default pool of four: one encoder still, rather than none.
    expect(defaultImageEncoders(4, 8)).toBe(1);
  });

  it('read IMAGE_ENCODERS and IMAGE_QUEUE, and refuse nonsense', () => {
    expect(loadConfig({ IMAGE_ENCODERS: '2', IMAGE_QUEUE: '0', WEB_CONCURRENCY: '1' }).imageEncoding).toEqual(
      { encoders: 2, waiting: 0 },
    );
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).imageEncoding.waiting).toBe(8);
    expect(() => loadConfig({ IMAGE_ENCODERS: '0' })).toThrow(/IMAGE_ENCODERS/);
    expect(() => loadConfig({ IMAGE_QUEUE: '-1' })).toThrow(/IMAGE_QUEUE/);
  });

  it('share them among the API processes, each keeping at least one encoder', () => {
    expect(loadConfig({ IMAGE_ENCODERS: '4', IMAGE_QUEUE: '8', WEB_CONCURRENCY: '2' }).imageEncoding).toEqual(
      {
        encoders: 2,
        waiting: 4,
      },
    );
    expect(loadConfig({ IMAGE_ENCODERS: '1', IMAGE_QUEUE: '9', WEB_CONCURRENCY: '2' }).imageEncoding).toEqual(
      {
        encoders: 1,
        waiting: 5,
      },
    );
  });
});
