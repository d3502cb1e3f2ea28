import { describe, expect, it } from 'vitest';
import { createEncodingQueue, EncodingQueueFullError, UPLOADS_PER_ACCOUNT } from './encodingQueue';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

/** The release function of an admission that the test expects to be let in. */
function admitted(admission: { release: () => void } | { refused: string }): () => void {
  if (!('release' in admission)) throw new Error(`refused: ${admission.refused}`);
  return admission.release;
}

describe('encoding queue', () => {
  it('admits encoders + waiting uploads, and one more once a place is given back', () => {
    const queue = createEncodingQueue({ encoders: 1, waiting: 2 });
    const releases = [1, 2, 3].map((account) => admitted(queue.admit(account)));
    expect(queue.admit(4)).toEqual({ refused: 'queue' });
    releases[0]!();
    releases[0]!(); // a second release gives nothing back twice
    expect(queue.state().admitted).toBe(2);
    admitted(queue.admit(4));
    expect(queue.admit(5)).toEqual({ refused: 'queue' });
  });

  it('admits at most its share of one account, leaving the rest of the queue to others', () => {
    const queue = createEncodingQueue({ encoders: 1, waiting: 8 });
    const own = Array.from({ length: UPLOADS_PER_ACCOUNT }, () => admitted(queue.admit(1)));
    expect(queue.admit(1)).toEqual({ refused: 'account' });
    admitted(queue.admit(2));
    own[0]!();
    admitted(queue.admit(1));
  });

  it('runs one job per encoder, starts waiting ones in turn, and refuses past the line', async () => {
    const waits: number[] = [];
    const queue = createEncodingQueue({ encoders: 1, waiting: 1 }, (state) => waits.push(state.waiting));
    const first = heldJob();
    const second = heldJob();
    const running = queue.run(1, first.work);
    const queued = queue.run(2, second.work);
    expect(queue.state()).toMatchObject({ encoding: 1, waiting: 1 });
    expect(waits).toEqual([1]);

    const refused = queue.run(3, async () => 'never');
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

  it('gives the next turn to the account served least recently, in arrival order among equals', async () => {
    const queue = createEncodingQueue({ encoders: 1, waiting: 8 });
    const started: string[] = [];
    const job = (name: string) => {
      const held = heldJob();
      return {
        ...held,
        work: () => {
          started.push(name);
          return held.work();
        },
      };
    };
    const jobs = { a1: job('a1'), a2: job('a2'), a3: job('a3'), b1: job('b1'), b2: job('b2'), c1: job('c1') };
    const runs = [
      queue.run(1, jobs.a1.work),
      queue.run(1, jobs.a2.work),
      queue.run(1, jobs.a3.work),
      queue.run(2, jobs.b1.work),
      queue.run(2, jobs.b2.work),
      queue.run(3, jobs.c1.work),
    ];
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3'] as const) {
      await expect.poll(() => started.at(-1)).toBe(name);
      jobs[name].finish();
    }
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('frees the encoder when a job fails', async () => {
    const queue = createEncodingQueue({ encoders: 1, waiting: 0 });
    await expect(queue.run(1, () => Promise.reject(new Error('bad bytes')))).rejects.toThrow('bad bytes');
    await expect(queue.run(1, async () => 'next')).resolves.toBe('next');
  });
});
