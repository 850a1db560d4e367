// Authoring schemas of the bundled course: the public exercise shapes (src/api/exercise.ts) plus what
// only the server may know — each circuit exercise's reference solution and each quiz's right answer.
import { z } from 'zod';
import {
  chapterSchema,
  circuitExerciseSchema,
  componentTypeSchema,
  infoExerciseSchema,
  multipleChoiceExerciseSchema,
  rotationSchema,
} from '../api/exercise';

/** One piece the reference solution drags onto a free cell. */
export const placementSchema = z.strictObject({
  type: componentTypeSchema,
  row: z.number().int().min(0).max(8),
  col: z.number().int().min(0).max(8),
  rotation: rotationSchema,
  isOn: z.boolean().optional(),
  resistanceValue: z.number().positive().optional(),
});
export type Placement = z.infer<typeof placementSchema>;

/** A tap on a pre-placed switch (the only change a learner may make to a pre-placed piece). */
export const toggleSchema = z.strictObject({
  row: z.number().int().min(0).max(8),
  col: z.number().int().min(0).max(8),
  isOn: z.boolean(),
});

export const solutionSchema = z.strictObject({
  place: z.array(placementSchema),
  toggle: z.array(toggleSchema).optional(),
});
export type Solution = z.infer<typeof solutionSchema>;

export const authoringCircuitExerciseSchema = circuitExerciseSchema.extend({
  /** Reference solution: passes the goal check (content:check proves it with the engine). */
  solution: solutionSchema,
  /** A build that also collects the star, when `solution` does not. */
  starSolution: solutionSchema.optional(),
  /** Whether the exercise has a star at all (pre-placed or in the inventory) is read from the data. */
});
export type AuthoringCircuitExercise = z.infer<typeof authoringCircuitExerciseSchema>;

export const authoringMultipleChoiceExerciseSchema = multipleChoiceExerciseSchema.extend({
  correctOptionIndex: z.number().int().min(0),
});
export type AuthoringMultipleChoiceExercise = z.infer<typeof authoringMultipleChoiceExerciseSchema>;

export const authoringExerciseSchema = z.discriminatedUnion('exerciseType', [
  authoringCircuitExerciseSchema,
  authoringMultipleChoiceExerciseSchema,
  infoExerciseSchema,
]);
export type AuthoringExercise = z.infer<typeof authoringExerciseSchema>;

export const authoringLevelSchema = z.strictObject({
  title: z.string().min(1),
  exercises: z.array(authoringExerciseSchema).min(1),
});
export type AuthoringLevel = z.infer<typeof authoringLevelSchema>;

export const authoringChapterSchema = chapterSchema.extend({ levels: z.array(authoringLevelSchema).min(1) });
export type AuthoringChapter = z.infer<typeof authoringChapterSchema>;

export const authoringCourseSchema = z.strictObject({ chapters: z.array(authoringChapterSchema) });
export type AuthoringCourse = z.infer<typeof authoringCourseSchema>;
