// A level handed to the creator in the navigation state (`{ level }`): the lesson generator's 'Place
// Level' sends one to edit and publish. Read leniently — a missing name, goal or inventory is for the
// creator to fill in — then turned into a draft. Anything unreadable is ignored. A generated level's task
// line (`description`) becomes the draft's description; a scenario level's scenarios stay its scenarios.
import { z } from 'zod';
import { goalSchema, prePlacedComponentSchema } from '../../../../api/exercise';
import { DEFAULT_FAILURE_MESSAGE, DEFAULT_SUCCESS_MESSAGE, draggableItemSchema } from '../../../../api/levels';
import { trayValuesOf, valuesOf } from '../../../../engine/components/catalogue';
import { fromLevelInput, type Draft } from './draft';
import { draftScenariosSchema } from './draft-storage';

const incomingSchema = z.object({
  name: z.string().default(''),
  prePlacedComponents: z.array(prePlacedComponentSchema.loose()).default([]),
  draggableItems: z.array(draggableItemSchema.loose()).default([]),
  goal: z.array(goalSchema.loose()).default([]),
  scenarios: draftScenariosSchema,
  metadata: z.object({ gridCol: z.number(), gridRow: z.number() }).loose().default({ gridCol: 5, gridRow: 5 }),
  educationalMessages: z
    .object({ success: z.string().default(DEFAULT_SUCCESS_MESSAGE), failure: z.string().default(DEFAULT_FAILURE_MESSAGE) })
    .loose()
    .default({ success: DEFAULT_SUCCESS_MESSAGE, failure: DEFAULT_FAILURE_MESSAGE }),
  tags: z.array(z.string()).default([]),
  description: z.string().optional(),
});

/** The draft for navigation state `{ level }`, or null when there is none or it cannot be read. */
export function draftFromNavigation(state: unknown): Draft | null {
  const raw = (state as { level?: unknown } | null)?.level;
  if (raw === undefined || raw === null) return null;
  const parsed = incomingSchema.safeParse(raw);
  if (!parsed.success) {
    console.warn('The level passed to the creator could not be read.', parsed.error.issues);
    return null;
  }
  const { description, ...level } = parsed.data;
  return fromLevelInput({
    ...level,
    description: (description ?? '').trim(),
    prePlacedComponents: level.prePlacedComponents.map((piece) => ({ type: piece.type, row: piece.row, col: piece.col, rotation: piece.rotation, ...valuesOf(piece) })),
    draggableItems: level.draggableItems.map((item) => ({ type: item.type, itemCount: item.itemCount, rotation: item.rotation, ...trayValuesOf(item) })),
    goal: level.goal.map(({ type, status }) => ({ type, status })),
    ...(level.scenarios.length > 0 ? { scenarios: level.scenarios } : {}),
    metadata: { gridCol: level.metadata.gridCol, gridRow: level.metadata.gridRow },
    educationalMessages: { success: level.educationalMessages.success, failure: level.educationalMessages.failure },
  });
}
