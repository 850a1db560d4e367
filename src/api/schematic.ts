// Shapes of the schematic question game's routes (docs/api.md: GET /api/schematic/questions and
// POST /api/schematic/attempts). Strict: unknown fields are a 400. Answers are never served.
import { z } from 'zod';
import { SCHEMATIC_PART_TYPES } from '../schematic';

/** Limits that keep a forged body small; the largest bundled circuit has six parts. */
const MAX_PARTS = 40;
const MAX_LINES = 120;
const MAX_SEGMENTS = 24;
const coordinate = z.number().finite().min(-1000).max(1000);

export const schematicLevelIdSchema = z.enum(['standard', 'advanced']);
export type SchematicLevelId = z.infer<typeof schematicLevelIdSchema>;
export const schematicPartTypeSchema = z.enum(SCHEMATIC_PART_TYPES);
export const portIdSchema = z.enum(['input', 'output']);
const componentIdSchema = z.string().min(1).max(40);

export const schematicConnectionSchema = z.strictObject({
  portId: portIdSchema,
  connectedToComponentId: componentIdSchema,
  connectedToPortId: portIdSchema,
});

export const schematicComponentSchema = z.strictObject({
  id: componentIdSchema,
  type: schematicPartTypeSchema,
  value: z.number().finite().min(0).max(1e9),
  numberOfPorts: z.union([z.literal(1), z.literal(2)]),
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(100),
  rotation: z.number().finite().default(0),
  connections: z.array(schematicConnectionSchema).max(MAX_PARTS * 4),
});

const segmentSchema = z.strictObject({ x1: coordinate, y1: coordinate, x2: coordinate, y2: coordinate });
const portRefSchema = z.strictObject({ componentId: componentIdSchema, portId: portIdSchema });

export const schematicLineSchema = z.strictObject({
  id: z.string().min(1).max(40),
  x1: coordinate,
  y1: coordinate,
  x2: coordinate,
  y2: coordinate,
  segments: z.array(segmentSchema).max(MAX_SEGMENTS),
  from: portRefSchema,
  to: portRefSchema,
  label: z
    .strictObject({ id: z.string().max(60), text: z.string().max(60), position: z.strictObject({ x: coordinate, y: coordinate }) })
    .optional(),
});

/** A part in the question's toolbar. */
export const toolbarPartSchema = z.strictObject({
  id: z.string().min(1).max(40),
  type: schematicPartTypeSchema,
  value: z.number().finite().min(0),
});

/** A question as served: prompt and toolbar, never the accepted answers. */
export const schematicQuestionSchema = z.strictObject({
  levelId: schematicLevelIdSchema,
  index: z.number().int().min(0).max(4),
  prompt: z.string().min(1),
  /** The toolbar's part types in order (docs/api.md's shape). */
  components: z.array(schematicPartTypeSchema).min(1),
  /** The same toolbar with each part's id and value, which the screen needs to draw and label it. */
  parts: z.array(toolbarPartSchema).min(1),
});
export type SchematicQuestion = z.infer<typeof schematicQuestionSchema>;

export const schematicQuestionsResponseSchema = z.strictObject({
  standard: z.array(schematicQuestionSchema).length(5),
  advanced: z.array(schematicQuestionSchema).length(5),
});
export type SchematicQuestionsResponse = z.infer<typeof schematicQuestionsResponseSchema>;

export const schematicIndexSchema = z.number().int().min(0).max(4);
const schematicComponentsSchema = z.array(schematicComponentSchema).max(MAX_PARTS);
const schematicLinesSchema = z.array(schematicLineSchema).max(MAX_LINES);

/** The old form's body (an alias of POST /api/attempts with `where: {schematic, index}`). */
export const schematicAttemptRequestSchema = z.strictObject({
  levelId: schematicLevelIdSchema,
  index: schematicIndexSchema,
  components: schematicComponentsSchema,
  lines: schematicLinesSchema,
});
export type SchematicAttemptRequest = z.infer<typeof schematicAttemptRequestSchema>;

/** A schematic answer in POST /api/attempts: the built circuit. */
export const schematicAnswerSchema = z.strictObject({ components: schematicComponentsSchema, lines: schematicLinesSchema });
export type SchematicAnswer = z.infer<typeof schematicAnswerSchema>;

export const schematicAttemptResponseSchema = z.strictObject({
  correct: z.boolean(),
  message: z.string(),
  /** Only for a wrong answer: the discrepancy in a learner's words, shown below `message`. */
  explanation: z.string().optional(),
});
export type SchematicAttemptResponse = z.infer<typeof schematicAttemptResponseSchema>;
