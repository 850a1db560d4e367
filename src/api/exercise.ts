// Public exercise shapes (api.md "Shapes the routes above leave open"), served by /api/course and
// /api/projects/{code}. Never carries reference solutions or correctOptionIndex: the server judges.
import { z } from 'zod';
import { BULB_TYPES, COMPONENT_TYPES } from '../engine/types';

export const rotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
export const componentTypeSchema = z.enum(COMPONENT_TYPES);
export const goalBulbTypeSchema = z.enum(['red-bulb', 'yellow-bulb', 'green-bulb']);
export const bulbTypeSchema = z.enum(BULB_TYPES);

/** A piece the exercise puts on the grid before the learner starts; it cannot be moved or rotated. */
export const prePlacedComponentSchema = z.strictObject({
  type: componentTypeSchema,
  row: z.number().int().min(0).max(8),
  col: z.number().int().min(0).max(8),
  rotation: rotationSchema,
  isOn: z.boolean().optional(),
  resistanceValue: z.number().positive().optional(),
  capacitance: z.union([z.string(), z.number()]).optional(),
});
export type PrePlacedComponent = z.infer<typeof prePlacedComponentSchema>;

/** A tray item (spec: draggableItems): how many of one piece the learner may place. */
export const inventoryItemSchema = z.strictObject({
  type: componentTypeSchema,
  count: z.number().int().min(1).max(3),
  rotation: rotationSchema.optional(),
  resistanceValue: z.number().positive().optional(),
  capacitance: z.union([z.string(), z.number()]).optional(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const goalSchema = z.strictObject({
  type: goalBulbTypeSchema,
  status: z.enum(['ON', 'OFF', 'DIM']),
});

/** A measurement goal (docs/course.md): the probe's reading, amps or volts, at the end of the window. */
export const probeGoalSchema = z
  .strictObject({
    probe: z.enum(['current', 'voltage']),
    min: z.number().min(0),
    max: z.number().positive(),
  })
  .refine((g) => g.min < g.max, { message: 'min must be below max', path: ['max'] });

/** A circuit exercise's goal entry: a bulb's status or a probe reading. */
export const goalEntrySchema = z.union([goalSchema, probeGoalSchema]);

const cellRefSchema = z.strictObject({ rowIndex: z.number().int().min(0), colIndex: z.number().int().min(0) });
export const tipSchema = z.strictObject({
  message: z.string(),
  actions: z.strictObject({
    drag: z.boolean().optional(),
    rotation: z.array(cellRefSchema).optional(),
    tap: z.array(cellRefSchema).optional(),
  }),
});
export type Tip = z.infer<typeof tipSchema>;

export const circuitExerciseSchema = z.strictObject({
  exerciseType: z.literal('circuit'),
  title: z.string(),
  description: z.string(),
  gridSize: z.strictObject({ rows: z.number().int().min(1).max(9), cols: z.number().int().min(1).max(9) }),
  prePlacedComponents: z.array(prePlacedComponentSchema),
  inventory: z.array(inventoryItemSchema),
  goal: z.array(goalEntrySchema).min(1),
  successMessage: z.string(),
  failureMessage: z.string(),
  tags: z.array(z.string()),
  metadata: z.strictObject({
    gridCol: z.number().int().min(1).max(9),
    gridRow: z.number().int().min(1).max(9),
    hideSchematicToggle: z.boolean().optional(),
  }),
  tip: tipSchema.optional(),
});
export type CircuitExercise = z.infer<typeof circuitExerciseSchema>;

export const multipleChoiceExerciseSchema = z.strictObject({
  exerciseType: z.literal('multiple-choice'),
  title: z.string(),
  /** Exercise tag style shown as a label: Quiz, Build, Observation or Info (spec section 9). */
  tag: z.string().optional(),
  question: z.string(),
  /** 'text': options are sentences; 'icon': options are component type ids drawn as icons. */
  answerType: z.enum(['text', 'icon']),
  /** Icon options drawn as bare schematic symbols, with no name: the question tests reading symbols. */
  symbols: z.boolean().optional(),
  options: z.array(z.string()).min(2),
  supportingIcon: componentTypeSchema.optional(),
  supportingImage: z.string().optional(),
  supportingCircuit: z.array(prePlacedComponentSchema).optional(),
  successMessage: z.string(),
  failureMessage: z.string(),
  tip: tipSchema.optional(),
});
export type MultipleChoiceExercise = z.infer<typeof multipleChoiceExerciseSchema>;

export const infoExerciseSchema = z.strictObject({
  exerciseType: z.literal('info'),
  title: z.string(),
  tag: z.string().optional(),
  /** Markdown-ish text: line breaks, {componentName} inline icons and a {probe-current} placeholder. */
  content: z.string(),
  /** Image, GIF or video URL (both video-site URL forms embed; anything else shows as an image). */
  media: z.string().optional(),
});
export type InfoExercise = z.infer<typeof infoExerciseSchema>;

export const exerciseSchema = z.discriminatedUnion('exerciseType', [
  circuitExerciseSchema,
  multipleChoiceExerciseSchema,
  infoExerciseSchema,
]);
export type Exercise = z.infer<typeof exerciseSchema>;

export const levelSchema = z.strictObject({ title: z.string(), exercises: z.array(exerciseSchema).min(1) });
export const chapterSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  type: z.enum(['beginner', 'advanced']),
  levels: z.array(levelSchema).min(1),
});
export type Chapter = z.infer<typeof chapterSchema>;
export const courseResponseSchema = z.strictObject({ chapters: z.array(chapterSchema) });
export type CourseResponse = z.infer<typeof courseResponseSchema>;

export const projectSchema = z.strictObject({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  levels: z.array(levelSchema).min(1),
});
export type Project = z.infer<typeof projectSchema>;
