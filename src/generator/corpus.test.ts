// The generator held to the teacher's words: every goal of the corpus (corpus.ts) yields a proven level
// whose built circuit (the solver's answer applied to the start) shows every idea the goal names, except
// the few no level can show with today's parts, and those the notes name with a reason. "Understood"
// lists only what the level shows, and the difficulty tags spread across the corpus.
import { describe, expect, it } from 'vitest';
import { puzzleFromLevel } from '../puzzle/solver-puzzle';
import { judgePuzzleGrid, startGrid, solveLevel } from '../solver';
import { auditGoal } from './audit';
import { GOAL_CORPUS } from './corpus';

const sorted = (kinds: readonly string[]) => [...kinds].sort();

describe('the goal corpus', () => {
  it('holds at least 100 goals', () => {
    expect(GOAL_CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(GOAL_CORPUS.map((g) => g.goal)).size).toBe(GOAL_CORPUS.length);
  });

  it.each(GOAL_CORPUS.map((entry) => [entry.goal, entry] as const))('%j: every named idea is in the built circuit or named as left out', (_, entry) => {
    const audit = auditGoal(entry.goal);
    // The goal is read as a teacher meant it.
    expect(sorted(audit.asked)).toEqual(sorted(entry.ideas));
    expect(sorted(audit.leftOut)).toEqual(sorted(entry.leftOut ?? []));
    expect(audit.leftOutNamed).toBe(true);
    expect(audit.understoodHonest).toBe(true);
    if (entry.note) expect(audit.lesson.notes).toContain(entry.note);
    for (const part of entry.missing ?? []) expect(audit.lesson.notes).toContain(`Left out: ${part}, because ${part} is not a part yet.`);

    // Still a proven puzzle: not solved at the start, solved by the solver.
    const { level } = audit.lesson;
    const puzzle = puzzleFromLevel(level);
    expect(judgePuzzleGrid(puzzle, startGrid(puzzle)).correct).toBe(false);
    expect(solveLevel(puzzle).status).toBe('solved');
  });

  it('spreads the difficulty tags across the corpus', () => {
    const counts: Record<string, number> = {};
    for (const { goal } of GOAL_CORPUS) {
      const tag = auditGoal(goal).difficulty;
      counts[tag] = (counts[tag] ?? 0) + 1;
    }
    for (const tag of ['Beginner', 'Intermediate', 'Advanced']) expect(counts[tag] ?? 0).toBeGreaterThanOrEqual(GOAL_CORPUS.length / 10);
    expect(counts.none).toBeUndefined();
  });
});
