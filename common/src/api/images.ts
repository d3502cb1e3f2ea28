import { z } from '../zod';
import { id, url } from './fields';

/** A product photo: the full-size WebP (about 1600 px wide) and its 800 px and 400 px variants. */
export const imageAnswerSchema = z.strictObject({
  id,
  product_id: id,
  url,
  url_medium: url,
  url_small: url,
  preview: z.boolean(),
});
export type Image = z.infer<typeof imageAnswerSchema>;

/** `GET /api/products/preview-images`: the full-size URL only. */
export const previewImageAnswerSchema = imageAnswerSchema.pick({
  id: true,
  product_id: true,
  url: true,
  preview: true,
});
export type PreviewImage = z.infer<typeof previewImageAnswerSchema>;
