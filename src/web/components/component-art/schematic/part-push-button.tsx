// The push button's textbook symbol: a contact bar above a gap with a plunger on top; held down, the
// bar bridges the two contacts.
import type { ArtContext, ArtDrawing, PartArt } from '../art-types';
import { InkLines, Paper } from './schematic-kit';

function draw({ values }: ArtContext): ArtDrawing {
  const y = values.pressed === true ? 50 : 38;
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H34', 'M66 50 H100', `M30 ${y} H70`, `M50 ${y} V20`, 'M42 20 H58']} />
      </>
    ),
  };
}

export const art: PartArt = { type: 'push-button', style: 'schematic', draw };
