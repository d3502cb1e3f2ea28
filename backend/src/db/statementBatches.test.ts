import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from './knex';
import { createStatementBatches } from './statementBatches';

const db = createDb(inject('databaseUrl'), 2);

afterAll(async () => {
  await db.destroy();
});

const DIVISION_BY_ZERO = '22012';

/** 100 divided by each input, several inputs to a statement; the statements' sizes in `sizes`. */
function divisions(maxSize: number, retry: boolean) {
  const sizes: number[] = [];
  const divide = createStatementBatches<number, number>({
    async run(inputs) {
      sizes.push(inputs.length);
      const { rows } = await db.raw<{ rows: { quotient: number }[] }>(
        `SELECT 100 / divisor AS quotient
         FROM unnest(?::int[]) WITH ORDINALITY AS input(divisor, n) ORDER BY n`,
        [`{${inputs.join(',')}}`],
      );
      return rows.map((row) => row.quotient);
    },
    keyOf: String,
    retryAlone: (error) => retry && (error as { code?: string }).code === DIVISION_BY_ZERO,
    maxSize,
  });
  return { divide, sizes };
}

describe('statement batches', () => {
  it('sends the inputs of one turn together, at most maxSize to a statement', async () => {
    const { divide, sizes } = divisions(4, false);
    const quotients = await Promise.all([1, 2, 4, 5, 10, 20].map(divide));
    expect(quotients).toEqual([100, 50, 25, 20, 10, 5]);
    expect(sizes).toEqual([4, 2]);
  });

  it('never sends two inputs of one key in a statement, and keeps their order', async () => {
    const { divide, sizes } = divisions(10, false);
    const quotients = await Promise.all([1, 2, 1, 4, 1].map(divide));
    expect(quotients).toEqual([100, 50, 100, 25, 100]);
    expect(sizes).toEqual([3, 1, 1]);
  });

  it('fails every input of a statement with its error, unless that error is one to run each alone again', async () => {
    const together = divisions(10, false);
    const settled = await Promise.allSettled([5, 0, 10].map(together.divide));
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(together.sizes).toEqual([3]);

    const alone = divisions(10, true);
    const retried = await Promise.allSettled([5, 0, 10].map(alone.divide));
    expect(retried).toMatchObject([
      { status: 'fulfilled', value: 20 },
      { status: 'rejected', reason: { code: DIVISION_BY_ZERO } },
      { status: 'fulfilled', value: 10 },
    ]);
    expect(alone.sizes).toEqual([3, 1, 1, 1]);
  });

  it('sends what arrives while a statement runs with the next one', async () => {
    const { divide, sizes } = divisions(10, false);
    const first = divide(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = await Promise.all([first, divide(2), divide(4)]);
    expect(later).toEqual([100, 50, 25]);
    expect(sizes).toEqual([1, 2]);
  });
});
