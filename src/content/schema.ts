// Authoring schemas of the bundled course: the public exercise shapes (src/api/exercise.ts) plus what
// only the server may know — each circuit exercise's reference solution and each quiz's right answer.
import { z } from 'zod';
import { LIGHT_TYPES } from '../engine/index';
import { ideaIdSchema } from './ideas';
import { solutionSchema } from '../puzzle/index';
import {
  chapterSchema,
  circuitExerciseSchema,
  faultExerciseSchema,
  infoExerciseSchema,
  multipleChoiceExerciseSchema,
} from '../api/index';

/**
 * A number a text teaches, tied to the circuit it describes (taught-numbers.ts checks it with the engine):
 * `map` is a layout picture (layout.ts; its '?' pieces placed), else the exercise's own solved grid.
 */
export const taughtNumberSchema = z.strictObject({
  says: z.string(),
  map: z.string().optional(),
  /** Read at this time (seconds) instead of the end of the window. */
  at: z.number().min(0).optional(),
  /** The board's light level (lux) for a light sensor in the circuit; the engine's default otherwise. */
  light: z.number().min(1).max(100000).optional(),
  read: z.union([
    // 'premise': a question's given ("charged to 1 V"); 'distractor': a wrong option's number;
    // 'power': the voltage probes' reading × the current probe's (P = V × I); 'battery-power': the
    // battery's 9 V × the current probe's reading (what the battery delivers)
    // 'resistance': the voltage probes' reading ÷ the current probe's (R = V ÷ I of the part between them)
    z.enum(['current', 'voltage', 'total-resistance', 'resistance', 'premise', 'distractor', 'power', 'battery-power']),
    z.strictObject({ bulb: z.enum(LIGHT_TYPES) }),
    z.strictObject({ event: z.enum(LIGHT_TYPES), state: z.enum(['ON', 'DIM', 'OFF', 'EXPLODED']) }),
    z.strictObject({ reaches: z.number() }),
    // hours a battery of this many mAh lasts at the current probe's reading (mAh ÷ mA)
    z.strictObject({ lasts: z.number().positive() }),
  ]),
});
export type TaughtNumber = z.infer<typeof taughtNumberSchema>;
/**
 * Server-only annotations every exercise may carry: the numbers its texts teach, and the ideas
 * (ideas.ts) it teaches and uses; idea-order.ts checks that each used idea was taught earlier.
 */
const numbers = {
  numbers: z.array(taughtNumberSchema).optional(),
  teaches: z.array(ideaIdSchema).optional(),
  uses: z.array(ideaIdSchema).optional(),
};

export const authoringCircuitExerciseSchema = circuitExerciseSchema.extend({
  ...numbers,
  /** Reference solution: passes the goal check (content:check proves it with the engine). */
  solution: solutionSchema,
  /** A build that also collects the star, when `solution` does not. */
  starSolution: solutionSchema.optional(),
  /** Cells of the solution the task calls optional: the goal proofs (goal-proofs.ts) may not need them. */
  optionalPieces: z.array(z.strictObject({ row: z.number().int().min(0), col: z.number().int().min(0) })).optional(),
  /** The task says any of the tray's values will do: the goal proofs swap no values. */
  anyValue: z.literal(true).optional(),
  /** Whether the exercise has a star at all (pre-placed or in the inventory) is read from the data. */
});
export type AuthoringCircuitExercise = z.infer<typeof authoringCircuitExerciseSchema>;

export const authoringMultipleChoiceExerciseSchema = multipleChoiceExerciseSchema.extend({
  ...numbers,
  correctOptionIndex: z.number().int().min(0),
});
export type AuthoringMultipleChoiceExercise = z.infer<typeof authoringMultipleChoiceExerciseSchema>;

export const authoringInfoExerciseSchema = infoExerciseSchema.extend(numbers);
export type AuthoringInfoExercise = z.infer<typeof authoringInfoExerciseSchema>;

/** The hidden fault (docs/faults.md): only the server knows it; `value` is a resistor's real ohms. */
export const faultSpecSchema = z
  .strictObject({
    row: z.number().int().min(0).max(8),
    col: z.number().int().min(0).max(8),
    kind: z.enum(['open', 'short', 'flat', 'value']),
    faultValue: z.number().positive().optional(),
  })
  .refine((f) => (f.kind === 'value') === (f.faultValue !== undefined), { message: 'faultValue goes with kind value, and only there', path: ['faultValue'] });

export const authoringFaultExerciseSchema = faultExerciseSchema.extend({ ...numbers, fault: faultSpecSchema, successMessage: z.string(), failureMessage: z.string() });
export type AuthoringFaultExercise = z.infer<typeof authoringFaultExerciseSchema>;

export const authoringExerciseSchema = z.discriminatedUnion('exerciseType', [
  authoringCircuitExerciseSchema,
  authoringMultipleChoiceExerciseSchema,
  authoringInfoExerciseSchema,
  authoringFaultExerciseSchema,
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
