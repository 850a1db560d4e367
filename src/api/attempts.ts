// POST /api/attempts (docs/api.md "Attempts"): where the exercise is and the learner's answer, and the
// server's verdict. The only way progress and points change; the server re-checks every answer.
import { z } from 'zod';
import { LIGHT_TYPES, PIECE_VALUE_FIELDS } from '../engine/index';
import { componentTypeSchema, rotationSchema } from './exercise';
import { faultAttemptFields, suspectAnswerSchema } from './faults';
import { practiceChapterSchema, practiceSeedSchema } from './practice-seed';
import { schematicIndexSchema, schematicLevelIdSchema } from './schematic';

/** One grid cell as the docs/engine.md sends it; `connections` from old clients is accepted and ignored. */
export const attemptCellSchema = z.strictObject({
  type: componentTypeSchema,
  rotation: rotationSchema,
  ...PIECE_VALUE_FIELDS,
  connections: z.unknown().optional(),
});

/** rows × columns, 1 to 9 each (docs/engine.md); `null` is an empty cell. */
export const attemptGridSchema = z.array(z.array(attemptCellSchema.nullable()).min(1).max(9)).min(1).max(9);

export const attemptAnswerSchema = z.union([
  z.strictObject({ grid: attemptGridSchema }),
  z.strictObject({ option: z.number().int().min(0).max(99) }),
  z.strictObject({ viewed: z.literal(true) }),
  suspectAnswerSchema,
]);
export type AttemptAnswer = z.infer<typeof attemptAnswerSchema>;

const indexSchema = z.number().int().min(0).max(99);

export const chapterAttemptSchema = z.strictObject({
  chapter: indexSchema,
  level: indexSchema,
  exercise: indexSchema,
  answer: attemptAnswerSchema,
});

export const projectAttemptSchema = z.strictObject({
  project: z.string().min(1).max(64),
  level: indexSchema,
  exercise: indexSchema,
  answer: attemptAnswerSchema,
});

/** A community level (docs/api.md "Levels"): the server judges the grid and records completion, no points. */
export const communityAttemptSchema = z.strictObject({
  levelId: z.uuid('levelId must be a community level id.'),
  answer: z.strictObject({ grid: attemptGridSchema }),
});

/**
 * The schema for a request body: a community attempt when it names `levelId`; a project attempt when it names `project`, else a chapter attempt.
 * Choosing first (instead of a union) lets a strict-schema failure name the offending field, e.g.
 * an unknown `userId`, rather than "no union member matched".
 */
export function attemptRequestSchemaFor(
  body: unknown,
): typeof chapterAttemptSchema | typeof projectAttemptSchema | typeof communityAttemptSchema {
  if (body !== null && typeof body === 'object' && 'levelId' in body) return communityAttemptSchema;
  return body !== null && typeof body === 'object' && 'project' in body ? projectAttemptSchema : chapterAttemptSchema;
}
export type AttemptRequest = z.infer<typeof chapterAttemptSchema> | z.infer<typeof projectAttemptSchema>;
export type CommunityAttemptRequest = z.infer<typeof communityAttemptSchema>;

/** `where` (docs/api.md "Attempts"): an exercise of the course, of a project, a community level, a practice seed, a schematic question. */
export const courseWhereSchema = z.strictObject({ chapter: indexSchema, level: indexSchema, exercise: indexSchema });
export const projectWhereSchema = z.strictObject({ project: z.string().min(1).max(64), level: indexSchema, exercise: indexSchema });
export const communityWhereSchema = z.strictObject({ levelId: z.uuid('levelId must be a community level id.') });
/** `practice` is the chapter number, as GET /api/practice/{chapter} takes it. */
export const practiceWhereSchema = z.strictObject({ practice: practiceChapterSchema, seed: practiceSeedSchema });
export const schematicWhereSchema = z.strictObject({ schematic: schematicLevelIdSchema, index: schematicIndexSchema });

export type CourseWhere = z.infer<typeof courseWhereSchema>;
export type ProjectWhere = z.infer<typeof projectWhereSchema>;
export type CommunityWhere = z.infer<typeof communityWhereSchema>;
export type PracticeWhere = z.infer<typeof practiceWhereSchema>;
export type SchematicWhere = z.infer<typeof schematicWhereSchema>;
export type AttemptWhere = CourseWhere | ProjectWhere | CommunityWhere | PracticeWhere | SchematicWhere;

/** The schema of a `where`, chosen by the key that names its source (course when none does), so a failure names the field. */
export function whereSchemaFor(where: unknown) {
  const has = (key: string) => where !== null && typeof where === 'object' && key in where;
  if (has('levelId')) return communityWhereSchema;
  if (has('practice')) return practiceWhereSchema;
  if (has('schematic')) return schematicWhereSchema;
  return has('project') ? projectWhereSchema : courseWhereSchema;
}

/** The answer is an object; its shape is the exercise kind's to check (answer.grid, answer.option, …). */
const answerObjectSchema = z.record(z.string(), z.unknown());

/** `{where, answer}`: the one form of POST /api/attempts (the flat bodies above are its old aliases). */
export function whereAttemptSchemaFor(body: unknown) {
  const where = body !== null && typeof body === 'object' && 'where' in body ? body.where : undefined;
  return z.strictObject({ where: whereSchemaFor(where), answer: answerObjectSchema });
}
export interface WhereAttemptRequest {
  where: AttemptWhere;
  answer: Record<string, unknown>;
}

/** The body is the `{where, answer}` form (the old flat bodies never name `where`). */
export function namesWhere(body: unknown): boolean {
  return body !== null && typeof body === 'object' && 'where' in body;
}

export const attemptResponseSchema = z.strictObject({
  /** This attempt's verdict. */
  correct: z.boolean(),
  /** The exercise is recorded as completed (now or by an earlier attempt). */
  completed: z.boolean(),
  /** This attempt reached the star (circuit exercises; only with a correct answer). */
  starAchieved: z.boolean(),
  /** Points this attempt added: 0, 5, 10 or 15; never twice for the same exercise. */
  pointsAwarded: z.number().int().min(0),
  /** The learner's points after this attempt. */
  points: z.number().int().min(0),
  /**
   * The version of that total (the live points events' `version`): the page keeps whichever of this
   * reply and a points event is newer, so a late event never overwrites a newer total.
   */
  pointsVersion: z.number().int().min(0),
  /** Circuit exercises: each bulb's state at the end of the simulation window. */
  bulbs: z.partialRecord(z.enum(LIGHT_TYPES), z.enum(['ON', 'DIM', 'OFF', 'EXPLODED'])).optional(),
  feedback: z.strictObject({
    title: z.string(),
    message: z.string(),
    details: z.array(z.string()),
  }),
  /** Scenario exercises (docs/api.md "Scenario goals"): each scenario's verdict and, when not met, why. */
  scenarios: z.array(z.strictObject({ label: z.string(), correct: z.boolean(), details: z.array(z.string()) })).optional(),
  /** Fault exercises (src/api/faults.ts): the star's bar and the measurements this attempt used. */
  ...faultAttemptFields,
});
export type AttemptResponse = z.infer<typeof attemptResponseSchema>;
