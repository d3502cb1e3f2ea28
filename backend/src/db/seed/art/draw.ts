import type { Random } from '../random';
import { shade } from './color';
import type { Palette } from './palettes';

/**
 * What a drawing gets: its colours, a way to name gradients uniquely within the picture,
 * and a generator for small irregularities (speckles, stitches) that stay the same per product.
 */
export interface Ctx {
  p: Palette;
  id: (name: string) => string;
  r: Random;
}

/**
 * `standing` goods rest on a table at (0, 0) and rise to about y = -600 within x = ±300;
 * `flat` goods are seen from above and `wall` goods hang, both centred on (0, 0) within ±320.
 */
export type View = 'standing' | 'flat' | 'wall';

export interface Drawing {
  view: View;
  /** Half the width of the contact shadow of a standing good. */
  footprint?: number;
  /** Enlarges small goods (a ring, a key fob) so every preview fills its grid card alike. */
  zoom?: number;
  draw: (c: Ctx) => string;
}

/** A left-lit gradient across a round body: the light falls from the window on the left. */
export function roundBody(id: string, color: string): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="${shade(color, -0.12)}"/><stop offset=".28" stop-color="${shade(color, 0.16)}"/>
<stop offset=".62" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.32)}"/></linearGradient>`;
}

/** A top-lit gradient for surfaces seen from above or from the front. */
export function softFace(id: string, color: string, angle: 'down' | 'diag' = 'diag'): string {
  const end = angle === 'down' ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>
<stop offset="0" stop-color="${shade(color, 0.12)}"/><stop offset="1" stop-color="${shade(color, -0.14)}"/></linearGradient>`;
}

/** Scattered dots inside a box: glaze speckles, herb flecks, flecked yarn. */
export function speckles(
  r: Random,
  box: { x: number; y: number; w: number; h: number },
  count: number,
  color: string,
  size = 4,
  opacity = 0.55,
): string {
  let dots = '';
  for (let i = 0; i < count; i += 1) {
    const x = box.x + r.next() * box.w;
    const y = box.y + r.next() * box.h;
    dots += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size * (0.5 + r.next())).toFixed(1)}"/>`;
  }
  return `<g fill="${color}" opacity="${opacity}">${dots}</g>`;
}

/** A vertical sheen on a glossy body. */
export function sheen(x: number, y: number, w: number, h: number, opacity = 0.22): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fffaf2" opacity="${opacity}"/>`;
}

/** A running stitch along a path. */
export function stitches(d: string, color: string, width = 4): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="14 10" stroke-linecap="round" opacity=".85"/>`;
}
