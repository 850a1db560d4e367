// Textbook symbols for wires, battery (long + plate on the left), star and block. Every lead ends
// at the middle of an active edge (docs/engine.md, rotation 0).
import { Upright } from '../art-labels';
import type { ArtContext, ArtDrawing } from '../art-types';
import { starPoints } from '../star-points';
import { INK, InkLines, Paper, PAPER } from './schematic-kit';

export function schematicStraightWire(): ArtDrawing {
  return { body: <><Paper /><InkLines paths={['M50 0 V100']} /></> };
}

export function schematicCornerWire(): ArtDrawing {
  return { body: <><Paper /><InkLines paths={['M0 50 H50 V100']} /></> };
}

export function schematicTWire(): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H100', 'M50 50 V100']} />
        <circle cx="50" cy="50" r="5.5" fill={INK} />
      </>
    ),
  };
}

export function schematicBattery(): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H44', 'M56 50 H100', 'M44 26 V74']} />
        <InkLines paths={['M56 37 V63']} width={9} />
      </>
    ),
    labels: [
      { x: 31, y: 30, text: '+', size: 22, fill: '#c62828' },
      { x: 70, y: 30, text: '−', size: 22, fill: INK },
      { x: 50, y: 86, text: '9 V', size: 13, fill: '#5c6b86', value: true },
    ],
  };
}

export function schematicStar({ starLit, rotation }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H100']} />
        <Upright rotation={rotation}>
          {starLit && (
            <g stroke="#f2a900" strokeWidth="3" strokeLinecap="round">
              <path d="M50 8 V14 M18 22 l5 4 M82 22 l-5 4 M22 86 l5 -5 M78 86 l-5 -5" />
            </g>
          )}
          <polygon
            points={starPoints(50, 52, 28, 12)}
            fill={starLit ? '#ffd21f' : PAPER}
            stroke={starLit ? '#b86e00' : INK}
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </Upright>
      </>
    ),
  };
}

export function schematicBlock({ id, rotation }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <defs>
          <pattern id={id('hatch')} width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <path d="M0 0 V9" stroke="#5c6b86" strokeWidth="2.2" />
          </pattern>
        </defs>
        <Paper />
        <Upright rotation={rotation}>
          <rect x="12" y="12" width="76" height="76" rx="3" fill={`url(#${id('hatch')})`} stroke={INK} strokeWidth="3.5" />
        </Upright>
      </>
    ),
  };
}
