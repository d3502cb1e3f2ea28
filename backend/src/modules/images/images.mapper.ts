import type { Image } from '@handmade/common';

export type { Image } from '@handmade/common';

export interface ImageRow {
  id: number;
  product_id: number;
  key: string;
  url: string;
  url_medium: string;
  url_small: string;
  preview: boolean;
  position: number;
}

/** A product photo as it leaves the server: the full-size URL and its smaller variants. */
export function toImage(row: ImageRow): Image {
  return {
    id: row.id,
    product_id: row.product_id,
    url: row.url,
    url_medium: row.url_medium,
    url_small: row.url_small,
    preview: row.preview,
  };
}
