import { Router, type RequestHandler } from 'express';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import { admitUpload, encodingQueueFull } from './images.admission';
import { uploadedPhoto } from './images.memoryStorage';
import { imageChangeSchema, newImageSchema } from './images.schemas';
import type { ImagesService } from './images.service';
import { imageUpload } from './images.upload';

export interface ImagesRouterDeps {
  images: ImagesService;
  requireAuth: RequestHandler;
  publicCache: RequestHandler;
  /** A private listing's photos answer its buyer and seller alone. */
  privateListing: RequestHandler;
}

/** Product photos, mounted on /products next to the products router. */
export function createImagesRouter({
  images,
  requireAuth,
  publicCache,
  privateListing,
}: ImagesRouterDeps): Router {
  const router = Router();
  const admit = admitUpload(images.queue);

  router.get('/:id/images', publicCache, privateListing, async (req, res) => {
    res.json(await images.listForProduct(parseId(req.params.id, 'product')));
  });

  router.post('/images/new', requireAuth, admit, imageUpload, async (req, res) => {
    const fields = parseInput(newImageSchema, req.body ?? {});
    const image = await images.create(currentUser(req).id, {
      productId: fields.product_id,
      preview: fields.preview,
      file: uploadedPhoto(req.file),
    });
    res.status(201).json(image);
  });

  router.put('/images/:id', requireAuth, admit, imageUpload, async (req, res) => {
    const id = parseId(req.params.id, 'image');
    const fields = parseInput(imageChangeSchema, req.body ?? {});
    res.json(
      await images.update(currentUser(req).id, id, {
        preview: fields.preview,
        file: uploadedPhoto(req.file),
      }),
    );
  });

  router.delete('/images/:id', requireAuth, async (req, res) => {
    res.json(await images.remove(currentUser(req).id, parseId(req.params.id, 'image')));
  });

  router.use(encodingQueueFull);
  return router;
}
