/**
 * Runs many small writes of one kind as few statements: each `run` takes every input waiting at that moment
 * (at most `maxSize`), and inputs that arrive while a statement is in flight wait for the next one. Alone,
 * an input goes out at the end of the event loop's turn it came in, so batching costs a lone write no time;
 * under load each statement carries what queued behind the last, and its round trip, its transaction and
 * its commit are shared by all of them.
 *
 * Two inputs with the same `keyOf` never share a statement: one statement cannot write the same row twice,
 * and the later input sees what the earlier wrote. When a batch fails with an error `retryAlone` accepts
 * (something one of its inputs met, not the database's state), each of its inputs is run again alone, so
 * only the one it belongs to fails.
 */
export interface StatementBatchesOptions<Input, Output> {
  /** One statement for all of `inputs`: an output for each, in their order. */
  run(inputs: Input[]): Promise<Output[]>;
  keyOf(input: Input): string;
  retryAlone(error: unknown): boolean;
  maxSize: number;
}

interface Waiting<Input, Output> {
  input: Input;
  key: string;
  resolve(output: Output): void;
  reject(error: unknown): void;
}

export function createStatementBatches<Input, Output>({
  run,
  keyOf,
  retryAlone,
  maxSize,
}: StatementBatchesOptions<Input, Output>): (input: Input) => Promise<Output> {
  let queue: Waiting<Input, Output>[] = [];
  let running = false;

  /** The first inputs of the queue with keys of their own, at most `maxSize`; the rest stay in order. */
  const takeBatch = () => {
    const batch: Waiting<Input, Output>[] = [];
    const rest: Waiting<Input, Output>[] = [];
    const keys = new Set<string>();
    for (const waiting of queue) {
      if (batch.length < maxSize && !keys.has(waiting.key)) {
        keys.add(waiting.key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    queue = rest;
    return batch;
  };

  const settle = async (batch: Waiting<Input, Output>[]) => {
    try {
      const outputs = await run(batch.map((waiting) => waiting.input));
      batch.forEach((waiting, index) => waiting.resolve(outputs[index]!));
    } catch (error) {
      if (batch.length > 1 && retryAlone(error)) {
        for (const waiting of batch) await settle([waiting]);
        return;
      }
      for (const waiting of batch) waiting.reject(error);
    }
  };

  const drain = async () => {
    while (queue.length > 0) await settle(takeBatch());
    running = false;
  };

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      queue.push({ input, key: keyOf(input), resolve, reject });
      if (running) return;
      running = true;
      setImmediate(() => void drain());
    });
}
