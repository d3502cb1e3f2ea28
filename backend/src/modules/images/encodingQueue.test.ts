import { describe, expect, it } from 'vitest';
import { createEncodingQueue, EncodingQueueFullError } from './encodingQueue';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('encoding queue', () => {
  it('admits encoders + waiting uploads, and one more once a place is given back', () => {
    const queue = createEncodingQueue({ encoders: 1, waiting: 2 });
    const releases = [queue.admit(), queue.admit(), queue.admit()];
    expect(releases.every(Boolean)).toBe(true);
    expect(queue.admit()).toBeUndefined();
    releases[0]!();
    releases[0]!(); // a second release gives nothing back twice
    expect(queue.state().admitted).toBe(2);
    expect(queue.admit()).toBeDefined();
    expect(queue.admit()).toBeUndefined();
  });

  it('runs one job per encoder, starts waiting ones in turn, and refuses past the line', async () => {
    const waits: number[] = [];
    const queue = createEncodingQueue({ encoders: 1, waiting: 1 }, (state) => waits.push(state.waiting));
    const first = heldJob();
    const second = heldJob();
    const running = queue.run(first.work);
    const queued = queue.run(second.work);
    expect(queue.state()).toMatchObject({ encoding: 1, waiting: 1 });
    expect(waits).toEqual([1]);

    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(EncodingQueueFullError);
    await refused.catch((error: EncodingQueueFullError) => {
      expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    });

    first.finish();
    await running;
    expect(queue.state()).toMatchObject({ encoding: 1, waiting: 0 });
    second.finish();
    await queued;
    expect(queue.state()).toMatchObject({ encoding: 0, waiting: 0 });
  });

  it('frees the encoder when a job fails', async () => {
    const queue = createEncodingQueue({ encoders: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('bad bytes')))).rejects.toThrow('bad bytes');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
