import { shade } from './color';
import { roundBody, sheen, softFace, speckles, type Drawing } from './draw';

const CLAY = '#dcc3a3';

export const mug: Drawing = {
  view: 'standing',
  footprint: 190,
  draw: ({ p, id, r }) => `<defs>${roundBody(id('glaze'), p.main)}${roundBody(id('clay'), CLAY)}</defs>
<path d="M150,-270 C275,-275 275,-95 150,-105" fill="none" stroke="${shade(p.main, -0.18)}" stroke-width="36" stroke-linecap="round"/>
<path d="M-150,-340 L150,-340 L150,-28 Q150,0 122,0 L-122,0 Q-150,0 -150,-28 Z" fill="url(#${id('clay')})"/>
<path d="M-150,-340 L150,-340 L150,-86 Q112,-66 74,-90 Q36,-108 0,-80 Q-44,-58 -84,-88 Q-120,-108 -150,-82 Z" fill="url(#${id('glaze')})"/>
${speckles(r, { x: -140, y: -320, w: 270, h: 220 }, 38, shade(p.main, -0.45), 3.5, 0.5)}
<ellipse cx="0" cy="-340" rx="150" ry="26" fill="${shade(p.main, 0.1)}"/>
<ellipse cx="0" cy="-336" rx="134" ry="20" fill="${shade(p.main, -0.38)}"/>
${sheen(-112, -318, 22, 210)}`,
};

export const bowl: Drawing = {
  view: 'standing',
  footprint: 230,
  draw: ({ p, id, r }) => `<defs>${roundBody(id('b'), p.main)}</defs>
<path d="M-90,-20 L90,-20 L80,0 L-80,0 Z" fill="${shade(CLAY, -0.1)}"/>
<path d="M-280,-210 C-272,-80 -160,-18 0,-18 C160,-18 272,-80 280,-210 Z" fill="url(#${id('b')})"/>
<path d="M-272,-160 C-200,-120 -100,-150 0,-128 C100,-106 200,-140 274,-160" fill="none" stroke="${p.accent}" stroke-width="16" opacity=".9"/>
${speckles(r, { x: -230, y: -190, w: 460, h: 140 }, 40, shade(p.main, -0.45), 3, 0.45)}
<ellipse cx="0" cy="-210" rx="280" ry="46" fill="${shade(p.main, 0.12)}"/>
<ellipse cx="0" cy="-206" rx="260" ry="36" fill="${shade(p.main, -0.3)}"/>
<ellipse cx="-20" cy="-196" rx="170" ry="18" fill="${shade(p.main, -0.1)}" opacity=".7"/>`,
};

export const vase: Drawing = {
  view: 'standing',
  footprint: 170,
  zoom: 0.85,
  draw: ({ p, id }) => `<defs>${roundBody(id('v'), p.main)}</defs>
<g stroke="${shade(p.accent, -0.35)}" stroke-width="6" fill="none" stroke-linecap="round">
<path d="M-10,-500 C-40,-640 -120,-700 -170,-780"/><path d="M10,-500 C30,-660 70,-720 120,-820"/><path d="M0,-500 C0,-620 -10,-700 10,-860"/></g>
<g fill="${shade(p.accent, -0.2)}">
${[-170, -150, -120, 120, 100, 70, 10, 5, 0]
  .map(
    (x, i) =>
      `<ellipse cx="${x}" cy="${-780 + (i % 3) * 40 - (i > 5 ? 70 : 0)}" rx="16" ry="34" transform="rotate(${(i % 2 ? 30 : -30) + i * 4} ${x} ${-780 + (i % 3) * 40})"/>`,
  )
  .join('')}</g>
<path d="M-62,-520 L62,-520 Q52,-450 86,-410 C236,-310 232,-70 128,0 L-128,0 C-232,-70 -236,-310 -86,-410 Q-52,-450 -62,-520 Z" fill="url(#${id('v')})"/>
<g fill="none" stroke="${p.accent}" stroke-width="10" opacity=".85">
<path d="M-196,-250 Q0,-210 196,-250"/><path d="M-200,-210 Q0,-170 200,-210"/></g>
<ellipse cx="0" cy="-520" rx="62" ry="14" fill="${shade(p.main, -0.4)}"/>
${sheen(-150, -330, 26, 190, 0.2)}`,
};

export const jarCandle: Drawing = {
  view: 'standing',
  footprint: 170,
  draw: ({ p, id }) => `<defs>${roundBody(id('j'), p.main)}
<radialGradient id="${id('glow')}"><stop offset="0" stop-color="#ffd98a" stop-opacity=".55"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>
<linearGradient id="${id('flame')}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f29a38"/><stop offset=".6" stop-color="#ffd36b"/><stop offset="1" stop-color="#fff3c4"/></linearGradient></defs>
<circle cx="0" cy="-420" r="150" fill="url(#${id('glow')})"/>
<rect x="-140" y="-320" width="280" height="320" rx="26" fill="url(#${id('j')})"/>
<rect x="-140" y="-150" width="280" height="90" fill="${p.accent}" opacity=".92"/>
<path d="M-40,-105 L0,-125 L40,-105 L0,-85 Z" fill="${p.trim}" opacity=".7"/>
<ellipse cx="0" cy="-320" rx="140" ry="24" fill="${shade(p.main, 0.15)}"/>
<ellipse cx="0" cy="-316" rx="124" ry="18" fill="#f6ead6"/>
<path d="M0,-318 L0,-350" stroke="#3a2a20" stroke-width="5"/>
<path d="M0,-350 C-24,-380 -10,-420 0,-450 C10,-420 24,-380 0,-350 Z" fill="url(#${id('flame')})"/>
${sheen(-110, -300, 20, 260, 0.25)}`,
};

