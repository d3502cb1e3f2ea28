/** What other modules and the composition root may use of favorites. */
export type { Favorite } from './favorites.mapper';
export { createFavoritesRepository } from './favorites.repository';
export { createFavoritesRouter } from './favorites.routes';
export { favoriteSchema } from './favorites.schemas';
export { createFavoritesService, type FavoritesService } from './favorites.service';
