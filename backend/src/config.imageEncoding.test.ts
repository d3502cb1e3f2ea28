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
    expect(loadConfig({ IMAGE_ENCODERS: '2', IMAGE_QUEUE: '0' }).imageEncoding).toEqual({
      encoders: 2,
      waiting: 0,
    });
    expect(loadConfig({}).imageEncoding.waiting).toBe(8);
    expect(() => loadConfig({ IMAGE_ENCODERS: '0' })).toThrow(/IMAGE_ENCODERS/);
    expect(() => loadConfig({ IMAGE_QUEUE: '-1' })).toThrow(/IMAGE_QUEUE/);
  });
});
