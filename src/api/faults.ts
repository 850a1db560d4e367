// Fault finding (docs/api.md "Fault finding"): the served fault exercise, the meter's request and reply,
// and what a fault attempt answers. The fault itself (which piece, which kind) is never in any of these
// shapes: the server keeps it (src/content/schema.ts) and only judges the learner's suspect.
import { z } from 'zod';
import { namesPracticeSeed, practiceChapterSchema, practiceSeedSchema } from './practice-seed';

const indexSchema = z.number().int().min(0).max(99);
const ROW = 'must be a row number from 0 to 8.';
const COL = 'must be a column number from 0 to 8.';
/** One piece of the exercise's grid. */
export const faultCellSchema = z.strictObject({
  row: z.number({ error: ROW }).int(ROW).min(0, ROW).max(8, ROW),
  col: z.number({ error: COL }).int(COL).min(0, COL).max(8, COL),
});
export type FaultCell = z.infer<typeof faultCellSchema>;

/** POST /api/faults/measure for a course exercise. */
export const chapterMeasureSchema = z.strictObject({ chapter: indexSchema, level: indexSchema, exercise: indexSchema, cell: faultCellSchema });
/** POST /api/faults/measure for a project exercise. */
export const projectMeasureSchema = z.strictObject({
  project: z.string().min(1).max(64),
  level: indexSchema,
  exercise: indexSchema,
  cell: faultCellSchema,
});

/** POST /api/faults/measure for fault practice (docs/faults.md "Fault practice"): the chapter and the practice seed. */
export const practiceMeasureSchema = z.strictObject({ chapter: practiceChapterSchema, seed: practiceSeedSchema, cell: faultCellSchema });

/**
 * A project request when the body names `project`, a practice one when it names `seed`, else a chapter
 * request (so a strict failure names its field).
 */
export function measureRequestSchemaFor(body: unknown): typeof chapterMeasureSchema | typeof projectMeasureSchema | typeof practiceMeasureSchema {
  if (namesPracticeSeed(body)) return practiceMeasureSchema;
  return body !== null && typeof body === 'object' && 'project' in body ? projectMeasureSchema : chapterMeasureSchema;
}
export type MeasureRequest = z.infer<typeof chapterMeasureSchema> | z.infer<typeof projectMeasureSchema> | z.infer<typeof practiceMeasureSchema>;

/** The meter on one piece of the faulty circuit (src/engine/meter.ts rounding), and the count so far. */
export const measureResponseSchema = z.strictObject({
  /** Volts across the piece's two main terminals (magnitude, to 0.01 V). */
  voltage: z.number().min(0),
  /** Amps through the piece (magnitude, to 0.1 mA). */
  current: z.number().min(0),
  /** This learner's measurements on this exercise since their last attempt on it, this one included. */
  measurements: z.number().int().min(1),
});
export type MeasureResponse = z.infer<typeof measureResponseSchema>;

/** A fault attempt's answer (one of POST /api/attempts' `answer` forms): the piece the learner suspects. */
export const suspectAnswerSchema = z.strictObject({ suspect: faultCellSchema });

/** The fault attempt's extra response fields (src/api/attempts.ts attemptResponseSchema carries them). */
export const faultAttemptFields = {
  /** The fewest measurements that always isolate this exercise's fault (the star's bar). */
  fewestMeasurements: z.number().int().min(0).optional(),
  /** Measurements this attempt used (since the previous attempt on the exercise). */
  measurementsUsed: z.number().int().min(0).optional(),
};

/** The fault hint: the piece whose reading splits the remaining suspects best (docs/api.md "Hints"). */
export const measureHintSchema = z.strictObject({
  kind: z.literal('measure'),
  /** The piece to measure next, or null when the readings so far already point at one piece. */
  cell: faultCellSchema.nullable(),
  /** How many pieces could still be the faulty one, given the readings so far. */
  suspects: z.number().int().min(1),
  message: z.string(),
});
export type MeasureHint = z.infer<typeof measureHintSchema>;

/** A teacher's per-learner fields for a fault exercise (GET /api/classes/{id}/students/{userId}). */
export const faultWorkFields = {
  /** Measurements used by their right diagnosis (or last try when none is right yet); null: no try. */
  measurementsUsed: z.number().int().min(0).nullable().optional(),
  /** The exercise's fewest measurements (present on fault exercises only). */
  fewestMeasurements: z.number().int().min(0).optional(),
};
