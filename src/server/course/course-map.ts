// GET /api/course/map (docs/api.md "The course map"): the course as the learning map shows it, built
// once from the public course. It names no answers (only titles, types and whether a star is offered)
// and is the same for every learner, so it carries an ETag and revalidates instead of being re-sent.
import { courseMapSchema, type CourseMap } from '../../api/index';
import { offersStar } from '../../learning/index';
import { etagOf } from '../etag';
import { publicCourse } from './public-course';

let built: { json: string; etag: string } | null = null;

/** The course map's JSON and its ETag (built on first use; the course only changes with a release). */
export function courseMap(): { json: string; etag: string } {
  if (built) return built;
  const map: CourseMap = courseMapSchema.parse({
    chapters: publicCourse().chapters.map((chapter) => ({
      title: chapter.title,
      description: chapter.description,
      type: chapter.type,
      levels: chapter.levels.map((level) => ({
        title: level.title,
        exercises: level.exercises.map((exercise) => ({ exerciseType: exercise.exerciseType, offersStar: offersStar(exercise) })),
      })),
    })),
  });
  const json = JSON.stringify(map);
  built = { json, etag: etagOf(json) };
  return built;
}
