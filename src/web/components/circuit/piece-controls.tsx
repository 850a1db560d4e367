// The live controls on a piece while playing (docs/architecture.md, "Playing the input parts"): a
// momentary part (tap: hold) is closed while a finger or the mouse presses it; a knob (tap: turn) turns
// while dragged, and a tap on it opens its slider. The control is the piece's centre, so a drag from
// its rim still moves the learner's own piece (dnd-kit) and a tap there still rotates it; on a
// pre-placed piece, which never moves, the whole cell is the control.
import { useRef, type PointerEvent, type SyntheticEvent } from 'react';
import { playableParamsOf, tapOf, type Cell, type ParamName, type ParamSpec } from '../../../engine/index';
import styles from './circuit-grid.module.css';

interface At {
  row: number;
  col: number;
}

/** What the screen does for the pieces' controls; without it the grid has none (the creator, faults). */
export interface PieceControls {
  press(at: At): void;
  release(at: At): void;
  /** Sets the piece's playable value (where a knob is turned to). */
  turn(at: At, name: ParamName, value: number): void;
  /** A tap on the knob: show and focus its slider. */
  openKnob(at: At): void;
}

/** The piece's knob: its playable value (name, spec, value now), or null for a part without one. */
export function knobOf(cell: Cell): { name: ParamName; spec: ParamSpec; value: number } | null {
  const first = playableParamsOf(cell.type)[0];
  if (!first || tapOf(cell.type) !== 'turn') return null;
  const [name, spec] = first;
  const value = cell[name];
  return { name, spec, value: typeof value === 'number' ? value : (spec.default as number) };
}

/** A drag across this many pixels turns a knob from one end to the other. */
const FULL_TURN_PX = 160;
/** Below this movement a press on a knob is a tap. */
const TAP_SLOP_PX = 5;
/** One arrow key press turns a knob by this share of its range. */
export const KNOB_KEY_STEP = 0.05;

/** Keeps a press on the control from reaching the cell (dnd-kit's drag, the tap that rotates). */
const stop = (event: SyntheticEvent) => event.stopPropagation();

interface ControlProps {
  at: At;
  cell: Cell;
  locked: boolean;
  controls: PieceControls;
}

/** The pressable or turnable centre of a piece, or nothing for a part without a live control. */
export function PieceControl({ at, cell, locked, controls }: ControlProps) {
  const tap = tapOf(cell.type);
  if (tap === 'hold') return <HoldControl at={at} locked={locked} controls={controls} />;
  const knob = knobOf(cell);
  if (knob) return <KnobControl at={at} locked={locked} controls={controls} knob={knob} />;
  return null;
}

function HoldControl({ at, locked, controls }: Omit<ControlProps, 'cell'>) {
  const release = (event: PointerEvent) => {
    stop(event);
    controls.release(at);
  };
  return (
    <span
      className={[styles.control, locked ? styles.controlWhole : ''].join(' ')}
      data-control="hold"
      aria-hidden="true"
      onPointerDown={(event) => {
        stop(event);
        if (event.button !== 0) return;
        // Touch pointers are captured by their target already; the mouse is captured so a release
        // outside the cell still arrives (leave below releases too, as a finger sliding off does).
        event.currentTarget.setPointerCapture?.(event.pointerId);
        controls.press(at);
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onPointerLeave={release}
      onLostPointerCapture={() => controls.release(at)}
      onTouchStart={stop}
      onClick={stop}
      onContextMenu={(event) => event.preventDefault()}
    />
  );
}

function KnobControl({ at, locked, controls, knob }: Omit<ControlProps, 'cell'> & { knob: NonNullable<ReturnType<typeof knobOf>> }) {
  const drag = useRef<{ x: number; y: number; value: number; turning: boolean } | null>(null);
  const { name, spec } = knob;
  const range = spec.max - spec.min;
  return (
    <span
      className={[styles.control, styles.knob, locked ? styles.controlWhole : ''].join(' ')}
      data-control="knob"
      aria-hidden="true"
      onPointerDown={(event) => {
        stop(event);
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.current = { x: event.clientX, y: event.clientY, value: knob.value, turning: false };
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (!start) return;
        // Right or up turns it up, left or down turns it down.
        const moved = event.clientX - start.x - (event.clientY - start.y);
        if (!start.turning && Math.hypot(event.clientX - start.x, event.clientY - start.y) < TAP_SLOP_PX) return;
        start.turning = true;
        controls.turn(at, name, start.value + (moved / FULL_TURN_PX) * range);
      }}
      onPointerUp={(event) => {
        stop(event);
        const start = drag.current;
        drag.current = null;
        if (start && !start.turning) controls.openKnob(at);
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onTouchStart={stop}
      onClick={stop}
      onContextMenu={(event) => event.preventDefault()}
    />
  );
}
