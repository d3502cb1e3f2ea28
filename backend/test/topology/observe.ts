import type { Machine } from './machine';
import { waitFor } from './processes';
import { servedBy, Shopper, type Answer } from './shopper';
import type { Topology } from './topology';

/** Prints what a check saw, beside the test's name in the report. */
export const log = (what: string, seen: unknown) => console.log(`${what}: ${JSON.stringify(seen)}`);

/** A visitor without a session. */
export const anyone = new Shopper();

/** The machine that did not answer `answer`: the one to read a write back from. */
export const otherThan = (t: Topology, answer: Answer) =>
  t.machines.find((machine) => machine.name !== answer.servedBy)!;

/** Reads `path` through nginx until `done` holds; what nginx said on the way (X-Proxy-Cache), and how long. */
export async function throughNginx(t: Topology, path: string, done: (answer: Answer) => boolean) {
  const started = Date.now();
  const cache: string[] = [];
  const answer = await waitFor(`${path} through nginx`, async () => {
    const read = await anyone.call(t.nginx.url, 'GET', path);
    cache.push(read.headers.get('x-proxy-cache') ?? '-');
    return done(read) ? read : undefined;
  });
  return { answer, cache, ms: Date.now() - started };
}

/** Waits until nginx sends `machine` requests again (after failures it skips one for fail_timeout). */
export async function backInRotation(t: Topology, machine: Machine): Promise<number> {
  const started = Date.now();
  await waitFor(`${machine.name} back behind nginx`, async () => {
    const res = await fetch(`${t.nginx.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return servedBy(res.headers) === machine.name ? true : undefined;
  });
  return Date.now() - started;
}
