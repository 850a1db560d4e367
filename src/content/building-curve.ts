// The building curve (docs/course.md): how many pieces the learner places per circuit puzzle, i.e. the
// pieces of the reference solution beyond the pre-placed ones, averaged per chapter. Later chapters
// should ask for more building, not less.
import type { AuthoringLevel } from './schema';

export interface BuildingFigure {
  name: string;
  puzzles: number;
  /** Average pieces placed per circuit puzzle (0 when the chapter has none). */
  average: number;
}

export function piecesPlaced(name: string, levels: AuthoringLevel[]): BuildingFigure {
  const placed = levels.flatMap((level) => level.exercises.flatMap((e) => (e.exerciseType === 'circuit' ? [e.solution.place.length] : [])));
  return { name, puzzles: placed.length, average: placed.length === 0 ? 0 : placed.reduce((a, b) => a + b, 0) / placed.length };
}

/** "chapter 1: 3.3 pieces placed per circuit puzzle (10 puzzles)", one line per chapter or project. */
export function formatBuildingCurve(figures: BuildingFigure[]): string {
  return figures
    .map((f) => (f.puzzles === 0 ? `  ${f.name}: no circuit puzzles (nothing to build)` : `  ${f.name}: ${f.average.toFixed(1)} pieces placed per circuit puzzle (${f.puzzles} puzzles)`))
    .join('\n');
}
