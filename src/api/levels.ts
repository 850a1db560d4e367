// Community levels (docs/api.md, "Levels"): what the creator publishes, what
// the server stores and lists, and docs/product.md's publishing rules. The server, the level creator, the
// explore screen and the lesson generator all import these, so a rule lives here once.
import { z } from 'zod';
import { GOAL_LIGHT_TYPES, inputWords, unreadInputs, type ComponentType, type ScenarioInputName } from '../engine/index';
import {
  checkGoalOrScenarios,
  goalSchema,
  pieceFields,
  prePlacedComponentSchema,
  rotationSchema,
  scenarioInputsSchema,
  scenarioListSchema,
  trayCountSchema,
  MAX_SCENARIO_LABEL_LENGTH,
} from './exercise';

/** docs/product.md "Numbers": the creator allows 2 to 9 rows and columns, default 5×5. */
export const MIN_GRID_SIZE = 2;
export const MAX_GRID_SIZE = 9;
export const DEFAULT_GRID_SIZE = 5;
/** docs/product.md "Numbers": level name at most 50 characters. */
export const MAX_LEVEL_NAME_LENGTH = 50;
/** The level's optional instructions for the learner (docs/api.md "Level description"): plain text, short enough for a card. */
export const MAX_LEVEL_DESCRIPTION_LENGTH = 200;
/** docs/product.md "Numbers": creator tags. */
export const CREATOR_TAGS = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Challenge'] as const;
/** One tag as publishing takes it; stored tags are read through it too (docs/api.md "Levels stored under older rules"). */
export const levelTagSchema = z.string().trim().min(1).max(30);
/** How many tags a creator may send; publishing may add the derived ones (DERIVED_TAGS). */
export const MAX_LEVEL_TAGS = 12;

/** docs/product.md "Rules and their texts", Publishing requires, in order — the texts, word for word. */
export const PUBLISH_MESSAGES = {
  signIn: 'You must be logged in to publish a level.',
  name: 'Please provide a name for your level.',
  draggable: 'Please add at least one draggable item.',
  goal: 'Please set at least one goal condition.',
  failure: 'An error occurred while publishing your level.',
  success: 'Your level has been successfully published!',
} as const;

/**
 * The messages a new level starts with (and a level without its own gets). The result popup's title
 * already says 'Well done!' or "That's not quite right", so these say something else.
 */
export const DEFAULT_SUCCESS_MESSAGE = 'Your circuit does exactly what the goal asks.';
export const DEFAULT_FAILURE_MESSAGE = 'Compare your bulbs with the goal, change a part and try again.';

/**
 * Instructions for the learner, shown under the level's title: trimmed plain text (line breaks and tabs
 * allowed, other control characters not), at most MAX_LEVEL_DESCRIPTION_LENGTH characters; empty means none.
 */
export const levelDescriptionSchema = z
  .string()
  .trim()
  .max(MAX_LEVEL_DESCRIPTION_LENGTH, `The description can be at most ${MAX_LEVEL_DESCRIPTION_LENGTH} characters.`)
  .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), 'The description must be plain text: letters, numbers, punctuation and line breaks.');

/** A tray item of a community level in docs/product.md's words (draggableItems, `itemCount`). */
export const draggableItemSchema = z.strictObject({
  ...pieceFields,
  itemCount: trayCountSchema,
  rotation: rotationSchema.optional(),
});
export type DraggableItem = z.infer<typeof draggableItemSchema>;

/** A light goal of a level: each light at most once. */
export const levelGoalSchema = z
  .array(goalSchema)
  .max(GOAL_LIGHT_TYPES.length)
  .refine((goal) => new Set(goal.map((g) => g.type)).size === goal.length, 'Each light may appear in the goal only once.');

/** A community level's scenario (docs/api.md "Scenario goals"): like an exercise's, with light goals only. */
export const levelScenarioSchema = z.strictObject({
  label: z.string().trim().min(1, 'Give every scenario a label.').max(MAX_SCENARIO_LABEL_LENGTH, `A scenario label can be at most ${MAX_SCENARIO_LABEL_LENGTH} characters.`),
  inputs: scenarioInputsSchema,
  goal: levelGoalSchema.min(1, 'Give every scenario at least one goal light.'),
});
export type LevelScenario = z.infer<typeof levelScenarioSchema>;
export const levelScenariosSchema = scenarioListSchema(levelScenarioSchema);

export const levelMetadataSchema = z.strictObject({
  gridCol: z.number().int().min(MIN_GRID_SIZE).max(MAX_GRID_SIZE),
  gridRow: z.number().int().min(MIN_GRID_SIZE).max(MAX_GRID_SIZE),
});

/**
 * The fields the creator sets (POST /api/levels body; also the generator's `level`). Field messages are
 * docs/product.md's publishing texts, so a 400 reads like the creator page.
 */
