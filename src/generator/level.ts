// Turns a solved Design into a community level and proves it: the goal comes from simulating the solved
// circuit, the chosen pieces move to the tray, the level must parse with the shared levelInputSchema,
// the untouched start must fail the goal, and the solver must find a way to pass it.
import { levelInputSchema, type DraggableItem, type LevelInput } from '../api/levels';
import { pieceKey, stateOf, trayValuesOf, valuesOf, withState } from '../engine/components/catalogue';
import { baseBulbType, simulate } from '../engine/index';
import { judgeGrid } from '../engine/judge-grid';
import { GOAL_LIGHT_TYPES, type Cell, type GoalBulb, type Grid } from '../engine/types';
import { puzzleFromLevel } from '../content/solver-puzzle';
import { solveLevel } from '../solver/solve';
import type { SolverResult } from '../solver/types';
import type { Piece } from './board';
import type { Design, TrayExtra } from './design';

export interface LevelChoice {
  /** How many of the design's tray roles the learner must place. */
  trayCount: number;
  withExtras: boolean;
  name: string;
  success: string;
  failure: string;
  /** Tags beyond the design's own (difficulty). */
  extraTags: string[];
  maxEvaluations: number;
}

export type Built =
  | { ok: true; level: LevelInput; solution: Extract<SolverResult, { status: 'solved' }>; moved: number }
  | { ok: false; reason: string };

const GOAL_ORDER: readonly GoalBulb['type'][] = GOAL_LIGHT_TYPES;

function cellOf(piece: Piece): Cell {
  const { row: _row, col: _col, role: _role, ...cell } = piece;
  return cell;
}

function gridOf(design: Design, pieces: readonly Piece[]): Grid {
  const grid: Grid = Array.from({ length: design.rows }, () => Array.from({ length: design.cols }, () => null));
  for (const piece of pieces) grid[piece.row][piece.col] = cellOf(piece);
  return grid;
}

/** The goal: every bulb's status in the solved circuit (null if one explodes or the star stays dark). */
function deriveGoal(design: Design): GoalBulb[] | null {
  const result = simulate({ grid: gridOf(design, design.pieces) });
  const goal: GoalBulb[] = [];
  for (const [type, state] of Object.entries(result.bulbs)) {
    if (state === 'EXPLODED' || state === undefined) return null;
    goal.push({ type: baseBulbType(type) as GoalBulb['type'], status: state });
  }
  if (design.pieces.some((p) => p.type === 'star') && !result.star) return null;
  return goal.sort((a, b) => GOAL_ORDER.indexOf(a.type) - GOAL_ORDER.indexOf(b.type));
}

/** The tray a level gets for the pieces moved off the solved board (at most 3 alike per entry). */
export function trayItems(moved: readonly (Piece | TrayExtra)[]): DraggableItem[] {
  const items: DraggableItem[] = [];
  for (const piece of moved) {
    const same = items.find((item) => pieceKey(item) === pieceKey(piece));
    if (same && same.itemCount < 3) same.itemCount += 1;
    else if (!same) items.push({ type: piece.type, itemCount: 1, ...trayValuesOf(piece) });
  }
  return items;
}

/** A piece left on the board, as the level's pre-placed component. */
export function prePlaced(piece: Piece): LevelInput['prePlacedComponents'][number] {
  return {
    type: piece.type,
    row: piece.row,
    col: piece.col,
    rotation: piece.rotation,
    ...valuesOf(piece),
    ...(stateOf(piece) === null ? {} : withState({ type: piece.type }, stateOf(piece) === true)),
  };
}

export function buildLevel(design: Design, choice: LevelChoice): Built {
  let goal: GoalBulb[] | null;
  try {
    goal = deriveGoal(design);
  } catch (error) {
    return { ok: false, reason: `the solved circuit did not simulate (${String(error)})` };
  }
  if (!goal || goal.length === 0) return { ok: false, reason: 'the solved circuit does not light its bulbs safely' };

  const roles = design.trayRoles.filter((role) => design.pieces.some((p) => p.role === role)).slice(0, choice.trayCount);
  const movedPieces = design.pieces.filter((p) => p.role !== undefined && roles.includes(p.role));
  const start = design.pieces
    .filter((p) => !movedPieces.includes(p))
    .map((p) => (p.type === 'switch' && p.role && design.flipSwitches.includes(p.role) ? withState(p, !stateOf(p)) : p));
  const parsed = levelInputSchema.safeParse({
    name: choice.name,
    prePlacedComponents: start.map(prePlaced),
    draggableItems: trayItems([...movedPieces, ...(choice.withExtras ? design.extras : [])]),
    goal,
    metadata: { gridCol: design.cols, gridRow: design.rows },
    educationalMessages: { success: choice.success, failure: choice.failure },
    tags: [...new Set([...choice.extraTags, ...design.tags])].slice(0, 12),
  });
  if (!parsed.success) return { ok: false, reason: `the level does not parse (${parsed.error.issues[0]?.message ?? 'unknown'})` };
  const level = parsed.data;

  if (judgeGrid(gridOf(design, start), level.goal, level.tags).correct) {
    return { ok: false, reason: 'the level is already solved before the learner moves' };
  }
  const result = solveLevel(puzzleFromLevel(level), { maxEvaluations: choice.maxEvaluations, preferStar: design.pieces.some((p) => p.type === 'star') });
  if (result.status !== 'solved') return { ok: false, reason: `the solver answered ${result.status}` };
  return { ok: true, level, solution: result, moved: movedPieces.length };
}
