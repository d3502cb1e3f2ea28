import type { ArtName } from '../../art';

export type Stars = 1 | 2 | 3 | 4 | 5;

/** How a review feels: five stars, four, three, or one or two. */
export type Band = 'loved' | 'liked' | 'mixed' | 'poor';

export function bandOf(stars: Stars): Band {
  if (stars === 5) return 'loved';
  if (stars === 4) return 'liked';
  return stars === 3 ? 'mixed' : 'poor';
}

/** Hand-written lines by how the buyer felt; the seed uses each at most once. */
export type Lines = Partial<Record<Band, string[]>>;

/**
 * What buyers say about one kind of piece: lines true of every piece of that kind (`any`), of the pieces
 * drawn alike (`art`: every mug, so never a planter), or of one listing (`title`).
 */
export interface Material {
  any: Lines;
  art?: Partial<Record<ArtName, Lines>>;
  title?: Record<string, Lines>;
}
