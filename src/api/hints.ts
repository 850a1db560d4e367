// POST /api/hints: the hint ladder's last rung for a chapter or project exercise — one correct piece,
// found by the solver from the learner's grid (docs/explanations.md). The server records the use, and a
// chapter exercise whose piece hint was used no longer earns its star. Shared by the server and the page.
import { z } from 'zod';
import { PIECE_STATE_FIELDS, PIECE_VALUE_FIELDS } from '../engine/index';
import { componentTypeSchema, rotationSchema } from './exercise';
import { attemptGridSchema } from './attempts';
import { measureHintSchema } from './faults';
import { namesPracticeSeed, practiceChapterSchema, practiceSeedSchema } from './practice-seed';

const indexSchema = z.number().int().min(0).max(99);

// `grid` is the learner's grid on a circuit exercise (required there); a fault exercise's hint needs none.
export const chapterHintSchema = z.strictObject({ chapter: indexSchema, level: indexSchema, exercise: indexSchema, grid: attemptGridSchema.optional() });
export const projectHintSchema = z.strictObject({
  project: z.string().min(1).max(64),
  level: indexSchema,
  exercise: indexSchema,
  grid: attemptGridSchema.optional(),
});

/** Fault practice's hint (docs/faults.md "Fault practice"): the chapter and the practice seed. */
export const practiceHintSchema = z.strictObject({ chapter: practiceChapterSchema, seed: practiceSeedSchema });

/** A project hint when the body names `project`, a practice one when it names `seed`, else a chapter hint (so a strict failure names its field). */
export function hintRequestSchemaFor(body: unknown): typeof chapterHintSchema | typeof projectHintSchema | typeof practiceHintSchema {
  if (namesPracticeSeed(body)) return practiceHintSchema;
  return body !== null && typeof body === 'object' && 'project' in body ? projectHintSchema : chapterHintSchema;
}
export type HintRequest = z.infer<typeof chapterHintSchema> | z.infer<typeof projectHintSchema> | z.infer<typeof practiceHintSchema>;

const placementSchema = z.object({
  row: z.number().int(),
  col: z.number().int(),
  type: componentTypeSchema,
  rotation: rotationSchema,
  ...PIECE_VALUE_FIELDS,
});

export const pieceHintSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('place'), placement: placementSchema }),
  // the switch's state in its own field ({ row, col, isOn }: src/solver/types.ts Toggle)
  z.object({ kind: z.literal('toggle'), toggle: z.object({ row: z.number().int(), col: z.number().int(), ...PIECE_STATE_FIELDS }) }),
  z.object({ kind: z.literal('none') }),
  measureHintSchema,
]);

export const hintResponseSchema = z.object({
  hint: pieceHintSchema,
  /** The star can no longer be earned on this exercise (chapter exercises; projects have no star). */
  starForfeited: z.boolean(),
});
export type HintResponse = z.infer<typeof hintResponseSchema>;