export const pillarCandles: Drawing = {
  view: 'standing',
  footprint: 240,
  draw: ({ p, id }) => {
    const pillar = (x: number, w: number, h: number, color: string, key: string) => `
<defs>${roundBody(id(key), color)}</defs>
<path d="M${x - w},${-h} L${x + w},${-h} L${x + w},0 L${x - w},0 Z" fill="url(#${id(key)})"/>
<path d="M${x - w},${-h} Q${x - w + 10},${-h + 40} ${x - w + 22},${-h + 10} Q${x},${-h + 30} ${x + w * 0.5},${-h + 8} Q${x + w - 8},${-h + 60} ${x + w},${-h} Z" fill="${shade(color, 0.2)}"/>
<ellipse cx="${x}" cy="${-h}" rx="${w}" ry="${w * 0.22}" fill="${shade(color, 0.25)}"/>
<path d="M${x},${-h} L${x},${-h - 26}" stroke="#3a2a20" stroke-width="5"/>
<path d="M${x},${-h - 26} C${x - 18},${-h - 50} ${x - 8},${-h - 80} ${x},${-h - 104} C${x + 8},${-h - 80} ${x + 18},${-h - 50} ${x},${-h - 26} Z" fill="#ffc75e"/>
<path d="M${x},${-h - 34} C${x - 8},${-h - 50} ${x - 4},${-h - 64} ${x},${-h - 76} C${x + 4},${-h - 64} ${x + 8},${-h - 50} ${x},${-h - 34} Z" fill="#fff2c2"/>`;
    return `${pillar(-150, 85, 300, p.main, 'a')}${pillar(150, 80, 220, p.accent, 'b')}${pillar(10, 95, 420, shade(p.main, 0.25), 'c')}`;
  },
};

export const quiltStack: Drawing = {
  view: 'standing',
  footprint: 290,
  draw: ({ p, id }) => {
    const patch = (key: string, a: string, b: string) =>
      `<pattern id="${id(key)}" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" fill="${a}"/><path d="M0,0 L64,64 L0,64 Z" fill="${b}"/><path d="M32,0 L64,32 L64,0 Z" fill="${shade(a, 0.3)}"/></pattern>`;
    const layer = (y: number, h: number, key: string, edge: string, dx: number) =>
      `<rect x="${-280 + dx}" y="${y}" width="560" height="${h}" rx="${h / 2.4}" fill="url(#${id(key)})"/>
<rect x="${-280 + dx}" y="${y}" width="560" height="${h}" rx="${h / 2.4}" fill="none" stroke="${edge}" stroke-width="10"/>
<path d="M${-250 + dx},${y + h - 10} L${250 + dx},${y + h - 10}" stroke="#2a1c14" stroke-opacity=".12" stroke-width="8"/>`;
    return `<defs>${patch('q1', p.main, p.accent)}${patch('q2', p.accent, p.trim)}${patch('q3', shade(p.main, 0.35), p.trim)}</defs>
${layer(-130, 130, 'q1', p.trim, 0)}${layer(-250, 120, 'q2', p.main, 14)}${layer(-370, 120, 'q3', p.accent, -8)}
<rect x="120" y="-374" width="34" height="374" fill="#c9a77c"/>`;
  },
};

export const cuttingBoard: Drawing = {
  view: 'standing',
  footprint: 230,
  draw: ({ p, id, r }) => {
    let grain = '';
    for (let i = 0; i < 9; i += 1) {
      const x = -170 + i * 42 + r.int(-8, 8);
      grain += `<path d="M${x},-500 C${x + 20},-380 ${x - 20},-240 ${x + 10},-30" />`;
    }
    return `<defs>${softFace(id('w'), p.main)}</defs>
<path d="M-205,-520 L205,-520 L205,-20 Q205,0 185,0 L-185,0 Q-205,0 -205,-20 Z" fill="${shade(p.main, -0.3)}" transform="translate(16,0)"/>
<path d="M-205,-520 L-60,-520 L-50,-610 Q0,-660 50,-610 L60,-520 L205,-520 L205,-20 Q205,0 185,0 L-185,0 Q-205,0 -205,-20 Z" fill="url(#${id('w')})"/>
<circle cx="0" cy="-598" r="18" fill="${shade(p.main, -0.45)}"/>
<g fill="none" stroke="${shade(p.main, -0.22)}" stroke-width="5" opacity=".55">${grain}</g>
<ellipse cx="90" cy="-200" rx="22" ry="12" fill="none" stroke="${shade(p.main, -0.25)}" stroke-width="4" opacity=".6"/>`;
  },
};

