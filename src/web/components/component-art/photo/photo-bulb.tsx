// The illustrated light bulb: coloured glass, filament and screw base, in four states (OFF grey
// glass, DIM soft glow, ON bright halo, EXPLODED cracked and sooty). The thread of the base takes
// the anode lead and the tip takes the cathode lead, as on a real bulb.
import type { ArtContext, ArtDrawing } from '../art-types';
import { BULB_PALETTES, bulbColor, bulbSides } from '../bulb-colors';
import { PhotoWires } from './photo-kit';

// Glass silhouette: a round globe narrowing to a neck that sits in the base.
const GLASS = 'M40 58 C39.5 52 27 48 27 39 A23 23 0 1 1 73 39 C73 48 60.5 52 60 58 Z';
// Anode lead into the side of the base, cathode lead to the tip, per variant (rotation 0).
const LEADS: Record<string, string[]> = {
  angled: ['M100 50 H90 C76 50 78 67 60 67', 'M50 100 V78'],
  top: ['M50 0 V3 C50 12 86 6 86 32 C86 58 76 67 60 67', 'M50 100 V78'],
  straight: ['M0 50 H12 C26 50 24 67 40 67', 'M100 50 H90 C80 50 86 86 50 86 V78'],
};

export function photoBulb({ type, bulbState, id }: ArtContext): ArtDrawing {
  const palette = BULB_PALETTES[bulbColor(type) ?? 'yellow'];
  const sides = bulbSides(type);
  const variant = sides.anode === 'left' ? 'straight' : sides.anode === 'top' ? 'top' : 'angled';
  const exploded = bulbState === 'EXPLODED';
  const glow = bulbState === 'ON' ? 1 : bulbState === 'DIM' ? 0.35 : 0;
  const glassStops =
    bulbState === 'ON'
      ? ['#ffffff', palette.pale, palette.main]
      : bulbState === 'DIM'
        ? [palette.pale, mix(palette.pale, palette.main), mix(palette.off, palette.main)]
        : exploded
          ? ['#6b7080', '#3e4350', '#23262f']
          : ['#ffffff', mix('#eef1f5', palette.off), palette.off];
  return {
    body: (
      <>
        <defs>
          <radialGradient id={id('glass')} cx="0.38" cy="0.3" r="0.8">
            <stop offset="0" stopColor={glassStops[0]} />
            <stop offset="0.45" stopColor={glassStops[1]} />
            <stop offset="1" stopColor={glassStops[2]} />
          </radialGradient>
          <radialGradient id={id('halo')}>
            <stop offset="0.35" stopColor={palette.main} stopOpacity={0.85 * glow} />
            <stop offset="1" stopColor={palette.main} stopOpacity="0" />
          </radialGradient>
          <linearGradient id={id('base')} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#8d97a8" />
            <stop offset="0.4" stopColor="#f2f4f8" />
            <stop offset="1" stopColor="#7b8496" />
          </linearGradient>
        </defs>
        <PhotoWires paths={LEADS[variant]} />
        {glow > 0 && <circle cx="50" cy="39" r={glow === 1 ? 48 : 38} fill={`url(#${id('halo')})`} />}
        {bulbState === 'ON' && (
          <g stroke={palette.main} strokeWidth="3" strokeLinecap="round" opacity="0.9">
            <path d="M50 3 V9 M17 16 l4.5 4.5 M83 16 l-4.5 4.5 M8 40 h6 M86 40 h6" />
          </g>
        )}
        <rect x="40" y="57" width="20" height="18" rx="2.5" fill={`url(#${id('base')})`} stroke="#5d6678" strokeWidth="1" />
        <path d="M40 63 L60 61 M40 67.5 L60 65.5 M40 72 L60 70" stroke="#5d6678" strokeWidth="1.2" />
        <rect x="40" y="56" width="20" height="4" rx="1.5" fill={palette.deep} />
        <rect x="44.5" y="74.5" width="11" height="4.5" rx="2" fill="#3b4252" />
        <path d={GLASS} fill={`url(#${id('glass')})`} stroke={exploded ? '#1b1e26' : palette.deep} strokeOpacity={exploded ? 1 : 0.55} strokeWidth="1.8" />
        {exploded ? <ExplodedMarks /> : <Filament state={bulbState} />}
        {!exploded && <path d="M36 30 Q38 22 46 19" stroke="#ffffff" strokeWidth="3.2" strokeLinecap="round" fill="none" opacity="0.8" />}
      </>
    ),
  };
}

function Filament({ state }: { state: ArtContext['bulbState'] }) {
  const color = state === 'ON' ? '#fffbe6' : state === 'DIM' ? '#ff9a1f' : '#5b6272';
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d="M45 57 V44 M55 57 V44" stroke="#7b8496" strokeWidth="1.4" />
      {state === 'ON' && <path d="M44 44 l2.2 -4.5 l2.2 4.5 l2.2 -4.5 l2.2 4.5 l2.2 -4.5" stroke="#ffd84d" strokeWidth="5" opacity="0.7" />}
      <path d="M45 44 l2 -4.5 l2 4.5 l2 -4.5 l2 4.5 l2 -4.5" stroke={color} strokeWidth="1.8" />
    </g>
  );
}

function ExplodedMarks() {
  return (
    <g strokeLinecap="round" strokeLinejoin="round" fill="none">
      <path d="M50 17 l-3 9 l6 5 l-5 8 M50 31 l9 -3 l4 6 M47 26 l-10 2 l-3 9" stroke="#d9dee7" strokeWidth="1.6" />
      <path d="M45 57 V49 l3 -3 M55 57 V47" stroke="#7b8496" strokeWidth="1.4" />
      <g stroke="#ffb020" strokeWidth="2.6">
        <path d="M14 14 l5 3 l-2 3 l6 3 M84 12 l-4 5 l3 2 l-4 5 M10 58 l6 -2 M88 46 l-6 3 l3 3" />
      </g>
      <circle cx="22" cy="30" r="2" fill="#ff6a2b" stroke="none" />
      <circle cx="80" cy="30" r="1.6" fill="#ff6a2b" stroke="none" />
    </g>
  );
}

/** Halfway between two #rrggbb colours. */
function mix(a: string, b: string): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round((v + pb[i]) / 2).toString(16).padStart(2, '0')).join('')}`;
}
