// The illustrated LED: a coloured epoxy dome on a rim, its short cathode leg to the left and its long
// anode leg to the right, in four states (OFF tinted clear, DIM soft glow, ON bright glow with rays,
// EXPLODED blackened and cracked with sparks), and the arrow of the way current passes (DirectionMark).
import type { ArtContext, ArtDrawing } from '../art-types';
import { BULB_PALETTES, bulbColor } from '../bulb-colors';
import { DirectionMark, PartShadow, PhotoWires } from './photo-kit';

const DOME = 'M36 66 V40 A14 14 0 0 1 64 40 V66 Z';

export function photoLed({ type, bulbState, id }: ArtContext): ArtDrawing {
  const palette = BULB_PALETTES[bulbColor(type) ?? 'red'];
  const exploded = bulbState === 'EXPLODED';
  const glow = bulbState === 'ON' ? 1 : bulbState === 'DIM' ? 0.4 : 0;
  const stops = exploded
    ? ['#5a5f6c', '#30343f', '#1c1f27']
    : bulbState === 'ON'
      ? ['#ffffff', palette.pale, palette.main]
      : bulbState === 'DIM'
        ? [palette.pale, palette.main, palette.deep]
        : ['#ffffff', palette.off, palette.deep];
  return {
    body: (
      <>
        <defs>
          <linearGradient id={id('epoxy')} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor={stops[2]} stopOpacity="0.9" />
            <stop offset="0.35" stopColor={stops[0]} stopOpacity="0.95" />
            <stop offset="0.7" stopColor={stops[1]} stopOpacity="0.95" />
            <stop offset="1" stopColor={stops[2]} stopOpacity="0.9" />
          </linearGradient>
          <radialGradient id={id('halo')}>
            <stop offset="0.3" stopColor={palette.main} stopOpacity={0.9 * glow} />
            <stop offset="1" stopColor={palette.main} stopOpacity="0" />
          </radialGradient>
        </defs>
        {/* Cathode (short leg) bends out to the left edge, anode (long leg) to the right edge. */}
        <PhotoWires paths={['M0 50 H30 Q44 50 44 62 V72', 'M100 50 H70 Q56 50 56 62 V78']} />
        <PartShadow cx={50} cy={74} rx={18} ry={5} />
        {glow > 0 && <circle cx="50" cy="44" r={glow === 1 ? 46 : 34} fill={`url(#${id('halo')})`} />}
        {bulbState === 'ON' && (
          <g stroke={palette.main} strokeWidth="3" strokeLinecap="round" opacity="0.9">
            <path d="M50 4 V11 M22 14 l5 5 M78 14 l-5 5 M12 38 h7 M81 38 h7" />
          </g>
        )}
        <path d={DOME} fill={`url(#${id('epoxy')})`} stroke={exploded ? '#15171d' : palette.deep} strokeWidth="1.6" />
        <rect x="33" y="64" width="34" height="6" rx="2" fill={`url(#${id('epoxy')})`} stroke={exploded ? '#15171d' : palette.deep} strokeWidth="1.4" />
        {/* The die and its anvil inside the epoxy. */}
        <path d="M44 64 V50 H49 L51 47 M56 64 V52 H52" stroke={exploded ? '#7b8496' : '#9aa3b3'} strokeWidth="1.6" fill="none" />
        <rect x="47.5" y="45.5" width="5" height="3.5" fill={bulbState === 'ON' ? '#ffffff' : exploded ? '#202329' : '#4b5262'} />
        {exploded ? (
          <g fill="none" strokeLinecap="round" strokeLinejoin="round">
            <path d="M50 27 l-3 8 l5 5 l-4 9 M52 40 l7 -2" stroke="#c9ced8" strokeWidth="1.6" />
            <path d="M18 20 l5 3 l-2 3 l6 3 M84 16 l-4 5 l3 2 l-4 5 M14 56 l6 -2 M86 54 l-6 3" stroke="#ffb020" strokeWidth="2.6" />
          </g>
        ) : (
          <path d="M40 42 Q41 33 47 30" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.8" />
        )}
        <DirectionMark />
      </>
    ),
  };
}
