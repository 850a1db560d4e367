// The bundled course and projects as they may leave the server (GET /api/course, GET /api/projects/{code}):
// every exercise through its kind's public view (attempts/kinds/index.ts), quiz options in the
// learner's order, and the whole validated against the public schema (strict, so a leaked field fails loudly).
import { courseResponseSchema, projectSchema, type CourseResponse, type Project } from '../../api/index';
import { course, projects, type AuthoringLevel } from '../../content/index';
import { placeOf, VISITOR_SEED } from '../../learning/index';
import { publicExercise } from '../attempts/kinds/index';

function publicLevels(levels: AuthoringLevel[], seed: string, where: { chapter: number } | { project: string }) {
  return levels.map((level, l) => ({
    title: level.title,
    exercises: level.exercises.map((exercise, e) => publicExercise(exercise, { seed, place: placeOf({ ...where, level: l, exercise: e }) })),
  }));
}

/** GET /api/course. `seed` is the learner's user id: quiz options come in that learner's order (visitors share one order). */
export function publicCourse(seed: string = VISITOR_SEED): CourseResponse {
  return courseResponseSchema.parse({
    chapters: course.chapters.map((chapter, c) => ({
      title: chapter.title,
      description: chapter.description,
      type: chapter.type,
      levels: publicLevels(chapter.levels, seed, { chapter: c }),
    })),
  });
}

/** GET /api/projects/{code}: null for an unknown code; quiz options in the order for `seed`, as in publicCourse. */
export function publicProject(code: string, seed: string = VISITOR_SEED): Project | null {
  const project = Object.hasOwn(projects, code) ? projects[code] : undefined;
  if (!project) return null;
  return projectSchema.parse({ ...project, levels: publicLevels(project.levels, seed, { project: code }) });
}
