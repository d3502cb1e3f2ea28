import { z } from 'zod';
import { productIdField } from '../products';

export const favoriteSchema = z.object({ product_id: productIdField });

/** The spec's client posts the bare product id as its JSON body; an object is accepted too. */
export function favoriteBody(body: unknown): unknown {
  return typeof body === 'number' || typeof body === 'string' ? { product_id: body } : body;
}
