// The solver's contract: "can this level be solved with its inventory?" (docs/architecture.md). Pure: no DOM,
// no I/O. The level creator's publish check, the lesson generator and the content tests call it.
import type { Cell, CellRef, ComponentType, GoalEntry, GridScenario, ParamName, PieceValues, Rotation, StateName } from '../engine/index';

/** A piece already on the grid: it cannot be moved or rotated, but a switch among them may be toggled. */
export interface FixedPiece extends Cell {
  row: number;
  col: number;
}

/** A tray item: up to `count` copies of this piece may be placed, in any rotation (switches on or off). */
export interface TrayItem extends Pick<PieceValues, ParamName> {
  type: ComponentType;
  count: number;
}

export interface SolverPuzzle {
  rows: number;
  cols: number;
  fixed: FixedPiece[];
  tray: TrayItem[];
  /** Bulb statuses and probe readings (engine/measurement-goal.ts); with `scenarios`, every scenario's entries. */
  goal: GoalEntry[];
  /** A scenario goal: a grid is a solution when it meets every scenario's goal under its inputs. */
  scenarios?: GridScenario[];
  /** The exercise's tags (the goal check's hints read them; they do not change the verdict). */
  tags: string[];
}

/** One piece the learner places: a grid that the player would accept for this level. */
export interface Placement extends Cell {
  row: number;
  col: number;
}

/**
 * A pre-placed switch the learner taps into this state: its row and column, and the state in the
 * switch's own state field (catalogue.ts: stateValues writes it, stateOf reads it).
 */
export type Toggle = CellRef & Pick<PieceValues, StateName>;

export interface SolverOptions {
  /** How many candidate grids may be simulated before the search gives up (default in solve.ts). */
  maxEvaluations?: number;
  /** Keep searching for a solution that also lights the star (falls back to any solution). */
  preferStar?: boolean;
}

export type SolverResult =
  /** A solution: apply `toggles`, then `placements`, and the goal check passes. */
  | { status: 'solved'; placements: Placement[]; toggles: Toggle[]; star: boolean; evaluations: number }
  /** The untouched start already passes: nothing to solve. */
  | { status: 'solved-at-start'; evaluations: number }
  /** Every grid the tray can make was ruled out: no solution exists. */
  | { status: 'unsolvable'; evaluations: number }
  /** The budget ran out before a solution or a proof that none exists. */
  | { status: 'gave-up'; evaluations: number };

/** The solver's entry point, implemented in solve.ts. */
export type SolveLevel = (puzzle: SolverPuzzle, options?: SolverOptions) => SolverResult;

export type { Rotation };
