import type { ArtName } from '../../art';
import { BAG, HAIR_AND_HATS, LEATHER } from './accessories';
import { GARMENT, KNITWEAR } from './clothing';
import { SUPPLIES, YARN } from './crafting';
import { CERAMIC } from './ceramic';
import { CANDLE, SOAP, TEXTILE, WOOD } from './home';
import { JEWELRY } from './jewelry';
import { bandOf, type Material, type Stars } from './types';

/** What a product is made of, as a buyer would talk about it: a review never praises a mug's stitching. */
export type ReviewKind =
  | 'ceramic'
  | 'candle'
  | 'soap'
  | 'wood'
  | 'textile'
  | 'bag'
  | 'leather'
  | 'hairAndHats'
  | 'yarn'
  | 'supplies'
  | 'jewelry'
  | 'knitwear'
  | 'garment';

/** Each drawing (so each listing) belongs to one kind. */
export const ART_KIND: Record<ArtName, ReviewKind> = {
  mug: 'ceramic',
  bowl: 'ceramic',
  vase: 'ceramic',
  planter: 'ceramic',
  jarCandle: 'candle',
  pillarCandles: 'candle',
  soapBars: 'soap',
  cuttingBoard: 'wood',
  quiltStack: 'textile',
  weaving: 'textile',
  basket: 'textile',
  tote: 'bag',
  pouch: 'bag',
  wallet: 'leather',
  cardHolder: 'leather',
  keyFob: 'leather',
  scrunchies: 'hairAndHats',
  strawHat: 'hairAndHats',
  yarnSkeins: 'yarn',
  yarnBalls: 'yarn',
  embroideryHoop: 'supplies',
  fabricBundle: 'supplies',
  threadSpools: 'supplies',
  beadDish: 'supplies',
  dropEarrings: 'jewelry',
  hoops: 'jewelry',
  necklace: 'jewelry',
  beadedBracelet: 'jewelry',
  ring: 'jewelry',
  sweater: 'knitwear',
  scarf: 'knitwear',
  beanie: 'knitwear',
  socks: 'knitwear',
  mittens: 'knitwear',
  linenTop: 'garment',
};

/** Everything buyers say, by kind of piece. */
export const REVIEW_MATERIAL: Record<ReviewKind, Material> = {
  ceramic: CERAMIC,
  candle: CANDLE,
  soap: SOAP,
  wood: WOOD,
  textile: TEXTILE,
  bag: BAG,
  leather: LEATHER,
  hairAndHats: HAIR_AND_HATS,
  yarn: YARN,
  supplies: SUPPLIES,
  jewelry: JEWELRY,
  knitwear: KNITWEAR,
  garment: GARMENT,
};

/** The lines a review of this listing with these stars may be built on: of its kind, its drawing or itself. */
export function reviewLines(listing: { art: ArtName; title: string }, stars: Stars): string[] {
  const band = bandOf(stars);
  const material = REVIEW_MATERIAL[ART_KIND[listing.art]];
  return [
    ...(material.any[band] ?? []),
    ...(material.art?.[listing.art]?.[band] ?? []),
    ...(material.title?.[listing.title]?.[band] ?? []),
  ];
}

export { CLOSINGS, OPENINGS } from './voices';
export { bandOf, type Band, type Stars } from './types';
