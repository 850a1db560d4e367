// Turns a solved Design into a community level and proves it: the goal comes from simulating the solved
// circuit, the chosen pieces move to the tray, the level must parse with the shared levelInputSchema,
// the untouched start must fail the goal, and the solver must find a way to pass it.
import { levelInputSchema, type DraggableItem, type LevelInput, type LevelScenario } from '../api/index';
import {
  applyScenarioInputs,
  baseBulbType,
  boardInputsOfScenario,
  GOAL_LIGHT_TYPES,
  pieceKey,
  simulate,
  stateOf,
  trayValuesOf,
  valuesOf,
  withState,
  type Cell,
  type GoalBulb,
  type Grid,
  type ScenarioInputs,
} from '../engine/index';
import { puzzleFromLevel } from '../puzzle/index';
import { judgePuzzleGrid, solveLevel, type SolverResult } from '../solver';
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

const hasStar = (design: Design) => design.pieces.some((p) => p.type === 'star');

/**
 * Every bulb's status in the solved circuit, under a scenario's inputs when it has them, and whether the
 * star is collected (null if a light explodes).
 */
function lightsOf(design: Design, inputs: ScenarioInputs = {}): { goal: GoalBulb[]; star: boolean } | null {
  const result = simulate({ grid: applyScenarioInputs(gridOf(design, design.pieces), inputs), ...boardInputsOfScenario(inputs) });
  const goal: GoalBulb[] = [];
  for (const [type, state] of Object.entries(result.bulbs)) {
    if (state === 'EXPLODED' || state === undefined) return null;
    goal.push({ type: baseBulbType(type) as GoalBulb['type'], status: state });
  }
  return { goal: goal.sort((a, b) => GOAL_ORDER.indexOf(a.type) - GOAL_ORDER.indexOf(b.type)), star: result.star };
}

/** The goal: every bulb's status in the solved circuit (null if one explodes or the star stays dark). */
function deriveGoal(design: Design): GoalBulb[] | null {
  const lights = lightsOf(design);
  return lights && (lights.star || !hasStar(design)) ? lights.goal : null;
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

/**
 * A scenario design's scenarios with their goals; null when one of them explodes a light, or none
 * collects the star (the judge counts the star when any scenario collects it).
 */
function deriveScenarios(design: Design): LevelScenario[] | null {
  const scenarios: LevelScenario[] = [];
  let star = false;
  for (const { label, inputs } of design.scenarios ?? []) {
    const lights = lightsOf(design, inputs);
    if (!lights || lights.goal.length === 0) return null;
    star ||= lights.star;
    scenarios.push({ label, inputs, goal: lights.goal });
  }
  return star || !hasStar(design) ? scenarios : null;
}

export function buildLevel(design: Design, choice: LevelChoice): Built {
  let goal: GoalBulb[] | null;
  let scenarios: LevelScenario[] | null = null;
  try {
    // A scenario level has no goal of its own: each scenario carries one (docs/api.md "Scenario goals").
    if (design.scenarios) scenarios = deriveScenarios(design);
    goal = design.scenarios ? (scenarios ? [] : null) : deriveGoal(design);
  } catch (error) {
    return { ok: false, reason: `the solved circuit did not simulate (${String(error)})` };
  }
  if (!goal || (goal.length === 0 && !scenarios)) return { ok: false, reason: 'the solved circuit does not light its bulbs safely' };

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
    ...(scenarios ? { scenarios } : {}),
    metadata: { gridCol: design.cols, gridRow: design.rows },
    educationalMessages: { success: choice.success, failure: choice.failure },
    tags: [...new Set([...choice.extraTags, ...design.tags])].slice(0, 12),
  });
  if (!parsed.success) return { ok: false, reason: `the level does not parse (${parsed.error.issues[0]?.message ?? 'unknown'})` };
  const level = parsed.data;

  const puzzle = puzzleFromLevel(level);
  if (judgePuzzleGrid(puzzle, gridOf(design, start)).correct) {
    return { ok: false, reason: 'the level is already solved before the learner moves' };
  }
  const result = solveLevel(puzzle, { maxEvaluations: choice.maxEvaluations, preferStar: hasStar(design) });
  if (result.status !== 'solved') return { ok: false, reason: `the solver answered ${result.status}` };
  return { ok: true, level, solution: result, moved: movedPieces.length };
}
