import { ACCESSORIES } from './accessories';
import { CLOTHING } from './clothing';
import { CRAFTING } from './crafting';
import { HOME_AND_LIVING } from './homeLiving';
import { JEWELRY } from './jewelry';
import type { ProductSeed } from './types';

export const CATALOGUE: ProductSeed[] = [
  ...HOME_AND_LIVING,
  ...ACCESSORIES,
  ...CRAFTING,
  ...JEWELRY,
  ...CLOTHING,
];

export {
  ADMIN,
  ADMIN_USER,
  BUYERS,
  DEMO,
  DEMO_USER,
  SELLERS,
  UNREVIEWED_SELLERS,
  type UserSeed,
} from './people';
export {
  ART_KIND,
  CLOSINGS,
  OPENINGS,
  REVIEW_MATERIAL,
  bandOf,
  reviewLines,
  type Band,
  type ReviewKind,
  type Stars,
} from './reviews';
export type { ProductSeed } from './types';
