// A generated level's difficulty from the level itself (docs/architecture.md "Lesson generator"): what
// the learner must do to solve it, not what the goal said. The goal's "easy" and "hard" move it only
// through what they change (fewer or more pieces to place, tempting extras in the tray).
import type { LevelInput } from '../api/index';
import type { SolverResult } from '../solver';

export type DifficultyTag = 'Beginner' | 'Intermediate' | 'Advanced';

const POLARISED = /^(diode|mosfet|\w+-led|battery)$/;

export interface DifficultyInput {
  level: Pick<LevelInput, 'draggableItems'>;
  solution: Extract<SolverResult, { status: 'solved' }>;
  /** Parallel branches of the circuit (1 for one loop). */
  branches: number;
}

/**
 * Points: 1 per piece to place, per part that must face one way, per extra branch and per switch to set;
 * 2 per tempting extra in the tray (the learner must tell the right part from the wrong one).
 */
export function difficultyScore({ level, solution, branches }: DifficultyInput): number {
  const placed = solution.placements.length;
  const turned = solution.placements.filter((p) => POLARISED.test(p.type)).length;
  const trayTotal = level.draggableItems.reduce((n, item) => n + item.itemCount, 0);
  const distractors = Math.max(0, trayTotal - placed);
  return placed + turned + Math.max(0, branches - 1) + solution.toggles.length + 2 * distractors;
}

export function difficultyOf(input: DifficultyInput): DifficultyTag {
  const score = difficultyScore(input);
  return score <= 2 ? 'Beginner' : score <= 4 ? 'Intermediate' : 'Advanced';
}
