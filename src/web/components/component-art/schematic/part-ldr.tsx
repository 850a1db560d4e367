// The light sensor's textbook symbol: a resistor's box with two arrows of light pointing at it.
import type { ArtDrawing, PartArt } from '../art-types';
import { INK, InkLines, Paper } from './schematic-kit';

function draw(): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H28', 'M72 50 H100', 'M28 40 H72 V60 H28 Z', 'M30 14 L42 32', 'M46 12 L58 30']} />
        <path d="M42 32 L36 29 L41 26 Z M58 30 L52 27 L57 24 Z" fill={INK} />
      </>
    ),
  };
}

export const art: PartArt = { type: 'ldr', style: 'schematic', draw };
