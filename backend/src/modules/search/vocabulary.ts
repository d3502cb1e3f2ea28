import type { Db } from '../../db/knex';
import { refreshVocabulary } from '../../db/searchVocabulary';
import type { Logger } from '../../logger';

export interface Vocabulary {
  /** Says that listings changed: the vocabulary is refreshed within `delayMs`, once for many changes. */
  changed(): void;
}

/**
 * Keeps the search vocabulary (typo fixes, suggestions) in step with the catalogue: a listing's new words
 * are found by the typo fixer and the search box within `delayMs` of its write. A refresh reads every listed
 * product's words, so changes that come together share one.
 */
export function createVocabulary(db: Db, logger: Logger, delayMs: number): Vocabulary {
  let planned: NodeJS.Timeout | undefined;
  const refresh = () => {
    planned = undefined;
    refreshVocabulary(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not refresh the search vocabulary'),
    );
  };
  return {
    changed() {
      planned ??= setTimeout(refresh, delayMs).unref();
    },
  };
}
