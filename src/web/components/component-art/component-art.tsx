// ComponentArt: the picture of one circuit part, as crisp inline SVG in a 100 × 100 box that fills
// whatever cell it sits in. Two styles ('photo' illustrated, 'schematic' textbook symbol); the
// body turns with the rotation while value labels stay upright. Leads reach the middle of each
// active edge (docs/engine.md), so neighbouring cells join into visible wires.
import { useId, type JSX } from 'react';
import {
  isLight,
  PARAMS,
  withPlayDefaults,
  type BulbState,
  type ComponentType,
  type PieceValues,
  type Rotation,
} from '../../../engine/index';
import { ArtLabels } from './art-labels';
import { ART_DRAWERS } from './art-registry';
import type { ArtContext } from './art-types';
import { componentLabel } from './component-label';

export { componentLabel } from './component-label';
export { formatCapacitance, formatResistance } from '../../../engine/index';

export type ArtStyle = 'photo' | 'schematic';

export interface ComponentArtProps {
  type: ComponentType;
  /** Clockwise, default 0. */
  rotation?: Rotation;
  /** Default 'photo' (the friendly illustrated style). */
  artStyle?: ArtStyle;
  /** Bulbs only; default 'OFF'. */
  bulbState?: BulbState;
  /** Switches: closed when true. */
  isOn?: boolean;
  /** Resistors, in ohms; default the part's (catalogue). */
  resistanceValue?: number;
  /** Capacitors, '10000uF' form or farads; default the part's (catalogue). */
  capacitance?: string | number;
  /** The star glows when current passes. */
  starLit?: boolean;
  /** Every value and the state of the piece (a new part's drawing reads its own here). */
  values?: PieceValues;
  /** Accessible name; defaults to componentLabel(type). */
  title?: string;
  /**
   * A bare symbol, as a symbol question shows it: no value labels ('330 Ω', '10000 µF', '9 V') and no
   * name of its own (no tooltip, hidden from screen readers: the option around it is named 'Symbol A').
   */
  bare?: boolean;
  className?: string;
}

export function ComponentArt(props: ComponentArtProps): JSX.Element {
  const { type, rotation = 0, artStyle = 'photo', title, className, bare = false } = props;
  // useId gives ':r1:' / '«r1»' / '_r_1_'; keep only characters that are safe inside url(#…).
  const prefix = `art${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // The older drawings read a switch's, resistor's and capacitor's value from their own fields: given
  // apart (the art gallery) or, from the piece helpers, in `values`.
  const values = withPlayDefaults({ type, ...props.values });
  const ctx: ArtContext = {
    type,
    rotation,
    bulbState: props.bulbState ?? 'OFF',
    isOn: props.isOn ?? values.isOn ?? false,
    resistanceValue: props.resistanceValue ?? values.resistanceValue ?? (PARAMS.resistanceValue[0].default as number),
    capacitance: props.capacitance ?? values.capacitance,
    starLit: props.starLit ?? false,
    values,
    id: (name) => `${prefix}-${name}`,
  };
  const drawers = ART_DRAWERS[type];
  const drawing = drawers ? drawers[artStyle === 'schematic' ? 'schematic' : 'photo'](ctx) : { body: null };
  const name = bare ? undefined : (title ?? componentLabel(type));
  const labels = (drawing.labels ?? []).filter((label) => !(bare && label.value));
  return (
    <svg
      viewBox="0 0 100 100"
      width="100%"
      height="100%"
      role={bare ? undefined : 'img'}
      aria-label={name}
      aria-hidden={bare ? true : undefined}
      className={className}
      data-component-type={type}
      data-art-style={artStyle}
      data-rotation={rotation}
      data-state={stateOf(ctx)}
      preserveAspectRatio="xMidYMid meet"
      xmlns="http://www.w3.org/2000/svg"
      style={{ display: 'block', overflow: 'hidden' }}
    >
      {name !== undefined && <title>{name}</title>}
      <g transform={rotation ? `rotate(${rotation} 50 50)` : undefined}>{drawing.body}</g>
      {labels.length > 0 && <ArtLabels labels={labels} rotation={rotation} />}
    </svg>
  );
}

/** What the picture shows, for tests and styling hooks: 'ON' for a lit bulb, 'on' for a closed switch. */
function stateOf(ctx: ArtContext): string | undefined {
  if (isLight(ctx.type)) return ctx.bulbState;
  if (ctx.type === 'switch') return ctx.isOn ? 'on' : 'off';
  if (ctx.type === 'star') return ctx.starLit ? 'lit' : 'unlit';
  return undefined;
}
