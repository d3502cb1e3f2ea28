import type { ArtName } from './art';
import type { Random } from './random';
import { ART_KIND, reviewTexts } from './catalogue';

export interface ReviewDraft {
  user_id: number;
  review: string;
  stars: number;
  recommendation: boolean;
}

// How well each shop's buyers tend to rate it, so the shops' ratings differ.
const SHOP_MEAN: Record<string, number> = {
  claywren: 4.8,
  silverfinch: 4.5,
  loomandfern: 4.0,
  saddlestitch: 4.9,
  wickandember: 4.1,
  purlandpine: 4.4,
  threadbarestudio: 3.6,
  demo: 4.3,
};

function drawStars(random: Random, mean: number): number {
  if (random.chance(0.05)) return random.int(1, 2);
  const stars = Math.round(mean + (random.next() - 0.5) * 1.8);
  return Math.min(5, Math.max(1, stars));
}

/**
 * Up to five reviews for a product, by distinct users who are not its seller, each written for its kind of
 * product (the drawing tells which: a mug may arrive chipped, scrunchies never do).
 */
export function draftReviews(
  random: Random,
  seller: string,
  art: ArtName,
  reviewers: number[],
): ReviewDraft[] {
  const count = random.pick([0, 1, 2, 2, 3, 3, 4, 5]);
  return random
    .shuffle(reviewers)
    .slice(0, count)
    .map((user_id) => {
      const stars = drawStars(random, SHOP_MEAN[seller] ?? 4.2);
      const texts = reviewTexts(ART_KIND[art], stars as 1 | 2 | 3 | 4 | 5);
      return {
        user_id,
        stars,
        review: random.pick(texts),
        recommendation: stars >= 3 && random.chance(0.75),
      };
    });
}
