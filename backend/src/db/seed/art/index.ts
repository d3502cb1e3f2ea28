import * as accessories from './accessories';
import * as clothing from './clothing';
import * as crafting from './crafting';
import type { Drawing } from './draw';
import * as home from './home';
import * as jewelry from './jewelry';

export const ART = { ...home, ...accessories, ...crafting, ...jewelry, ...clothing } satisfies Record<
  string,
  Drawing
>;

export type ArtName = keyof typeof ART;

export { photoSvg, PHOTO_SIZE } from './scene';
export { PALETTES, type PaletteName } from './palettes';
