// GET /api/course/map: what the learning map shows of the course, and no more — each chapter's title,
// description and board type, each level's title, and per exercise its type and whether it offers a
// star (docs/api.md "The course map"). About a tenth of GET /api/course, the same for every learner, so
// /learn's first paint waits for ~3 KB instead of the whole course (docs/performance.md).
import { z } from 'zod';
import { chapterSchema, exerciseSchema } from './exercise';

/** Every exercise type of the course's exercise schema, read from its union (so a new type is here too). */
const exerciseTypeSchema = z.enum(exerciseSchema.options.map((option) => option.shape.exerciseType.value));

export const mapExerciseSchema = z.strictObject({
  exerciseType: exerciseTypeSchema,
  /** A circuit with a star pre-placed or in its tray (learning/progress-rules.ts `offersStar`). */
  offersStar: z.boolean(),
});
export type MapExercise = z.infer<typeof mapExerciseSchema>;

export const mapLevelSchema = z.strictObject({ title: z.string(), exercises: z.array(mapExerciseSchema).min(1) });
export const mapChapterSchema = chapterSchema.extend({ levels: z.array(mapLevelSchema).min(1) });
export type MapChapter = z.infer<typeof mapChapterSchema>;

export const courseMapSchema = z.strictObject({ chapters: z.array(mapChapterSchema) });
export type CourseMap = z.infer<typeof courseMapSchema>;
