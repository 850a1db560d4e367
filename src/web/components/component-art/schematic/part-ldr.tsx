// The light sensor's textbook symbol: the resistor's zigzag (the same one the resistor draws, so the two
// read as one family) with two arrows of light pointing at it.
import type { ArtDrawing, PartArt } from '../art-types';
import { INK, InkLines, Paper } from './schematic-kit';
import { ZIGZAG } from './schematic-parts';

function draw(): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={[ZIGZAG, 'M30 12 L42 30', 'M46 10 L58 28']} />
        <path d="M42 30 L36 27 L41 24 Z M58 28 L52 25 L57 22 Z" fill={INK} />
      </>
    ),
  };
}

export const art: PartArt = { type: 'ldr', style: 'schematic', draw };
