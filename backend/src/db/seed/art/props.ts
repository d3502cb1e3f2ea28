/**
 * Small companions that make a photo look styled rather than cut out: a eucalyptus sprig,
 * pebbles, a ball of twine, a folded linen cloth. Drawn standing on the ground at (0, 0).
 */
export type PropName = 'sprig' | 'pebbles' | 'twine' | 'linen';

function sprig(): string {
  const leaves = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const y = -60 - i * 52;
      const side = i % 2 ? 1 : -1;
      return `<ellipse cx="${side * 34}" cy="${y}" rx="34" ry="24" fill="${i % 3 ? '#8fae95' : '#a3bfa6'}" transform="rotate(${side * -25} ${side * 34} ${y})"/>`;
    })
    .join('');
  return `<path d="M0,0 C10,-120 -10,-240 6,-400" fill="none" stroke="#6d8a71" stroke-width="7"/>${leaves}`;
}

function pebbles(): string {
  return `<ellipse cx="-40" cy="-34" rx="70" ry="36" fill="#b9ada0"/><ellipse cx="-50" cy="-44" rx="50" ry="20" fill="#cfc4b8"/>
<ellipse cx="70" cy="-24" rx="50" ry="26" fill="#8f8478"/><ellipse cx="64" cy="-32" rx="34" ry="13" fill="#a59a8e"/>`;
}

function twine(): string {
  let wraps = '';
  for (let i = -4; i <= 4; i += 1) {
    wraps += `<path d="M${-70 + Math.abs(i) * 6},${-80 + i * 15} Q0,${-100 + i * 20} ${70 - Math.abs(i) * 6},${-80 + i * 15}" />`;
  }
  return `<circle cx="0" cy="-80" r="80" fill="#c9a77c"/><g fill="none" stroke="#a8865c" stroke-width="5">${wraps}</g>
<path d="M60,-30 C120,-10 170,-10 210,-4" fill="none" stroke="#b89567" stroke-width="6"/>`;
}

function linen(): string {
  return `<path d="M-200,0 L-180,-70 L200,-70 L220,0 Z" fill="#efe6d6"/><path d="M-180,-70 L200,-70 L190,-92 L-170,-92 Z" fill="#f7f1e6"/>
<path d="M-150,-40 H180" stroke="#d8ccb8" stroke-width="5"/>`;
}

const PROPS: Record<PropName, () => string> = { sprig, pebbles, twine, linen };

export function drawProp(name: PropName): string {
  return PROPS[name]();
}
