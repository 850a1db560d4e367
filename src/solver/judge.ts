// Whether a grid passes, as cheaply as possible. Cheap necessary tests first (a battery; no dangling
// placed piece, which carries no current so the grid without it is searched anyway; every ON/DIM goal
// bulb on a battery path, the engine pre-check's rule). Then the circuit's fingerprint: each distinct
// circuit is simulated once. Only then the engine, with the goal check's verdict.
import {
  bulbGoals,
  checkReadings,
  judgeGrid,
  judgeScenarios,
  needsProbe,
  simulate,
  type GoalBulb,
  type GoalEntry,
  type Grid,
  type GridScenario,
  type SimulateOptions,
  type SimulationResult,
} from '../engine/index';
import { Fingerprint } from './signature';
import type { Part, SearchState } from './state';
import type { SolverPuzzle } from './types';

/** A capacitor grid's 10 s transient costs several DC solves (engine README: under 2 ms on 9×9). */
export const TRANSIENT_COST = 8;
/** Without a capacitor the window's end is its first instant: a short window, same verdict, less work. */
const SHORT_WINDOW_S = 0.1;
/** Engine work cap per simulation (≈ flops; a 9×9 transient needs far less): one bad grid cannot stall. */
export const MAX_WORK = 5e7;

function colour(type: string): string {
  return type.replace(/-straight$/, '');
}

/** engine/goal-check.ts's verdict without its failure texts: a goal passes if either bulb of its colour is placed and shows its status. */
export function goalMet(result: SimulationResult, goal: readonly GoalEntry[]): boolean {
  if (!checkReadings(result, goal).every((r) => r.met)) return false;
  return bulbGoals(goal).every((g) => {
    const states = Object.entries(result.bulbs).filter(([type]) => colour(type) === g.type).map(([, state]) => state);
    return states.includes(g.status);
  });
}

export type Verdict = 'skip' | 'over-budget' | { correct: boolean; star: boolean };

/**
 * A grid as the player's check judges it: the goal, or every scenario's goal under its inputs (a right
 * build collects the star in any scenario). The solver, its start check and its answer check use it.
 */
export function judgePuzzleGrid(puzzle: Pick<SolverPuzzle, 'goal' | 'scenarios' | 'tags'>, grid: Grid, options?: SimulateOptions): { correct: boolean; star: boolean } {
  if (!puzzle.scenarios) {
    const verdict = judgeGrid(grid, puzzle.goal, puzzle.tags, options);
    return { correct: verdict.correct, star: verdict.result.star };
  }
  const verdicts = judgeScenarios(grid, puzzle.scenarios, puzzle.tags, options);
  const correct = verdicts.every((v) => v.correct);
  return { correct, star: correct && verdicts.some((v) => v.result.star) };
}

export class Judge {
  private readonly lit: GoalBulb[];
  private readonly offColours: Set<string>;
  private readonly fingerprint: Fingerprint;
  /** Whether each circuit fingerprint passes the goal check. */
  private readonly verdicts = new Map<string, boolean>();
  /** Simulations run. */
  evaluations = 0;
  /** Budget used: simulations, a capacitor grid counting TRANSIENT_COST. */
  private spent = 0;

  constructor(
    private readonly state: SearchState,
    private readonly goal: readonly GoalEntry[],
    private readonly tags: readonly string[],
    private readonly maxEvaluations: number,
    private readonly wantStar: boolean,
    /** A scenario goal: each grid is judged under every scenario (judgePuzzleGrid). */
    private readonly scenarios?: readonly GridScenario[],
  ) {
    this.lit = bulbGoals(goal).filter((g) => g.status !== 'OFF');
    this.offColours = new Set(bulbGoals(goal).filter((g) => g.status === 'OFF').map((g) => g.type));
    this.fingerprint = new Fingerprint(state.board);
  }

  /** The present grid's verdict; 'skip' when it cannot pass or its circuit was already judged. */
  judge(): Verdict {
    const s = this.state;
    const b = s.board;
    // Without a battery nothing lights: such a grid can pass only a goal of lights that are all OFF (and placed).
    if (s.battery < 0 && this.lit.length > 0) return 'skip';
    for (const i of s.order) {
      if (b.degree(i) <= 1 && !this.usefulLeaf(i)) return 'skip';
    }
    const batteryPins = s.battery < 0 ? [] : (s.parts[s.battery] as Part).pins;
    const bulbs = this.bulbCells();
    for (const goal of this.lit) {
      const onPath = bulbs.some((i) => (s.parts[i] as Part).colour === goal.type && b.bulbOnPath(s.battery, batteryPins, i, (s.parts[i] as Part).pins));
      if (!onPath) return 'skip';
    }
    const key = this.fingerprint.of(s.parts, s.battery);
    const known = this.verdicts.get(key);
    // The star's current depends on where it sits, not only on the circuit: a passing circuit is
    // simulated again where a star might be collected.
    if (known === false || (known === true && !(this.wantStar && s.count('star') > 0))) return 'skip';
    const transient = s.count('capacitor') > 0;
    const cost = (transient ? TRANSIENT_COST : 1) * (this.scenarios?.length ?? 1);
    if (this.spent + cost > this.maxEvaluations) return 'over-budget';
    this.spent += cost;
    this.evaluations++;
    let verdict = { correct: false, star: false };
    try {
      verdict = this.scenarios ? judgePuzzleGrid({ goal: [...this.goal], scenarios: [...this.scenarios], tags: [...this.tags] }, s.grid(), { maxWork: MAX_WORK, explain: false }) : this.judgeGoal(transient);
    } catch {
      // A grid the engine cannot solve (non-convergence) is one the player could not pass either.
    }
    this.verdicts.set(key, verdict.correct);
    return verdict;
  }

  /** The present grid against the one goal: a short window first when nothing changes over time. */
  private judgeGoal(transient: boolean): { correct: boolean; star: boolean } {
    const grid = this.state.grid();
    const probe = needsProbe(this.goal);
    const result = simulate(transient ? { grid, probe } : { grid, probe, duration: SHORT_WINDOW_S }, { maxWork: MAX_WORK, explain: false });
    const verdict = { correct: goalMet(result, this.goal), star: result.star };
    // A solution is confirmed exactly as the player's check judges it: full window, checkGoal.
    if (!verdict.correct || transient) return verdict;
    const full = judgeGrid(grid, this.goal, this.tags, { maxWork: MAX_WORK, explain: false });
    return { correct: full.correct, star: full.result.star };
  }

  /**
   * A dangling placed bulb carries no current, yet it can matter: a colour whose goal is OFF needs a bulb
   * of it on the grid, and the goal check accepts either bulb of the colour showing OFF.
   */
  usefulLeaf(i: number): boolean {
    const c = (this.state.parts[i] as Part).colour;
    return c !== '' && this.offColours.has(c);
  }

  private bulbCells(): number[] {
    const s = this.state;
    const cells = s.fixedBulbs.slice();
    for (const i of s.order) if ((s.parts[i] as Part).colour !== '') cells.push(i);
    return cells;
  }
}