export const planter: Drawing = {
  view: 'standing',
  footprint: 170,
  draw: ({ p, id }) => {
    const leaves = [-70, -45, -20, 0, 20, 45, 70]
      .map((angle, i) => {
        const length = 230 + (i % 3) * 60;
        const green = i % 2 ? '#6f9a5e' : '#4f7d46';
        return `<g transform="translate(0,-280) rotate(${angle})"><path d="M0,0 C48,-${length * 0.35} 40,-${length * 0.8} 0,-${length} C-40,-${length * 0.8} -48,-${length * 0.35} 0,0 Z" fill="${green}"/><path d="M0,-10 L0,-${length - 20}" stroke="#3e6236" stroke-width="4"/></g>`;
      })
      .join('');
    return `<defs>${roundBody(id('pot'), p.main)}</defs>${leaves}
<path d="M-170,-300 L170,-300 L130,0 L-130,0 Z" fill="url(#${id('pot')})"/>
<rect x="-185" y="-320" width="370" height="64" rx="10" fill="${shade(p.main, 0.08)}"/>
<path d="M-120,-180 L-60,-130 L0,-180 L60,-130 L120,-180" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linejoin="round"/>
<ellipse cx="0" cy="-320" rx="160" ry="18" fill="#5b4030"/>`;
  },
};

export const weaving: Drawing = {
  view: 'wall',
  draw: ({ p, id }) => {
    let fringe = '';
    for (let x = -200; x <= 200; x += 16) {
      const length = 150 + Math.round(80 * (1 - Math.abs(x) / 200));
      fringe += `<path d="M${x},160 L${x + 6},${160 + length}"/>`;
    }
    return `<defs>${softFace(id('wv'), p.accent, 'down')}</defs>
<path d="M-180,-330 L0,-430 L180,-330" fill="none" stroke="#8a6b4c" stroke-width="5"/>
<g stroke="${p.main}" stroke-width="9" stroke-linecap="round">${fringe}</g>
<rect x="-220" y="-320" width="440" height="490" rx="8" fill="url(#${id('wv')})"/>
<path d="M-220,40 Q-110,-10 0,40 T220,40 L220,170 L-220,170 Z" fill="${p.main}"/>
<path d="M-220,100 Q-110,60 0,100 T220,100 L220,170 L-220,170 Z" fill="${p.trim}"/>
<circle cx="60" cy="-120" r="90" fill="${shade(p.main, 0.25)}"/>
<g stroke="#2a1c14" stroke-opacity=".07" stroke-width="4">${Array.from({ length: 24 }, (_, i) => `<path d="M-220,${-310 + i * 20} H220"/>`).join('')}</g>
<rect x="-270" y="-345" width="540" height="34" rx="17" fill="#a57b4d"/>`;
  },
};

export const soapBars: Drawing = {
  view: 'standing',
  footprint: 270,
  zoom: 1.3,
  draw: ({ p, r }) => {
    const bar = (x: number, y: number, color: string) => `
<rect x="${x}" y="${y}" width="250" height="100" rx="26" fill="${shade(color, -0.18)}"/>
<rect x="${x}" y="${y - 36}" width="250" height="80" rx="26" fill="${shade(color, 0.12)}"/>
${speckles(r, { x: x + 20, y: y - 30, w: 210, h: 120 }, 30, shade(color, -0.5), 3, 0.45)}`;
    return `${bar(-270, -100, p.main)}${bar(-10, -100, p.accent)}${bar(-140, -210, shade(p.main, 0.3))}
<path d="M-140,-230 L110,-160" stroke="#b08560" stroke-width="8" opacity=".9"/>
<path d="M-20,-246 L-20,-112" stroke="#b08560" stroke-width="8" opacity=".9"/>`;
  },
};

export const basket: Drawing = {
  view: 'standing',
  footprint: 240,
  draw: ({ p, id }) => {
    let weave = '';
    for (let row = 0; row < 8; row += 1) {
      const y = -330 + row * 40;
      weave += `<path d="M-230,${y + 20} H230" stroke="${row % 2 ? shade(p.main, -0.12) : shade(p.main, 0.1)}" stroke-width="34"/>`;
    }
    return `<defs><clipPath id="${id('clip')}"><path d="M-240,-350 L240,-350 L200,0 L-200,0 Z"/></clipPath></defs>
<path d="M-150,-350 C-150,-520 150,-520 150,-350" fill="none" stroke="${shade(p.main, -0.2)}" stroke-width="24"/>
<g clip-path="url(#${id('clip')})"><rect x="-250" y="-360" width="500" height="370" fill="${p.main}"/>${weave}
<g stroke="${shade(p.main, -0.3)}" stroke-width="5" opacity=".5">${Array.from({ length: 13 }, (_, i) => `<path d="M${-240 + i * 40},-350 L${-200 + i * 33},0"/>`).join('')}</g>
<rect x="-250" y="-250" width="500" height="40" fill="${p.accent}"/></g>
<rect x="-250" y="-370" width="500" height="34" rx="17" fill="${shade(p.main, -0.08)}"/>`;
  },
};
