import { shade } from './color';
import { roundBody, softFace, type Drawing } from './draw';

function ribs(x: number, y: number, w: number, h: number, color: string, step = 16): string {
  let lines = '';
  for (let i = step / 2; i < w; i += step) lines += `<path d="M${x + i},${y} v${h}"/>`;
  return `<g stroke="${color}" stroke-width="5" opacity=".45">${lines}</g>`;
}

export const sweater: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => {
    let cable = '';
    for (let y = -200; y < 200; y += 48)
      cable += `<path d="M-24,${y} C-24,${y + 24} 24,${y + 24} 24,${y + 48} M24,${y} C24,${y + 24} -24,${y + 24} -24,${y + 48}"/>`;
    return `<defs>${softFace(id('s'), p.main)}</defs>
<path d="M-170,-240 L-60,-270 Q0,-230 60,-270 L170,-240 L320,40 L250,80 L180,-60 L180,250 L-180,250 L-180,-60 L-250,80 L-320,40 Z" fill="url(#${id('s')})"/>
<path d="M-60,-270 Q0,-200 60,-270 Q0,-232 -60,-270 Z" fill="${shade(p.main, -0.3)}"/>
${ribs(-180, 210, 360, 40, shade(p.main, -0.3))}
<g fill="none" stroke="${shade(p.main, -0.22)}" stroke-width="9">${cable}</g>
<g fill="none" stroke="${shade(p.main, -0.18)}" stroke-width="9" transform="translate(-100,0)">${cable}</g>
<g fill="none" stroke="${shade(p.main, -0.18)}" stroke-width="9" transform="translate(100,0)">${cable}</g>
<path d="M252,76 L318,40 L330,62 L266,100 Z" fill="${shade(p.main, -0.2)}"/><path d="M-252,76 L-318,40 L-330,62 L-266,100 Z" fill="${shade(p.main, -0.2)}"/>`;
  },
};

export const scarf: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => {
    let fringe = '';
    for (let x = -120; x <= 120; x += 18) fringe += `<path d="M${x},250 v60"/>`;
    return `<defs><pattern id="${id('st')}" width="240" height="90" patternUnits="userSpaceOnUse"><rect width="240" height="90" fill="${p.main}"/><rect y="36" width="240" height="16" fill="${p.accent}"/><rect y="60" width="240" height="6" fill="${p.trim}"/></pattern></defs>
<path d="M-130,-300 L130,-300 L130,250 L-130,250 Z" fill="url(#${id('st')})"/>
<path d="M-130,-300 Q0,-250 130,-300 L130,-200 Q0,-150 -130,-200 Z" fill="#2a1c14" opacity=".08"/>
<path d="M-130,-120 Q0,-70 130,-120" stroke="#2a1c14" stroke-opacity=".1" stroke-width="14" fill="none"/>
<g stroke="${p.main}" stroke-width="8" stroke-linecap="round">${fringe}</g>`;
  },
};

export const beanie: Drawing = {
  view: 'standing',
  footprint: 200,
  draw: ({ p, id }) => `<defs>${roundBody(id('b'), p.main)}${roundBody(id('c'), shade(p.main, -0.08))}
<radialGradient id="${id('pom')}" cx=".35" cy=".3"><stop offset="0" stop-color="${shade(p.accent, 0.2)}"/><stop offset="1" stop-color="${shade(p.accent, -0.2)}"/></radialGradient></defs>
<path d="M-210,-130 C-220,-420 220,-420 210,-130 Z" fill="url(#${id('b')})"/>
${ribs(-210, -420, 420, 290, shade(p.main, -0.25), 22).replace('<g ', `<g clip-path="url(#${id('clip')})" `)}
<clipPath id="${id('clip')}"><path d="M-210,-130 C-220,-420 220,-420 210,-130 Z"/></clipPath>
<rect x="-230" y="-150" width="460" height="150" rx="30" fill="url(#${id('c')})"/>
${ribs(-230, -150, 460, 150, shade(p.main, -0.3), 20)}
<circle cx="0" cy="-420" r="80" fill="url(#${id('pom')})"/>`,
};

export const socks: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => {
    const sock = (dx: number, color: string, key: string) => `<defs>${softFace(id(key), color, 'down')}</defs>
<g transform="translate(${dx},0)"><path d="M-70,-280 L70,-280 L70,80 C70,200 -20,230 -120,230 C-190,230 -200,150 -140,120 L-70,80 Z" fill="url(#${id(key)})"/>
<rect x="-70" y="-280" width="140" height="80" fill="${shade(color, -0.1)}"/>${ribs(-70, -280, 140, 80, shade(color, -0.35), 14)}
<path d="M-70,-150 H70 M-70,-120 H70" stroke="${p.accent}" stroke-width="14"/>
<path d="M-140,120 C-200,150 -190,230 -120,230 C-90,230 -60,222 -40,210 C-80,200 -110,170 -140,120 Z" fill="${p.trim}"/></g>`;
    return `${sock(-90, p.main, 'a')}${sock(150, shade(p.main, 0.08), 'b')}`;
  },
};

export const mittens: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => {
    const mitten = (
      dx: number,
      flip: number,
      key: string,
    ) => `<defs>${softFace(id(key), p.main, 'down')}</defs>
<g transform="translate(${dx},0) scale(${flip},1)"><path d="M-90,160 L-90,-140 C-90,-260 90,-260 90,-140 L90,160 Z" fill="url(#${id(key)})"/>
<path d="M-90,-10 C-150,-20 -170,-110 -130,-130 C-100,-140 -90,-90 -90,-60 Z" fill="${shade(p.main, -0.08)}"/>
<path d="M-60,-90 L0,-40 L60,-90 M-60,-30 L0,20 L60,-30" stroke="${p.accent}" stroke-width="12" fill="none"/>
<rect x="-100" y="140" width="200" height="90" rx="14" fill="${p.accent}"/>${ribs(-100, 140, 200, 90, shade(p.accent, -0.35), 16)}</g>`;
    return `${mitten(-130, 1, 'a')}${mitten(130, -1, 'b')}`;
  },
};

export const linenTop: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => `<defs>${softFace(id('t'), p.main)}</defs>
<path d="M-150,-260 L-60,-280 Q0,-230 60,-280 L150,-260 L290,-130 L220,-50 L160,-100 L170,270 L-170,270 L-160,-100 L-220,-50 L-290,-130 Z" fill="url(#${id('t')})"/>
<path d="M-60,-280 Q0,-220 60,-280 L50,-268 Q0,-236 -50,-268 Z" fill="${shade(p.main, -0.25)}"/>
<path d="M0,-240 L0,270" stroke="${shade(p.main, -0.15)}" stroke-width="5"/>
${[-170, -90, -10, 70, 150].map((y) => `<circle cx="0" cy="${y}" r="10" fill="${p.accent}"/>`).join('')}
<rect x="70" y="-140" width="70" height="80" rx="6" fill="none" stroke="${shade(p.main, -0.18)}" stroke-width="5"/>
<path d="M-120,40 Q-40,10 30,60" stroke="#fffaf2" stroke-opacity=".25" stroke-width="16" fill="none"/>`,
};
