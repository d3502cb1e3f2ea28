import { shade } from './color';
import { roundBody, softFace, stitches, type Drawing } from './draw';

export const tote: Drawing = {
  view: 'standing',
  footprint: 230,
  draw: ({ p, id }) => `<defs>${softFace(id('t'), p.main, 'down')}</defs>
<path d="M-130,-470 C-130,-680 130,-680 130,-470" fill="none" stroke="${shade(p.main, -0.2)}" stroke-width="30"/>
<path d="M-240,-480 L240,-480 L262,0 L-262,0 Z" fill="url(#${id('t')})"/>
<path d="M-240,-480 L240,-480 L242,-440 L-242,-440 Z" fill="${shade(p.main, -0.1)}"/>
<g fill="none" stroke-width="26">
<path d="M-150,-90 A150,150 0 0 1 150,-90" stroke="${p.accent}"/><path d="M-104,-90 A104,104 0 0 1 104,-90" stroke="${p.trim}"/>
<path d="M-58,-90 A58,58 0 0 1 58,-90" stroke="${shade(p.accent, -0.15)}"/></g>
${stitches('M-228,-450 L228,-450', shade(p.main, -0.3), 4)}`,
};

export const pouch: Drawing = {
  view: 'standing',
  footprint: 240,
  draw: ({ p, id }) => `<defs>${softFace(id('pz'), p.main, 'down')}</defs>
<path d="M-250,-300 Q0,-330 250,-300 L270,-30 Q270,0 240,0 L-240,0 Q-270,0 -270,-30 Z" fill="url(#${id('pz')})"/>
<path d="M-250,-300 Q0,-330 250,-300 L252,-270 Q0,-300 -252,-270 Z" fill="${shade(p.main, -0.25)}"/>
<path d="M-240,-288 Q0,-316 240,-288" stroke="#c7a45a" stroke-width="8" stroke-dasharray="6 4" fill="none"/>
<rect x="170" y="-320" width="26" height="60" rx="8" fill="#c7a45a"/><path d="M183,-262 C200,-210 230,-200 250,-170" stroke="${p.accent}" stroke-width="14" stroke-linecap="round" fill="none"/>
<g fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round">
<path d="M-200,-150 L-150,-210 L-100,-150 L-50,-210 L0,-150 L50,-210 L100,-150 L150,-210 L200,-150"/>
<path d="M-200,-80 L-150,-140 L-100,-80 L-50,-140 L0,-80 L50,-140 L100,-80 L150,-140 L200,-80" stroke="${p.trim}"/></g>`,
};

export const wallet: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => `<defs>${softFace(id('l'), p.main)}</defs>
<rect x="-280" y="-190" width="560" height="380" rx="28" fill="url(#${id('l')})"/>
${stitches('M-254,-164 H254 V164 H-254 Z', p.accent, 4)}
<path d="M40,-190 L280,-190 L280,190 L40,190 Q0,0 40,-190 Z" fill="${shade(p.main, -0.12)}"/>
<rect x="90" y="-130" width="150" height="26" rx="6" fill="${shade(p.main, -0.3)}"/>
<rect x="90" y="-70" width="150" height="26" rx="6" fill="${shade(p.main, -0.3)}"/>
<circle cx="54" cy="0" r="16" fill="#c7a45a"/><circle cx="54" cy="0" r="7" fill="${shade('#c7a45a', -0.3)}"/>
<path d="M-200,80 Q-120,40 -60,90" fill="none" stroke="${shade(p.main, 0.18)}" stroke-width="10" opacity=".5"/>`,
};

export const cardHolder: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => `<defs>${softFace(id('ch'), p.main)}</defs>
<rect x="-190" y="-250" width="380" height="500" rx="26" fill="url(#${id('ch')})"/>
<path d="M-190,-40 H190 V224 Q190,250 164,250 H-164 Q-190,250 -190,224 Z" fill="${shade(p.main, -0.1)}"/>
<path d="M-190,60 H190 V224 Q190,250 164,250 H-164 Q-190,250 -190,224 Z" fill="${shade(p.main, -0.18)}"/>
<path d="M-60,-250 Q0,-190 60,-250" fill="${shade(p.main, -0.35)}"/>
${stitches('M-166,-226 H166 V226 H-166 Z', p.accent, 4)}
<rect x="-150" y="-200" width="300" height="120" rx="14" fill="${p.accent}" opacity=".25"/>`,
};

export const keyFob: Drawing = {
  view: 'flat',
  zoom: 1.15,
  draw: ({ p, id }) => `<defs>${softFace(id('k'), p.main)}</defs>
<circle cx="0" cy="-250" r="78" fill="none" stroke="#c7a45a" stroke-width="16"/>
<circle cx="0" cy="-250" r="78" fill="none" stroke="#fff5d6" stroke-width="4" opacity=".5"/>
<rect x="-22" y="-190" width="44" height="70" rx="10" fill="#b8913f"/>
<path d="M-70,-130 L70,-130 L70,230 Q0,290 -70,230 Z" fill="url(#${id('k')})"/>
${stitches('M-48,-108 L48,-108 L48,214 Q0,256 -48,214 Z', p.accent, 4)}
<circle cx="0" cy="-80" r="10" fill="#c7a45a"/>`,
};

export const scrunchies: Drawing = {
  view: 'flat',
  draw: ({ p }) => {
    const ring = (x: number, y: number, color: string) => {
      let puffs = '';
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2;
        puffs += `<ellipse cx="${(x + Math.cos(a) * 105).toFixed(1)}" cy="${(y + Math.sin(a) * 105).toFixed(1)}" rx="62" ry="48" transform="rotate(${(a * 180) / Math.PI + 90} ${(x + Math.cos(a) * 105).toFixed(1)} ${(y + Math.sin(a) * 105).toFixed(1)})" fill="${i % 2 ? color : shade(color, -0.12)}"/>`;
      }
      return `${puffs}<circle cx="${x}" cy="${y}" r="56" fill="${shade(color, -0.4)}" opacity=".35"/>`;
    };
    return `${ring(-120, -90, p.main)}${ring(140, 110, p.accent)}`;
  },
};

export const strawHat: Drawing = {
  view: 'flat',
  draw: ({ p, id }) => {
    let rings = '';
    for (let r = 60; r < 300; r += 22) rings += `<circle r="${r}"/>`;
    return `<defs>${roundBody(id('h'), '#e3c68e')}</defs>
<circle r="300" fill="#e8cf9c"/><g fill="none" stroke="#cfae6c" stroke-width="5" opacity=".8">${rings}</g>
<circle r="170" fill="url(#${id('h')})"/>
<circle r="170" fill="none" stroke="${p.main}" stroke-width="40"/>
<path d="M150,70 L250,160 M160,50 L280,110" stroke="${p.main}" stroke-width="26" stroke-linecap="round"/>`;
  },
};
