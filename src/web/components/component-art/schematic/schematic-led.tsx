// The textbook LED symbol: a diode (cathode bar on the left, anode on the right) with two arrows
// pointing out, tinted in the LED's colour by state (OFF outline, DIM pale, ON lit with a glow,
// EXPLODED dark with sparks).
import type { ArtContext, ArtDrawing } from '../art-types';
import { BULB_PALETTES, bulbColor } from '../bulb-colors';
import { INK, InkLines, Paper } from './schematic-kit';

export function schematicLed({ type, bulbState, id }: ArtContext): ArtDrawing {
  const palette = BULB_PALETTES[bulbColor(type) ?? 'red'];
  const exploded = bulbState === 'EXPLODED';
  const fill = exploded ? '#3e4350' : bulbState === 'ON' ? palette.main : bulbState === 'DIM' ? palette.pale : '#ffffff';
  const glow = bulbState === 'ON' ? 0.9 : bulbState === 'DIM' ? 0.4 : 0;
  const arrows = bulbState === 'ON' || bulbState === 'DIM' ? palette.deep : INK;
  return {
    body: (
      <>
        <defs>
          <radialGradient id={id('glow')}>
            <stop offset="0.4" stopColor={palette.main} stopOpacity={glow} />
            <stop offset="1" stopColor={palette.main} stopOpacity="0" />
          </radialGradient>
        </defs>
        <Paper />
        {glow > 0 && <circle cx="50" cy="50" r={bulbState === 'ON' ? 42 : 30} fill={`url(#${id('glow')})`} />}
        <InkLines paths={['M0 50 H38', 'M62 50 H100']} />
        <path d="M38 50 L62 35 V65 Z" fill={fill} stroke={INK} strokeWidth="3" strokeLinejoin="round" />
        <InkLines paths={['M38 34 V66']} width={4.5} />
        <g stroke={arrows} strokeWidth="2.6" strokeLinecap="round" fill="none">
          <path d="M46 30 L56 18 M54 33 L64 21" />
        </g>
        <path d="M56 18 l-1 6.5 l-5 -4 Z M64 21 l-1 6.5 l-5 -4 Z" fill={arrows} />
        {exploded && (
          <g fill="none" strokeLinecap="round" strokeLinejoin="round">
            <path d="M44 44 L56 56 M56 44 L44 56" stroke="#c9ced8" strokeWidth="2.6" />
            <path d="M14 22 l5 3 l-2 3 l6 3 M84 74 l-4 5 l3 2 l-4 5 M16 80 l6 -3" stroke="#f08c00" strokeWidth="2.6" />
          </g>
        )}
      </>
    ),
  };
}
