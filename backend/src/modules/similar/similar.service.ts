import type { Product } from '@handmade/common';
import { mayView, type Viewer } from '../../db/listed';
import { notFound } from '../../http/httpError';
import { PRODUCT_NOT_FOUND, searchWords, toProduct } from '../products';
import type { SimilarRepository } from './similar.repository';

/** The title words matched at most: the first ones, which name the thing. */
const TITLE_WORDS = 8;

/** The title's words as a `to_tsquery` that any of them matches; null when it has none. */
export function anyWordOf(title: string): string | null {
  const words = [...new Set(searchWords(title))].slice(0, TITLE_WORDS);
  return words.length === 0 ? null : words.map((word) => `'${word}'`).join(' | ');
}

export interface SimilarAnswer {
  products: Product[];
  /** The product is a private or hidden listing: the answer is for this viewer alone. */
  restricted: boolean;
}

export function createSimilarService(similar: SimilarRepository) {
  return {
    /**
     * "You may also like": listed products like this one, never itself. A product the viewer may not see is
     * 404, as its detail is (`viewer` is asked only for a private or hidden one).
     */
    async like(productId: number, viewer: () => Promise<Viewer>): Promise<SimilarAnswer> {
      const source = await similar.source(productId);
      const restricted = !!source && (source.private_buyer_id !== null || source.hidden_at !== null);
      if (!source || (restricted && !mayView(source, await viewer()))) throw notFound(PRODUCT_NOT_FOUND);
      const rows = await similar.like(source, anyWordOf(source.title));
      return { products: rows.map(toProduct), restricted };
    },
  };
}

export type SimilarService = ReturnType<typeof createSimilarService>;
