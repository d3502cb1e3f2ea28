/** Colourways a product can be drawn in: the body colour, an accent and a trim. */
export interface Palette {
  main: string;
  accent: string;
  trim: string;
}

export const PALETTES = {
  terracotta: { main: '#c5704e', accent: '#f1e3d3', trim: '#7a4a35' },
  sage: { main: '#8fa58a', accent: '#f0e9da', trim: '#56684f' },
  indigo: { main: '#3f5a8a', accent: '#ece1cc', trim: '#22324f' },
  mustard: { main: '#d4a23a', accent: '#fbf1dc', trim: '#6b4f2c' },
  blush: { main: '#e2a99d', accent: '#fff4ec', trim: '#a8645a' },
  forest: { main: '#4f6b4a', accent: '#e8c07a', trim: '#2f4230' },
  charcoal: { main: '#4b4a50', accent: '#d9a066', trim: '#2b2a2f' },
  cream: { main: '#ede1c9', accent: '#b08560', trim: '#8a6b4c' },
  plum: { main: '#7d4e6b', accent: '#f0d7c6', trim: '#4d2d41' },
  teal: { main: '#3f8a87', accent: '#f2dfc0', trim: '#245452' },
  rust: { main: '#b5532f', accent: '#f5d6a8', trim: '#6e2f19' },
  sky: { main: '#8db6d4', accent: '#f8efe0', trim: '#4f7897' },
  oat: { main: '#d8c4a2', accent: '#7a5c3e', trim: '#a48a66' },
  rose: { main: '#c76b7e', accent: '#f7e3d6', trim: '#8a3f52' },
  cognac: { main: '#a05a2c', accent: '#e9c79a', trim: '#5e3418' },
  walnut: { main: '#7a5234', accent: '#d9b48a', trim: '#4a3020' },
  maple: { main: '#d3a872', accent: '#8c6239', trim: '#a57b4d' },
  gold: { main: '#d6aa4f', accent: '#4f8f7a', trim: '#9c7426' },
  silver: { main: '#c3c8cf', accent: '#5e7fb0', trim: '#7d848e' },
  roseGold: { main: '#d89a86', accent: '#f3ece6', trim: '#a4685a' },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

/** Soft, warm settings behind the goods; each photo of a product picks its own. */
export interface Backdrop {
  wall: string;
  table: string;
}

export const BACKDROPS: Backdrop[] = [
  { wall: '#f4ece2', table: '#e2cfb8' },
  { wall: '#f3e3da', table: '#dcc0b0' },
  { wall: '#e7ebe1', table: '#cfd5c2' },
  { wall: '#f5ead3', table: '#e0c9a0' },
  { wall: '#e9e6ef', table: '#d4cbd6' },
  { wall: '#efe7df', table: '#c9a98a' },
  { wall: '#e4ecef', table: '#d9cdbd' },
  { wall: '#f6e6d8', table: '#e5c6a9' },
];
