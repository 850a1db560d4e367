// What a lesson template produces before it becomes a level: the finished (solved) circuit, which of
// its pieces the learner must place, which switches start the other way, extra tray pieces that tempt a
// wrong answer, and the words that go with it.
import type { Piece } from './board';
import type { ComponentType, PieceValues } from '../engine/index';
import type { PlannedScenario } from './scenarios';

/** A tray piece beyond the solution, with its values (slots.ts builds them). */
export type TrayExtra = { type: ComponentType } & PieceValues;

export interface Design {
  /** The lesson's focus, used for the name and messages ('parallel', 'diode', …). */
  lesson: LessonKind;
  cols: number;
  rows: number;
  /** The solved circuit, switches in their solved state. */
  pieces: Piece[];
  /** Roles of pieces to move to the tray, most important first; difficulty decides how many. */
  trayRoles: string[];
  /** Roles of switches that start in the opposite state (the learner must toggle them). */
  flipSwitches: string[];
  /** Distractors for medium and hard levels: pieces that look right but break the goal. */
  extras: TrayExtra[];
  /** Lower-case concept tags (the goal check's hints read 'parallel' and 'switch'). */
  tags: string[];
  /** Short description of the circuit for the notes ("two bulbs in parallel"). */
  summary: string;
  /** A scenario level (a push button, a knob): judged under each; its goals come from the solved circuit. */
  scenarios?: PlannedScenario[];
}

export type LessonKind =
  | 'series'
  | 'parallel'
  | 'parallel-switch'
  | 'series-switch'
  | 'resistor-values'
  | 'dim'
  | 'exploded'
  | 'diode'
  | 'mosfet'
  | 'capacitor'
  | 'led'
  | 'ldr'
  | 'potentiometer'
  | 'push-button'
  /** Several ideas on one ladder (compose.ts). */
  | 'composed';

/** Bulb colours in goal order; straight bulbs fit rails and rungs in any rotation. */
export const BULB_COLOURS = ['red', 'green', 'yellow'] as const;
export type BulbColour = (typeof BULB_COLOURS)[number];

export function straightBulb(colour: BulbColour): ComponentType {
  return `${colour}-bulb-straight`;
}
