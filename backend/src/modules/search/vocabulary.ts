import type { Db } from '../../db/knex';
import { refreshVocabulary } from '../../db/searchVocabulary';
import type { Logger } from '../../logger';

export interface Vocabulary {
  /** Says that listings changed: the vocabulary is refreshed within `delayMs`, once for many changes. */
  changed(): void;
  /** Waits for a refresh under way, and cancels one planned. */
  close(): Promise<void>;
}

/**
 * Keeps the search vocabulary (typo fixes, suggestions) in step with the catalogue: a listing's new words
 * are found by the typo fixer and the search box within `delayMs` of its write. Reading the whole
 * catalogue's words takes a while (about 2 s of PostgreSQL's time for 100,000 products), so changes that
 * come together share one refresh.
 */
export function createVocabulary(db: Db, logger: Logger, delayMs: number): Vocabulary {
  let planned: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const refresh = () => {
    planned = undefined;
    running = refreshVocabulary(db)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not refresh the search vocabulary'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    changed() {
      planned ??= setTimeout(refresh, delayMs).unref();
    },
    async close() {
      clearTimeout(planned);
      planned = undefined;
      await running;
    },
  };
}
