/** Colour arithmetic on #rrggbb strings, for shading the flat drawings. */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c!)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + (cb[i]! - c) * t));
}

/** Lightens (amount > 0) or darkens (amount < 0), keeping a warm cast in the shadows. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#fffaf2', amount) : mix(hex, '#2a1c14', -amount);
}
