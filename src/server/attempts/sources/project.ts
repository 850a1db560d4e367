// The project source: `{project, level, exercise}`. Policy: no points; a project level is complete when
// its last exercise is solved; the daily streak and the classes' tries as in the course.
import type { ProjectWhere } from '../../../api/index';
import { findExercise } from '../../../content/index';
import { recordBundled, resolveBundled } from './bundled';
import type { PuzzleSource } from './source';

export const projectSource: PuzzleSource<ProjectWhere> = {
  resolve: resolveBundled,
  record: (where, verdict, context) => {
    // The level is complete when its last exercise is solved: there is no exercise after this one.
    const completesLevel = findExercise({ ...where, exercise: where.exercise + 1 }) === null;
    return recordBundled(where, { kind: 'project', ...where, completesLevel }, verdict, context);
  },
};
