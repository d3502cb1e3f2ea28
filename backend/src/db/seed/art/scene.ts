import { createRandom, hashString } from '../random';
import { mix, shade } from './color';
import type { Drawing } from './draw';
import { BACKDROPS, PALETTES, type Backdrop, type Palette, type PaletteName } from './palettes';
import { drawProp, type PropName } from './props';

export const PHOTO_SIZE = 1200;

/** How one photo frames the good: where it stands, how big, and what keeps it company. */
interface Shot {
  x: number;
  y: number;
  scale: number;
  rotate: number;
  flip: boolean;
  horizon: number;
  prop?: { name: PropName; x: number; scale: number };
  companion?: { x: number; y: number; scale: number };
}

// Six framings, so a full gallery reads as six different photographs: the hero shot, a styled
// shot with a prop, a close-up, a pair, a turned view and a detail.
const STANDING_SHOTS: Shot[] = [
  { x: 600, y: 930, scale: 1, rotate: 0, flip: false, horizon: 700 },
  {
    x: 500,
    y: 960,
    scale: 0.85,
    rotate: 0,
    flip: false,
    horizon: 640,
    prop: { name: 'sprig', x: 920, scale: 0.9 },
  },
  { x: 620, y: 1150, scale: 1.45, rotate: 0, flip: false, horizon: 860 },
  {
    x: 430,
    y: 980,
    scale: 0.8,
    rotate: 0,
    flip: false,
    horizon: 690,
    companion: { x: 840, y: 860, scale: 0.58 },
  },
  {
    x: 660,
    y: 950,
    scale: 0.95,
    rotate: 0,
    flip: true,
    horizon: 600,
    prop: { name: 'pebbles', x: 250, scale: 0.9 },
  },
  { x: 700, y: 1420, scale: 2.1, rotate: 0, flip: false, horizon: 980 },
];

const FLAT_SHOTS: Shot[] = [
  { x: 600, y: 600, scale: 1.2, rotate: -6, flip: false, horizon: 0 },
  {
    x: 540,
    y: 600,
    scale: 1,
    rotate: 12,
    flip: false,
    horizon: 0,
    prop: { name: 'sprig', x: 1090, scale: 0.9 },
  },
  { x: 620, y: 560, scale: 1.65, rotate: 0, flip: false, horizon: 0 },
  {
    x: 400,
    y: 470,
    scale: 0.78,
    rotate: -14,
    flip: false,
    horizon: 0,
    companion: { x: 800, y: 780, scale: 0.72 },
  },
  {
    x: 640,
    y: 560,
    scale: 1.05,
    rotate: 32,
    flip: true,
    horizon: 0,
    prop: { name: 'twine', x: 230, scale: 0.9 },
  },
  { x: 660, y: 640, scale: 2.1, rotate: 8, flip: false, horizon: 0 },
];

const METALS: PaletteName[] = ['gold', 'silver', 'roseGold'];

/** A second colourway for the companion in a pair shot: another metal for jewellery. */
function companionPalette(palette: Palette, seed: number): Palette {
  const isMetal = METALS.some((name) => PALETTES[name] === palette);
  const names = isMetal
    ? METALS
    : (Object.keys(PALETTES) as PaletteName[]).filter((n) => !METALS.includes(n));
  const others = names.filter((name) => PALETTES[name] !== palette);
  return PALETTES[others[seed % others.length]!];
}

function defs(backdrop: Backdrop): string {
  return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(backdrop.wall, 0.35)}"/><stop offset="1" stop-color="${shade(backdrop.wall, -0.05)}"/></linearGradient>
