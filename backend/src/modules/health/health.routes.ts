import { Router } from 'express';
import type { AppContext } from '../../context';

const TIMEOUT_MS = 2000;

/** `promise`, or a rejection after TIMEOUT_MS; the timer goes with the answer, not two seconds later. */
async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref();
  });
  try {
    return await Promise.race([promise, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthRouter(ctx: Pick<AppContext, 'db' | 'storage'>): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const [database, storage] = await Promise.allSettled([
      withTimeout(ctx.db.raw('SELECT 1')),
      withTimeout(ctx.storage.check()),
    ]);
    const status = {
      database: database.status === 'fulfilled' ? 'ok' : 'unavailable',
      storage: storage.status === 'fulfilled' ? 'ok' : 'unavailable',
    };
    const healthy = status.database === 'ok' && status.storage === 'ok';
    res
      .status(healthy ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: healthy ? 'ok' : 'unavailable', ...status });
  });
  return router;
}
