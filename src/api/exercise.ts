// Public exercise shapes (docs/api.md, "Shapes"), served by /api/course and /api/projects/{code}.
// Never carries reference solutions or correctOptionIndex: the server judges. The one vocabulary of
// pieces: a placed piece (prePlacedComponentSchema) and a tray item (inventoryItemSchema); a piece's
// values take their schema (form, limits) from the catalogue.
import { z } from 'zod';
import {
  COMPONENT_TYPES,
  GOAL_LIGHT_TYPES,
  LIGHT_TYPES,
  PIECE_VALUE_FIELDS,
  SCENARIO_INPUT_SCHEMAS,
  type ScenarioInputs,
} from '../engine/index';

export const rotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
export const componentTypeSchema = z.enum(COMPONENT_TYPES);
export const goalBulbTypeSchema = z.enum(GOAL_LIGHT_TYPES);

/** What a piece is, wherever it is: type, and its values and state (the catalogue's one piece schema). */
export const pieceFields = {
  type: componentTypeSchema,
  ...PIECE_VALUE_FIELDS,
};

/** A piece on the grid: pre-placed by an exercise or a level, or placed by a solution. */
export const prePlacedComponentSchema = z.strictObject({
  ...pieceFields,
  row: z.number().int().min(0).max(8),
  col: z.number().int().min(0).max(8),
  rotation: rotationSchema,
});
export type PrePlacedComponent = z.infer<typeof prePlacedComponentSchema>;

/** docs/product.md "Numbers": a tray holds 1 to 3 of a piece. */
export const trayCountSchema = z.number().int().min(1).max(3);

/** A tray item: how many of one piece the learner may place (levels.ts converts docs/product.md's `itemCount`). */
export const inventoryItemSchema = z.strictObject({
  ...pieceFields,
  count: trayCountSchema,
  rotation: rotationSchema.optional(),
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

/** A scenario has 2 to 4 of these (docs/course.md "Scenario goals"). */
export const MIN_SCENARIOS = 2;
export const MAX_SCENARIOS = 4;
export const MAX_SCENARIO_LABEL_LENGTH = 40;

/** What a scenario sets: a push button held, a knob turned, the board's light (each optional, at least one). */
export const scenarioInputsSchema = z
  .strictObject(SCENARIO_INPUT_SCHEMAS)
  .refine((inputs) => Object.values(inputs).some((value) => value !== undefined), 'A scenario must set at least one input: the button, the knob or the light.') as z.ZodType<ScenarioInputs>;

/** One setting of the board's inputs and the lights or readings it must give. */
export const scenarioSchema = z.strictObject({
  label: z.string().trim().min(1, 'Give every scenario a label.').max(MAX_SCENARIO_LABEL_LENGTH, `A scenario label can be at most ${MAX_SCENARIO_LABEL_LENGTH} characters.`),
  inputs: scenarioInputsSchema,
  goal: z.array(goalEntrySchema).min(1, 'Give every scenario at least one goal.'),
});
export type Scenario = z.infer<typeof scenarioSchema>;

function sameInputs(a: ScenarioInputs, b: ScenarioInputs): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ScenarioInputs)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** 2 to 4 scenarios of `item`'s shape, each with its own label and its own inputs (levels.ts uses it too). */
export function scenarioListSchema<T extends Pick<Scenario, 'label' | 'inputs'>>(item: z.ZodType<T>) {
  return z
    .array(item)
    .min(MIN_SCENARIOS, `A scenario goal needs ${MIN_SCENARIOS} to ${MAX_SCENARIOS} scenarios.`)
    .max(MAX_SCENARIOS, `A scenario goal needs ${MIN_SCENARIOS} to ${MAX_SCENARIOS} scenarios.`)
    .superRefine((scenarios, ctx) => {
      scenarios.forEach((scenario, index) => {
        const earlier = scenarios.slice(0, index);
        if (earlier.some((s) => s.label === scenario.label)) ctx.addIssue({ code: 'custom', path: [index, 'label'], message: `Two scenarios are called "${scenario.label}": give each its own label.` });
        if (earlier.some((s) => sameInputs(s.inputs, scenario.inputs))) ctx.addIssue({ code: 'custom', path: [index, 'inputs'], message: `Scenario "${scenario.label}" sets the same inputs as an earlier one.` });
      });
    });
}

export const scenariosSchema = scenarioListSchema(scenarioSchema);

/** Exactly one of `goal` and `scenarios` (zod superRefine for exercises and levels). */
export function checkGoalOrScenarios(value: { goal?: readonly unknown[]; scenarios?: readonly unknown[] }, ctx: z.RefinementCtx, noGoal = 'Give the exercise a goal or scenarios.'): void {
  const hasGoal = value.goal !== undefined && value.goal.length > 0;
  if (hasGoal && value.scenarios !== undefined) ctx.addIssue({ code: 'custom', path: ['scenarios'], message: 'Give either a goal or scenarios, not both.' });
  if (!hasGoal && value.scenarios === undefined) ctx.addIssue({ code: 'custom', path: ['goal'], message: noGoal });
}

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
  /** The lights and readings the build must give; an exercise with `scenarios` has none. */
  goal: z.array(goalEntrySchema).min(1).optional(),
  /** Instead of `goal`: the build is judged once per scenario, under its inputs (docs/course.md). */
  scenarios: scenariosSchema.optional(),
  successMessage: z.string(),
  failureMessage: z.string(),
  tags: z.array(z.string()),
  metadata: z.strictObject({
    gridCol: z.number().int().min(1).max(9),
    gridRow: z.number().int().min(1).max(9),
    hideSchematicToggle: z.boolean().optional(),
  }),
  tip: tipSchema.optional(),
}).superRefine((exercise, ctx) => checkGoalOrScenarios(exercise, ctx));
export type CircuitExercise = z.infer<typeof circuitExerciseSchema>;

export const multipleChoiceExerciseSchema = z.strictObject({
  exerciseType: z.literal('multiple-choice'),
  title: z.string(),
  /** Exercise tag style shown as a label: Quiz, Build, Observation or Info (docs/product.md "Numbers"). */
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

// Fault finding (docs/api.md "Fault finding"; the rest of its shapes are in faults.ts). The fault
// itself is never part of this shape.
const bulbStateSchema = z.enum(['ON', 'DIM', 'OFF', 'EXPLODED']);

/** What the faulty circuit's lights do: the symptom the learner starts from. */
export const symptomsSchema = z.strictObject({
  bulbs: z.partialRecord(z.enum(LIGHT_TYPES), bulbStateSchema),
});
export type Symptoms = z.infer<typeof symptomsSchema>;

/**
 * A fault exercise as /api/course serves it: a finished circuit, its intended goal and its symptom. Its
 * feedback texts name the broken part, so they come only with the attempt's verdict.
 */
export const faultExerciseSchema = z.strictObject({
  exerciseType: z.literal('fault'),
  title: z.string(),
  description: z.string(),
  gridSize: z.strictObject({ rows: z.number().int().min(1).max(9), cols: z.number().int().min(1).max(9) }),
  prePlacedComponents: z.array(prePlacedComponentSchema).min(1),
  /** What the circuit should do when nothing is broken. */
  goal: z.array(goalEntrySchema).min(1),
  symptoms: symptomsSchema,
});
export type FaultExercise = z.infer<typeof faultExerciseSchema>;

export const exerciseSchema = z.discriminatedUnion('exerciseType', [
  circuitExerciseSchema,
  multipleChoiceExerciseSchema,
  infoExerciseSchema,
  faultExerciseSchema,
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
