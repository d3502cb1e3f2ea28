import { shade } from './color';
import { roundBody, softFace, type Drawing } from './draw';

export const yarnSkeins: Drawing = {
  view: 'standing',
  footprint: 270,
  draw: ({ p, id }) => {
    const skein = (x: number, y: number, color: string, key: string) => {
      let twist = '';
      for (let i = -5; i <= 5; i += 1)
        twist += `<path d="M${x + i * 22 - 30},${y - 70} Q${x + i * 22},${y} ${x + i * 22 + 30},${y + 70}"/>`;
      return `<defs>${softFace(id(key), color, 'down')}</defs>
<rect x="${x - 140}" y="${y - 75}" width="280" height="150" rx="75" fill="url(#${id(key)})"/>
<g fill="none" stroke="${shade(color, -0.22)}" stroke-width="7" opacity=".7">${twist}</g>
<path d="M${x - 110},${y - 40} Q${x},${y - 70} ${x + 110},${y - 40}" stroke="${shade(color, 0.3)}" stroke-width="10" fill="none" opacity=".6"/>`;
    };
    return `${skein(-130, -80, p.main, 'a')}${skein(150, -80, p.accent, 'b')}${skein(20, -220, shade(p.main, 0.25), 'c')}`;
  },
};

export const yarnBalls: Drawing = {
  view: 'standing',
  footprint: 250,
  draw: ({ p, id }) => {
    const ball = (x: number, r: number, color: string, key: string) => {
      const cy = -r;
      let wraps = '';
      for (let i = -3; i <= 3; i += 1)
        wraps += `<ellipse cx="${x}" cy="${cy}" rx="${r * 0.95}" ry="${r * (0.25 + Math.abs(i) * 0.09)}" transform="rotate(${i * 22 + 40} ${x} ${cy})"/>`;
      return `<defs><radialGradient id="${id(key)}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${shade(color, 0.2)}"/><stop offset="1" stop-color="${shade(color, -0.28)}"/></radialGradient></defs>
<circle cx="${x}" cy="${cy}" r="${r}" fill="url(#${id(key)})"/><g fill="none" stroke="${shade(color, -0.25)}" stroke-width="6" opacity=".55">${wraps}</g>`;
    };
    return `<g stroke-linecap="round"><path d="M-260,-380 L140,-40" stroke="#b98d5d" stroke-width="16"/><path d="M-200,-420 L200,-60" stroke="#a77b4d" stroke-width="16"/></g>
<circle cx="-260" cy="-380" r="18" fill="#8c6239"/><circle cx="-200" cy="-420" r="18" fill="#8c6239"/>
${ball(-90, 170, p.main, 'a')}${ball(170, 120, p.accent, 'b')}
<path d="M40,-10 C120,20 200,10 300,-4" fill="none" stroke="${p.main}" stroke-width="9"/>`;
  },
};

export const embroideryHoop: Drawing = {
  view: 'flat',
  draw: ({ p }) => {
    const flower = (x: number, y: number, color: string) =>
      [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<ellipse cx="${x}" cy="${y - 26}" rx="16" ry="28" fill="${color}" transform="rotate(${a} ${x} ${y})"/>`,
        )
        .join('') + `<circle cx="${x}" cy="${y}" r="12" fill="#e8b64c"/>`;
    return `<circle r="290" fill="#b48a5c"/><circle r="272" fill="#f6efe2"/>
<g fill="none" stroke="#5f8a5a" stroke-width="8" stroke-linecap="round">
<path d="M-40,180 C-40,60 -100,0 -120,-80"/><path d="M-40,180 C-20,40 40,-20 90,-110"/><path d="M-40,180 C-30,100 20,60 140,30"/></g>
<g fill="#7fa677">${[
      [-90, -10],
      [20, 10],
      [60, -40],
      [80, 60],
      [-70, 70],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="34" transform="rotate(40 ${x} ${y})"/>`)
      .join('')}</g>
${flower(-120, -90, p.main)}${flower(90, -110, p.accent === '#f1e3d3' ? p.trim : p.main)}${flower(140, 30, shade(p.main, 0.3))}
<circle r="286" fill="none" stroke="#9c7448" stroke-width="10"/>
<rect x="-26" y="-320" width="52" height="48" rx="8" fill="#9c7448"/><circle cx="0" cy="-300" r="9" fill="#c7a45a"/>`;
  },
};

export const fabricBundle: Drawing = {
  view: 'standing',
  footprint: 250,
  draw: ({ p, id }) => {
    const colors = [p.main, p.accent, p.trim, shade(p.main, 0.35), shade(p.trim, 0.4)];
    const layers = colors
      .map((color, i) => {
        const y = -70 - i * 64;
        const motif =
          i % 2
            ? `<pattern id="${id(`f${i}`)}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${color}"/><circle cx="18" cy="18" r="6" fill="${shade(color, i === 1 ? -0.3 : 0.45)}"/></pattern>`
            : `<pattern id="${id(`f${i}`)}" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="30" fill="${color}"/><rect width="15" height="30" fill="${shade(color, 0.12)}"/></pattern>`;
        return `<defs>${motif}</defs><rect x="-250" y="${y}" width="500" height="70" rx="20" fill="url(#${id(`f${i}`)})"/><path d="M-240,${y + 64} H240" stroke="#2a1c14" stroke-opacity=".14" stroke-width="6"/>`;
      })
      .reverse()
      .join('');
    return `${layers}<rect x="60" y="-396" width="34" height="396" fill="#c9a77c"/><path d="M77,-396 C30,-460 -20,-430 77,-396 C130,-470 170,-420 77,-396" fill="none" stroke="#c9a77c" stroke-width="14"/>`;
  },
};

export const threadSpools: Drawing = {
  view: 'standing',
  footprint: 260,
  draw: ({ p, id }) => {
    const spool = (
      x: number,
      h: number,
      color: string,
      key: string,
    ) => `<defs>${roundBody(id(key), color)}</defs>
<rect x="${x - 70}" y="${-h}" width="140" height="26" rx="8" fill="#c9a072"/>
<rect x="${x - 58}" y="${-h + 26}" width="116" height="${h - 52}" fill="url(#${id(key)})"/>
<g stroke="${shade(color, -0.25)}" stroke-width="3" opacity=".5">${Array.from({ length: Math.floor((h - 60) / 14) }, (_, i) => `<path d="M${x - 58},${-h + 36 + i * 14} h116"/>`).join('')}</g>
<rect x="${x - 70}" y="-26" width="140" height="26" rx="8" fill="#b58d60"/>`;
    return `${spool(-180, 240, p.main, 'a')}${spool(0, 300, p.accent, 'b')}${spool(180, 220, p.trim, 'c')}`;
  },
};

export const beadDish: Drawing = {
  view: 'flat',
  draw: ({ p, r }) => {
    const colors = [p.main, p.accent, p.trim, '#e8c07a', '#f4efe6'];
    let beads = '';
    for (let i = 0; i < 70; i += 1) {
      const a = r.next() * Math.PI * 2;
      const d = Math.sqrt(r.next()) * 190;
      const color = colors[i % colors.length]!;
      const x = Math.cos(a) * d;
      const y = Math.sin(a) * d;
      beads += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="17" fill="${color}"/><circle cx="${(x - 5).toFixed(1)}" cy="${(y - 5).toFixed(1)}" r="5" fill="#fffaf2" opacity=".6"/>`;
    }
    return `<circle r="260" fill="#efe7da"/><circle r="230" fill="#e3d8c6"/>${beads}`;
  },
};
