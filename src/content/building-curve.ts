// The building curve (docs/course.md): how many pieces the learner places per circuit puzzle, i.e. the
// pieces of the reference solution beyond the pre-placed ones, averaged per chapter. Later chapters
// ask for more building, not less: `curveDips` is the rule the content check enforces.
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

/**
 * The chapters (in course order) whose average falls below that of the last chapter before them with
 * circuit puzzles; a chapter without any (fault finding) is skipped, not counted as 0. The exact
 * averages are compared, so 3.25 after 3.3 is a dip even though both print as "3.3". One sentence per dip.
 */
export function curveDips(chapters: BuildingFigure[]): string[] {
  const dips: string[] = [];
  let before: BuildingFigure | undefined;
  for (const chapter of chapters) {
    if (chapter.puzzles === 0) continue;
    if (before && chapter.average < before.average - 1e-9) {
      dips.push(
        `the building curve dips: ${chapter.name} places ${chapter.average.toFixed(2)} pieces per circuit puzzle, ` +
          `fewer than ${before.name} before it (${before.average.toFixed(2)}); later chapters must ask for as much building or more`,
      );
    }
    before = chapter;
  }
  return dips;
}
