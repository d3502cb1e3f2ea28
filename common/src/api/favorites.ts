import { z } from '../zod';
import { id } from './fields';
import { productAnswerSchema } from './products';

export const favoriteAnswerSchema = z.strictObject({
  id,
  user_id: id,
  product_id: id,
  product: productAnswerSchema,
});
export type Favorite = z.infer<typeof favoriteAnswerSchema>;
