// GET /api/course/map (docs/api.md "The course map"): the course as the learning map shows it, built
// once from the public course. It names no answers (only titles, types and whether a star is offered)
// and is the same for every learner, so it carries an ETag and revalidates instead of being re-sent.
import { createHash } from 'node:crypto';
import { courseMapSchema, type CourseMap } from '../../api/course-map';
import { offersStar } from '../../learning/index';
import { publicCourse } from './public-course';

let built: { map: CourseMap; json: string; etag: string } | null = null;

/** The course map, its JSON and its ETag (built on first use; the course only changes with a release). */
export function courseMap(): { map: CourseMap; json: string; etag: string } {
  if (built) return built;
  const map = courseMapSchema.parse({
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
  built = { map, json, etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"` };
  return built;
}
