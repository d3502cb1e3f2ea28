export { createSearchRepository } from './search.repository';
export { createSearchRouter } from './search.routes';
export { suggestQuerySchema } from './search.schemas';
export { createSearchService, type SearchService } from './search.service';
export { createVocabulary, type Vocabulary } from './vocabulary';
