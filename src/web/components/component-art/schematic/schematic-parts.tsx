// Textbook symbols for the two-lead parts: zigzag resistor, capacitor plates, diode (triangle
// points left to the cathode bar), switch open or closed, and the probe meters (V / A circles).
import type { ArtContext, ArtDrawing } from '../art-types';
import { formatCapacitance, formatResistance } from '../../../../engine/index';
import { INK, InkLines, Paper, PAPER, SCH_STROKE } from './schematic-kit';

/** The resistor's zigzag; the light sensor draws the same one (part-ldr.tsx). */
export const ZIGZAG = 'M0 50 H22 l4 -12 l8 24 l8 -24 l8 24 l8 -24 l8 24 l8 -24 l4 12 H100';

export function schematicResistor({ resistanceValue }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={[ZIGZAG]} />
      </>
    ),
    labels: [valueLabel(formatResistance(resistanceValue), { x: 50, y: 18, maxWidth: 32 })],
  };
}

export function schematicCapacitor({ capacitance }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H44', 'M56 50 H100']} />
        <InkLines paths={['M44 30 V70', 'M56 30 V70']} width={4.5} />
      </>
    ),
    // Upright, the plates reach the side; the value goes to a free corner instead.
    labels: [valueLabel(formatCapacitance(capacitance), { x: 24, y: 16, maxWidth: 42 })],
  };
}

/** The value printed above a horizontal part, or beside it (two lines) when it stands upright. */
function valueLabel(text: string, vertical: { x: number; y: number; maxWidth: number }) {
  return {
    x: 50,
    y: 19,
    text,
    size: 16,
    fill: INK,
    maxWidth: 90,
    stackWhenVertical: true,
    vertical,
    value: true,
  };
}

export function schematicDiode(): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H38', 'M62 50 H100']} />
        <path d="M38 50 L62 35 V65 Z" fill={INK} stroke={INK} strokeWidth="2" strokeLinejoin="round" />
        <InkLines paths={['M38 34 V66']} width={4.5} />
      </>
    ),
  };
}

export function schematicSwitch({ isOn }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H28', 'M100 50 H72', isOn ? 'M31 50 H69' : 'M31 49 L66 27']} />
        <circle cx="30" cy="50" r="4" fill={PAPER} stroke={INK} strokeWidth={SCH_STROKE - 1} />
        <circle cx="70" cy="50" r="4" fill={PAPER} stroke={INK} strokeWidth={SCH_STROKE - 1} />
      </>
    ),
  };
}

const PROBE_MARKS: Record<string, { text: string; color: string; fill: string }> = {
  probe: { text: 'V·A', color: '#5b3cc4', fill: '#efe9ff' },
  'probe-voltage-pos': { text: 'V+', color: '#c62828', fill: '#fdecec' },
  'probe-voltage-neg': { text: 'V−', color: INK, fill: '#eef1f8' },
  'probe-current': { text: 'A', color: '#0b7a6b', fill: '#dff6f1' },
};

export function schematicProbe({ type }: ArtContext): ArtDrawing {
  const mark = PROBE_MARKS[type] ?? PROBE_MARKS.probe;
  return {
    body: (
      <>
        <Paper />
        <InkLines paths={['M0 50 H30', 'M70 50 H100']} />
        <circle cx="50" cy="50" r="20" fill={mark.fill} stroke={INK} strokeWidth={SCH_STROKE} />
      </>
    ),
    labels: [{ x: 50, y: 50.5, text: mark.text, size: 20, fill: mark.color, maxWidth: 32 }],
  };
}
