import { shade } from './color';
import type { Drawing } from './draw';

/** A metal gradient: bright where the window light catches it. */
function metal(id: string, color: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.45)}"/>
<stop offset=".45" stop-color="${color}"/><stop offset=".7" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.3)}"/></linearGradient>`;
}

function gem(x: number, y: number, r: number, color: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="${shade(color, 0.2)}"/>
<circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#fff" opacity=".8"/>`;
}

export const dropEarrings: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => {
    const earring = (x: number) => `
<path d="M${x},-250 C${x - 40},-300 ${x - 70},-230 ${x - 40},-200" fill="none" stroke="url(#${id('m')})" stroke-width="9" stroke-linecap="round"/>
<circle cx="${x}" cy="-200" r="14" fill="url(#${id('m')})"/>
<path d="M${x},-186 L${x},-130" stroke="url(#${id('m')})" stroke-width="7"/>
<path d="M${x},-130 C${x + 90},-60 ${x + 80},90 ${x},130 C${x - 80},90 ${x - 90},-60 ${x},-130 Z" fill="url(#${id('m')})"/>
<path d="M${x},-96 C${x + 58},-44 ${x + 52},66 ${x},96 C${x - 52},66 ${x - 58},-44 ${x},-96 Z" fill="${p.accent}"/>
<ellipse cx="${x - 18}" cy="-30" rx="10" ry="30" fill="#fff" opacity=".45"/>`;
    return `<defs>${metal(id('m'), p.main)}</defs>${earring(-130)}${earring(130)}`;
  },
};

export const hoops: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => `<defs>${metal(id('m'), p.main)}</defs>
<circle cx="-130" cy="0" r="150" fill="none" stroke="url(#${id('m')})" stroke-width="26"/>
<circle cx="150" cy="40" r="120" fill="none" stroke="url(#${id('m')})" stroke-width="22"/>
<path d="M-240,-100 A150,150 0 0 1 -90,-146" fill="none" stroke="#fff" stroke-width="6" opacity=".55" stroke-linecap="round"/>
${gem(-130, 150, 16, p.accent)}${gem(150, 160, 13, p.accent)}`,
};

export const necklace: Drawing = {
  view: 'flat',
  zoom: 1.1,
  draw: ({ p, id }) => `<defs>${metal(id('m'), p.main)}</defs><g transform="translate(0,-40)">
<path d="M-230,-300 C-250,-40 -120,130 0,150 C120,130 250,-40 230,-300" fill="none" stroke="url(#${id('m')})" stroke-width="7" stroke-dasharray="10 5"/>
<circle cx="0" cy="166" r="14" fill="none" stroke="url(#${id('m')})" stroke-width="6"/>
<path d="M0,180 C70,200 80,300 0,330 C-80,300 -70,200 0,180 Z" fill="url(#${id('m')})"/>
${gem(0, 262, 40, p.accent)}</g>`,
};

export const beadedBracelet: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => {
    let beads = '';
    for (let i = 0; i < 22; i += 1) {
      const a = (i / 22) * Math.PI * 2;
      const x = (Math.cos(a) * 200).toFixed(1);
      const y = (Math.sin(a) * 200).toFixed(1);
      const color = i === 5 ? `url(#${id('m')})` : i % 3 === 0 ? p.accent : p.main;
      beads += `<circle cx="${x}" cy="${y}" r="${i === 5 ? 34 : 27}" fill="${color}"/><circle cx="${(Number(x) - 8).toFixed(1)}" cy="${(Number(y) - 9).toFixed(1)}" r="8" fill="#fff" opacity=".5"/>`;
    }
    return `<defs>${metal(id('m'), '#d6aa4f')}</defs><circle r="200" fill="none" stroke="${shade(p.main, -0.3)}" stroke-width="4"/>${beads}`;
  },
};

export const ring: Drawing = {
  view: 'standing',
  footprint: 130,
  zoom: 1.5,
  draw: ({ p, id }) => `<defs>${metal(id('m'), p.main)}</defs>
<ellipse cx="0" cy="-150" rx="150" ry="150" fill="none" stroke="${shade(p.main, -0.35)}" stroke-width="30"/>
<ellipse cx="0" cy="-150" rx="150" ry="150" fill="none" stroke="url(#${id('m')})" stroke-width="24" stroke-dasharray="480 470" stroke-dashoffset="-235"/>
<path d="M-60,-310 L60,-310 L40,-280 L-40,-280 Z" fill="url(#${id('m')})"/>
<path d="M-50,-310 L0,-390 L50,-310 Z" fill="${p.accent}"/><path d="M-50,-310 L0,-390 L0,-310 Z" fill="${shade(p.accent, 0.3)}"/>
<path d="M-14,-350 L0,-372 L6,-352 Z" fill="#fff" opacity=".7"/>`,
};
