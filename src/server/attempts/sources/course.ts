// The course source: `{chapter, level, exercise}`. Policy: points (completion, the star's bonus, a
// quiz's first answer), the star, the daily streak and the classes' tries.
import type { CourseWhere } from '../../../api/index';
import { recordBundled, resolveBundled } from './bundled';
import type { PuzzleSource } from './source';

export const courseSource: PuzzleSource<CourseWhere> = {
  resolve: resolveBundled,
  record: (where, verdict, context) => recordBundled(where, { kind: 'chapter', ...where }, verdict, context),
};
