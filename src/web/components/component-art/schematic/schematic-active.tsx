// Textbook symbols for the lamps (a circle with a cross, tinted in the bulb's colour, in its four
// states) and the n-channel enhancement MOSFET (gate left, drain top, source bottom).
import type { ArtContext, ArtDrawing } from '../art-types';
import { BULB_PALETTES, bulbColor, bulbSides } from '../bulb-colors';
import { INK, InkLines, Paper } from './schematic-kit';

const LAMP_LEADS: Record<string, string> = {
  left: 'M0 50 H31',
  right: 'M100 50 H69',
  top: 'M50 0 V31',
  bottom: 'M50 100 V69',
};

export function schematicLamp({ type, bulbState, id }: ArtContext): ArtDrawing {
  const palette = BULB_PALETTES[bulbColor(type) ?? 'yellow'];
  const sides = bulbSides(type);
  const exploded = bulbState === 'EXPLODED';
  const fill = exploded ? '#3e4350' : bulbState === 'ON' ? palette.main : bulbState === 'DIM' ? palette.pale : '#ffffff';
  const tint = bulbState === 'OFF' ? palette.off : undefined;
  const glow = bulbState === 'ON' ? 0.9 : bulbState === 'DIM' ? 0.4 : 0;
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
        <InkLines paths={[LAMP_LEADS[sides.anode], LAMP_LEADS[sides.cathode]]} />
        {glow > 0 && <circle cx="50" cy="50" r={bulbState === 'ON' ? 46 : 34} fill={`url(#${id('glow')})`} />}
        {bulbState === 'ON' && (
          <g stroke={palette.deep} strokeWidth="3" strokeLinecap="round">
            <path d="M24 24 l-6 -6 M76 24 l6 -6 M24 76 l-6 6 M76 76 l6 6" />
          </g>
        )}
        <circle cx="50" cy="50" r="19" fill={fill} stroke={INK} strokeWidth="3.5" />
        {tint && <circle cx="50" cy="50" r="15.6" fill={tint} opacity="0.6" stroke={palette.deep} strokeOpacity="0.7" strokeWidth="2" />}
        {bulbState === 'DIM' && <circle cx="50" cy="50" r="17.2" fill={palette.main} opacity="0.35" />}
        {exploded ? (
          <g fill="none" strokeLinecap="round" strokeLinejoin="round">
            <path d="M37 37 L46 46 M54 54 L63 63 M63 37 L55 45 M45 55 L37 63" stroke="#c9ced8" strokeWidth="3" />
            <path d="M14 20 l5 3 l-2 3 l6 3 M86 18 l-4 5 l3 2 l-4 5 M16 80 l6 -3 M84 80 l-6 -3 l2 -4" stroke="#f08c00" strokeWidth="2.6" />
          </g>
        ) : (
          <InkLines paths={['M36.6 36.6 L63.4 63.4', 'M63.4 36.6 L36.6 63.4']} width={3} />
        )}
      </>
    ),
  };
}

export function schematicMosfet(): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <circle cx="41" cy="50" r="25" fill="none" stroke={INK} strokeWidth="2.2" />
        <InkLines paths={['M0 50 H28', 'M28 32 V68', 'M37 35 H50 V0', 'M37 65 H50 V100', 'M44 50 H50 V65']} />
        <InkLines paths={['M37 28 V41', 'M37 44 V56', 'M37 59 V72']} width={4.5} />
        <path d="M38 50 L47 44.5 V55.5 Z" fill={INK} />
      </>
    ),
    labels: [
      { x: 8, y: 39, text: 'G', size: 13, fill: '#5c6b86' },
      { x: 64, y: 16, text: 'D', size: 14, fill: '#5c6b86' },
      { x: 64, y: 84, text: 'S', size: 14, fill: '#5c6b86' },
    ],
  };
}
