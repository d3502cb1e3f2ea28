import { Router } from 'express';
import type { AppContext } from '../../context';

const TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref()),
  ]);
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
