import { servedBy } from './shopper';
import { waitFor } from './processes';

export interface Outcome {
  status: number;
  servedBy: string;
  /** When it was sent (Date.now()). */
  sentAt: number;
}

const REQUEST_DEADLINE_MS = 10_000;

/**
 * `concurrency` clients GETting `url` one request after another until stopped, every outcome kept: a
 * request that gets no answer (refused, cut, too slow) counts as status 0.
 */
export function steadyGets(url: string, headers: Record<string, string>, concurrency = 2) {
  const outcomes: Outcome[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const sentAt = Date.now();
      const outcome = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) }).then(
        async (res) => {
          await res.arrayBuffer();
          return { status: res.status, servedBy: servedBy(res.headers), sentAt };
        },
        () => ({ status: 0, servedBy: 'nobody', sentAt }),
      );
      outcomes.push(outcome);
    }
  };
  const clients = Array.from({ length: concurrency }, client);
  return {
    outcomes,
    /** Waits until the outcomes so far satisfy `enough`. */
    until: (what: string, enough: (outcomes: Outcome[]) => boolean, deadlineMs = 60_000) =>
      waitFor(what, async () => (enough(outcomes) ? true : undefined), deadlineMs),
    async stop(): Promise<Outcome[]> {
      running = false;
      await Promise.all(clients);
      return outcomes;
    },
  };
}

/** How often each value occurs: `{"api-1": 80, "api-2": 78}`. */
export function count(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** How many outcomes each machine answered with 200, and how many failed (with which status). */
export const tally = (outcomes: Outcome[]) =>
  count(outcomes.map(({ status, servedBy }) => (status === 200 ? servedBy : `failed (${status})`)));