<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(backdrop.table, -0.06)}"/><stop offset="1" stop-color="${shade(backdrop.table, 0.12)}"/></linearGradient>
<radialGradient id="contact"><stop offset="0" stop-color="#2a1c14" stop-opacity=".38"/><stop offset=".6" stop-color="#2a1c14" stop-opacity=".12"/><stop offset="1" stop-color="#2a1c14" stop-opacity="0"/></radialGradient>
<radialGradient id="light" cx=".2" cy=".15" r=".8"><stop offset="0" stop-color="#fffaf0" stop-opacity=".55"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>
<style>.shadow [fill]:not([fill="none"]) { fill: #2a1c14 } .shadow [stroke]:not([stroke="none"]) { stroke: #2a1c14 } .shadow * { opacity: 1 }</style>
</defs>`;
}

/** Base sizes: a standing good fills about two thirds of the frame, a flat lay a little more. */
const BASE_SCALE = { standing: 1.3, flat: 1.3, wall: 1.15 } as const;

function place(
  drawing: Drawing,
  draw: (prefix: string) => string,
  at: { x: number; y: number; scale: number },
  shot: Shot,
): string {
  const scale = at.scale * BASE_SCALE[drawing.view] * (drawing.zoom ?? 1);
  const rotate = drawing.view === 'wall' ? 0 : shot.rotate;
  const flip = shot.flip ? ' scale(-1,1)' : '';
  const transform = `translate(${at.x},${at.y}) rotate(${rotate}) scale(${scale.toFixed(3)})${flip}`;
  if (drawing.view === 'standing') {
    const w = (drawing.footprint ?? 200) * scale;
    return `<ellipse cx="${at.x + w * 0.35}" cy="${at.y + 6}" rx="${w * 1.45}" ry="${w * 0.2}" fill="url(#contact)" opacity=".55"/>
<ellipse cx="${at.x}" cy="${at.y + 2}" rx="${w * 1.05}" ry="${w * 0.13}" fill="url(#contact)"/><g transform="${transform}">${draw('m')}</g>`;
  }
  // A flat copy, offset down and to the right, is the cast shadow: far cheaper to render than a filter.
  // It gets its own ids, as the style sheet recolours the gradients and patterns defined inside it.
  return `<g class="shadow" opacity=".16" transform="translate(14,20)"><g transform="${transform}">${draw('s')}</g></g>
<g transform="${transform}">${draw('m')}</g>`;
}

function surface(drawing: Drawing, backdrop: Backdrop, horizon: number): string {
  if (drawing.view === 'standing') {
    return `<rect width="1200" height="1200" fill="url(#wall)"/><rect y="${horizon}" width="1200" height="${1200 - horizon}" fill="url(#table)"/>
<rect y="${horizon}" width="1200" height="6" fill="${shade(backdrop.table, 0.2)}"/>`;
  }
  const base = drawing.view === 'wall' ? backdrop.wall : mix(backdrop.table, backdrop.wall, 0.55);
  // A faint weave, so a flat lay sits on linen rather than on a blank screen.
  return `<pattern id="weave" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0,6 H12 M6,0 V12" stroke="#2a1c14" stroke-opacity=".035" stroke-width="2"/></pattern>
<rect width="1200" height="1200" fill="${base}"/>`;
}

/** The SVG for photo number `shot` (0 = the preview) of a product. */
export function photoSvg(drawing: Drawing, palette: Palette, seed: string, shot: number): string {
  const hash = hashString(seed);
  const backdrop = BACKDROPS[(hash + shot * 3) % BACKDROPS.length]!;
  const frame = (drawing.view === 'standing' ? STANDING_SHOTS : FLAT_SHOTS)[shot % 6]!;
  // The same irregularities (speckles, stitches) in every photo of the product.
  const draw = (p: Palette, name: string) => (prefix: string) =>
    drawing.draw({ p, id: (key) => `${name}${prefix}-${key}`, r: createRandom(hash) });
  let scene = surface(drawing, backdrop, frame.horizon);
  if (frame.companion)
    scene += place(drawing, draw(companionPalette(palette, hash), 'c'), frame.companion, frame);
  if (frame.prop && drawing.view !== 'wall') {
    const flat = drawing.view === 'flat';
    const at = `translate(${frame.prop.x},${flat ? 1080 : frame.y - 10}) scale(${frame.prop.scale * (flat ? 1.4 : 1.2)})`;
    scene += `<g transform="${at}">${drawProp(frame.prop.name)}</g>`;
  }
  scene += place(drawing, draw(palette, 'p'), frame, frame);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" viewBox="0 0 1200 1200">${defs(backdrop)}${scene}
<rect width="1200" height="1200" fill="url(#light)"/></svg>`;
}
