// The potentiometer's textbook symbol: a resistor's zigzag between the track's ends with the wiper's
// arrow pointing onto it from the bottom, where along the track the knob has put it.
import { formatResistance } from '../../../../engine/index';
import type { ArtContext, ArtDrawing, PartArt } from '../art-types';
import { INK, InkLines, Paper } from './schematic-kit';

const ZIGZAG = 'M0 50 H24 L28 42 L35 58 L42 42 L49 58 L56 42 L63 58 L70 42 L74 50 H100';

function draw({ values }: ArtContext): ArtDrawing {
  const x = 26 + 48 * (values.position ?? 0.5);
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={[ZIGZAG, `M50 100 V80 H${x} V62`]} />
        <path d={`M${x - 6} 68 L${x} 58 L${x + 6} 68 Z`} fill={INK} />
      </>
    ),
    labels: [{ value: true, x: 50, y: 22, text: formatResistance(values.resistanceValue ?? 1000), size: 15, fill: INK, maxWidth: 90, stackWhenVertical: true, vertical: { x: 18, y: 18, maxWidth: 30 } }],
  };
}

export const art: PartArt = { type: 'potentiometer', style: 'schematic', draw };
