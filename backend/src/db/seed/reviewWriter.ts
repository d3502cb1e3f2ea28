import type { ArtName } from './art';
import { CLOSINGS, OPENINGS, bandOf, reviewLines, type Stars } from './catalogue';
import type { Random } from './random';

export interface ReviewedPiece {
  art: ArtName;
  title: string;
}

/**
 * Writes the seed's review texts so that no two read alike: every hand-written line (catalogue/reviews) is
 * used at most once in the whole seed. A review is one line about the piece, sometimes after an opening or
 * before a closing in the same mood. When a listing has no line left for those stars, it returns undefined
 * and that buyer leaves no review.
 */
export function createReviewWriter(random: Random) {
  const used = new Set<string>();
  const take = (lines: readonly string[]): string | undefined => {
    const free = lines.filter((line) => !used.has(line));
    if (free.length === 0) return undefined;
    const line = random.pick(free);
    used.add(line);
    return line;
  };
  return (piece: ReviewedPiece, stars: Stars): string | undefined => {
    const about = take(reviewLines(piece, stars));
    if (!about) return undefined;
    // Short, opened, closed or both: a mix of lengths, as real reviews are.
    const shape = random.next();
    const band = bandOf(stars);
    const opening = shape >= 0.35 && shape < 0.8 ? take(OPENINGS[band]) : undefined;
    const closing = shape >= 0.6 ? take(CLOSINGS[band]) : undefined;
    return [opening, about, closing].filter(Boolean).join(' ');
  };
}
