/** What other modules and the composition root may use of product photos. */
export { toImage, type Image, type ImageRow } from './images.mapper';
export { createImagesRepository } from './images.repository';
export { createImagesRouter } from './images.routes';
export { imageChangeSchema, newImageSchema } from './images.schemas';
export { createImagesService, type ImagesService } from './images.service';
export { admitUpload, encodingQueueFull } from './images.admission';
export { imageUpload } from './images.upload';
export { uploadedPhoto } from './images.memoryStorage';
export type { PhotoBytes, StoredImage } from '../../storage/imageVariants';