export const levelInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, PUBLISH_MESSAGES.name).max(MAX_LEVEL_NAME_LENGTH, `The level name can be at most ${MAX_LEVEL_NAME_LENGTH} characters.`),
    /** The task in one or two lines, shown under the name (generated levels always carry one; the creator writes its own). */
    description: levelDescriptionSchema.optional(),
    prePlacedComponents: z.array(prePlacedComponentSchema).max(81),
    draggableItems: z.array(draggableItemSchema).min(1, PUBLISH_MESSAGES.draggable).max(40),
    /** Empty (or left out) when the level has `scenarios` instead. */
    goal: levelGoalSchema.default([]),
    scenarios: levelScenariosSchema.optional(),
    metadata: levelMetadataSchema,
    educationalMessages: z.strictObject({ success: z.string().max(500), failure: z.string().max(500) }),
    tags: z.array(levelTagSchema).max(MAX_LEVEL_TAGS),
  })
  .superRefine((level, ctx) => {
    const taken = new Set<string>();
    level.prePlacedComponents.forEach((piece, index) => {
      if (piece.row >= level.metadata.gridRow || piece.col >= level.metadata.gridCol) {
        ctx.addIssue({ code: 'custom', path: ['prePlacedComponents', index], message: `The ${piece.type} at row ${piece.row}, column ${piece.col} is outside the ${level.metadata.gridCol}×${level.metadata.gridRow} grid.` });
      }
      const key = `${piece.row},${piece.col}`;
      if (taken.has(key)) ctx.addIssue({ code: 'custom', path: ['prePlacedComponents', index], message: `Two pieces share row ${piece.row}, column ${piece.col}.` });
      taken.add(key);
    });
    checkGoalOrScenarios(level, ctx, PUBLISH_MESSAGES.goal);
    for (const issue of unreadScenarioInputs(level)) ctx.addIssue({ code: 'custom', path: ['scenarios', issue.index, 'inputs', issue.name], message: issue.message });
  });
export type LevelInput = z.infer<typeof levelInputSchema>;

/**
 * Each input a scenario sets that no part of the level reads (on the grid or in the tray), with its
 * message: such a scenario cannot differ from another. The level schema and the creator's editor use it.
 */
export function unreadScenarioInputs(level: {
  prePlacedComponents: readonly { type: ComponentType }[];
  draggableItems: readonly { type: ComponentType }[];
  scenarios?: readonly Pick<LevelScenario, 'label' | 'inputs'>[];
}): { index: number; name: ScenarioInputName; message: string }[] {
  const types = [...level.prePlacedComponents.map((p) => p.type), ...level.draggableItems.map((d) => d.type)];
  return (level.scenarios ?? []).flatMap((scenario, index) =>
    unreadInputs(scenario.inputs, types).map((name) => ({ index, name, message: `Scenario "${scenario.label}" sets ${inputWords(name)}, but no part of the level reads it.` })),
  );
}

/** A stored community level (GET /api/levels/{id}, POST /api/levels 201). */
export const storedLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Only on levels that have one. */
  description: z.string().optional(),
  creatorId: z.string(),
  creatorName: z.string(),
  prePlacedComponents: z.array(prePlacedComponentSchema),
  draggableItems: z.array(draggableItemSchema),
  goal: z.array(goalSchema),
  /** Only on scenario levels (then `goal` is empty). */
  scenarios: z.array(levelScenarioSchema).optional(),
  metadata: levelMetadataSchema,
  educationalMessages: z.object({ success: z.string(), failure: z.string() }),
  tags: z.array(z.string()),
  playCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type StoredLevel = z.infer<typeof storedLevelSchema>;

/** One row of GET /api/levels (docs/api.md's fields and the description, plus creatorId — public on GET /api/levels/{id} too — so Explore can offer Delete on one's own). */
export const levelSummarySchema = storedLevelSchema.pick({ id: true, name: true, creatorId: true, creatorName: true, tags: true, playCount: true, createdAt: true, metadata: true, description: true });
export type LevelSummary = z.infer<typeof levelSummarySchema>;
export const levelListSchema = z.object({ levels: z.array(levelSummarySchema) });

/** Component types that add a tag when used (docs/product.md "Rules and their texts": "Resistor, Switch"). */
const TAG_OF_TYPE: Readonly<Partial<Record<string, string>>> = { resistor: 'Resistor', switch: 'Switch' };
/** The tags publishing derives from the parts used, in docs/product.md's order. */
export const DERIVED_TAGS: readonly string[] = Object.values(TAG_OF_TYPE) as string[];

/** docs/product.md "Rules and their texts": published tags are de-duplicated and merged with tags derived from the components used. */
export function publishedTags(level: Pick<LevelInput, 'tags' | 'prePlacedComponents' | 'draggableItems'>): string[] {
  const used = [...level.prePlacedComponents.map((p) => p.type), ...level.draggableItems.map((d) => d.type)];
  const derived = used.flatMap((type) => TAG_OF_TYPE[type] ?? []);
  return [...new Set([...level.tags.map((t) => t.trim()).filter(Boolean), ...derived])];
}

/** docs/product.md "Rules and their texts": the explore filter keeps a level only when it carries every selected tag. */
export function hasAllTags(levelTags: readonly string[], selected: readonly string[]): boolean {
  return selected.every((tag) => levelTags.includes(tag));
}
