// Schematic symbols for the game's parts, drawn in a 100×100 box that fills one grid cell: leads
// run from the input port (left, x=12) to the output port (right, x=88) at mid-height, matching
// src/schematic/ports.ts. Battery: short (−) plate on the input side, long (+) plate on the output side.
import { type SchematicPartType, formatPartValue } from '../../../../schematic';

const INK = 'var(--color-ink, #14213d)';

function ResistorShape() {
  return <polyline points="12,50 28,50 32,38 40,62 48,38 56,62 64,38 68,50 88,50" fill="none" stroke={INK} strokeWidth={5} strokeLinejoin="round" strokeLinecap="round" />;
}

function BatteryShape() {
  return (
    <g stroke={INK} strokeLinecap="round">
      <line x1={12} y1={50} x2={44} y2={50} strokeWidth={5} />
      <line x1={44} y1={38} x2={44} y2={62} strokeWidth={9} />
      <line x1={56} y1={26} x2={56} y2={74} strokeWidth={5} />
      <line x1={56} y1={50} x2={88} y2={50} strokeWidth={5} />
      <path d="M70 24h12M76 18v12" strokeWidth={3.5} />
      <path d="M20 30h10" strokeWidth={3.5} />
    </g>
  );
}

function MeterShape() {
  return (
    <g stroke={INK} strokeWidth={5} fill="none">
      <line x1={12} y1={50} x2={30} y2={50} strokeLinecap="round" />
      <circle cx={50} cy={50} r={20} fill="var(--color-surface, #fff)" />
      <line x1={70} y1={50} x2={88} y2={50} strokeLinecap="round" />
      <text x={50} y={59} textAnchor="middle" fontSize={26} fontWeight={700} fill={INK} stroke="none" fontFamily="system-ui, sans-serif">
        A
      </text>
    </g>
  );
}

const SHAPES: Record<SchematicPartType, () => React.JSX.Element> = {
  resistor: ResistorShape,
  battery: BatteryShape,
  meter: MeterShape,
};

interface PartSymbolProps {
  type: SchematicPartType;
  value: number;
  /** Show the value under the symbol (on the grid and in the toolbar). */
  withValue?: boolean;
  className?: string;
}

export function PartSymbol({ type, value, withValue = true, className }: PartSymbolProps) {
  const Shape = SHAPES[type];
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <Shape />
      {withValue && type !== 'meter' && (
        <text x={50} y={96} textAnchor="middle" fontSize={19} fontWeight={700} fill="var(--color-ink-soft, #33415c)" fontFamily="system-ui, sans-serif">
          {formatPartValue(type, value)}
        </text>
      )}
    </svg>
  );
}
