import { makeImage } from '../../src/modules/images/images.testing';
import type { Shopper, Answer } from './shopper';
import { BUCKET, type Topology } from './topology';

export interface Photo {
  /** The upload's answer: the Image, and who served it. */
  upload: Answer;
  /** Where the bucket serves its largest variant. */
  url: string;
  /** Its object's key in the bucket. */
  key: string;
}

/** Uploads a photo of the seller's product through nginx; fails unless it is stored (201). */
export async function uploadPhoto(t: Topology, seller: Shopper, productId: number): Promise<Photo> {
  const form = new FormData();
  form.set('product_id', String(productId));
  form.set('preview', 'true');
  form.set('image', new Blob([await makeImage('jpeg', 1200, 900)], { type: 'image/jpeg' }), 'bowl.jpg');
  const upload = await seller.call(t.nginx.url, 'POST', '/api/products/images/new', form);
  if (upload.status !== 201)
    throw new Error(`upload refused: ${upload.status} ${JSON.stringify(upload.body)}`);
  const url: string = upload.body.url;
  const bucketUrl = `${t.s3.config.endpoint}/${BUCKET}/`;
  if (!url.startsWith(bucketUrl)) throw new Error(`${url} is not in the bucket ${bucketUrl}`);
  return { upload, url, key: url.slice(bucketUrl.length) };
}
