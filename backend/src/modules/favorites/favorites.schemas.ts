import { fromDecimalText } from '@handmade/common';
import { z } from 'zod';

export const PRODUCT_ID_MESSAGE = 'A valid product id is required.';

export const productIdField = z.preprocess(
  fromDecimalText,
  z
    .number({ error: PRODUCT_ID_MESSAGE })
    .int({ error: PRODUCT_ID_MESSAGE })
    .min(1, { error: PRODUCT_ID_MESSAGE })
    .max(2_147_483_647, { error: PRODUCT_ID_MESSAGE }),
);

export const favoriteSchema = z.object({ product_id: productIdField });

/** The spec's client posts the bare product id as its JSON body; an object is accepted too. */
export function favoriteBody(body: unknown): unknown {
  return typeof body === 'number' || typeof body === 'string' ? { product_id: body } : body;
}
