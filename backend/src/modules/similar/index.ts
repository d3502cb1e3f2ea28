/** "You may also like": products like one, for its page. */
export { createSimilarRepository, SIMILAR_SHOWN } from './similar.repository';
export { createSimilarRouter } from './similar.routes';
export { createSimilarService, type SimilarService } from './similar.service';
