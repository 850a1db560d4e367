// docs/product.md's navigation state for this screen: Question (prompt), Answer (accepted answers), Components
// (toolbar parts) and index. Read defensively: anything malformed means "load the question instead".
import { z } from 'zod';
import { schematicComponentSchema } from '../../../api/index';
import { SCHEMATIC_PART_TYPES, type AnswerCircuit, type SchematicPartType, type ToolbarPart } from '../../../schematic';

const DEFAULT_VALUE: Record<SchematicPartType, number> = { battery: 9, resistor: 1000, meter: 0 };

const partTypeSchema = z.enum(SCHEMATIC_PART_TYPES);
const toolbarEntrySchema = z.union([
  partTypeSchema,
  z.object({ type: partTypeSchema, value: z.number().nonnegative().optional(), id: z.string().optional() }),
]);

const stateSchema = z.object({
  Question: z.string().min(1),
  Answer: z.array(z.array(schematicComponentSchema)).optional(),
  Components: z.array(toolbarEntrySchema).min(1),
  index: z.number().int().min(0).max(4),
});

export interface StateQuestion {
  prompt: string;
  toolbar: ToolbarPart[];
  index: number;
  answers: AnswerCircuit[] | undefined;
}

export function questionFromState(state: unknown): StateQuestion | null {
  const parsed = stateSchema.safeParse(state);
  if (!parsed.success) return null;
  const toolbar = parsed.data.Components.map((entry, i): ToolbarPart => {
    const type = typeof entry === 'string' ? entry : entry.type;
    const value = typeof entry === 'string' ? DEFAULT_VALUE[type] : (entry.value ?? DEFAULT_VALUE[type]);
    return { id: `t${i + 1}`, type, value };
  });
  return { prompt: parsed.data.Question, toolbar, index: parsed.data.index, answers: parsed.data.Answer };
}

/** Questions per schematic level (standard and advanced have five each). */
export const SCHEMATIC_QUESTIONS_PER_LEVEL = 5;
/** ?q= value of the level's summary, shown after its last question. */
export const SUMMARY_QUERY = 'done';

/** Where Continue goes after question `index`: the next question, or after the last, the summary. */
export function nextSchematicPath(levelId: string, index: number): string {
  const next = index + 1 < SCHEMATIC_QUESTIONS_PER_LEVEL ? String(index + 1) : SUMMARY_QUERY;
  return `/schematic-question/${levelId}?q=${next}`;
}
