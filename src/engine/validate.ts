// Validation of a simulation request (docs/api.md, "POST /api/simulate"): zod shape with errors that
// say what is wrong and where ("grid[1][2].rotation must be 0, 90, 180 or 270"), the 64 KiB limit and the
// one-of-each rule. Shared by the server route, the CLI and the page. Values and the one-of-each types
// come from the catalogue.
import { z } from 'zod';
import { isSingle } from './components/catalogue';
import { say } from './components/define';
import { BOARD_INPUT_FIELDS, checkPieceValues, FAULT_VALUE_SCHEMA, PIECE_VALUE_FIELDS } from './components/param-schemas';
import { COMPONENT_TYPES, FAULT_KINDS, GOAL_LIGHT_TYPES, type SimulationRequest } from './types';

export const MAX_REQUEST_BYTES = 64 * 1024;
export const MAX_GRID_SIDE = 9;

export type ValidationResult =
  | { ok: true; request: SimulationRequest }
  | { ok: false; error: string; status: 400 | 413 };

const rotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], say('must be 0, 90, 180 or 270'));

const cellSchema = z.object(
  {
    type: z.enum(COMPONENT_TYPES, say(`must be one of ${COMPONENT_TYPES.join(', ')}`)),
    rotation: rotationSchema,
    ...PIECE_VALUE_FIELDS,
    fault: z.enum(FAULT_KINDS, say('must be open, short or flat')).optional(),
    faultValue: FAULT_VALUE_SCHEMA.optional(),
    connections: z.unknown().optional(), // accepted from old clients and ignored (docs/engine.md)
  },
  say('must be a component object or null'),
).superRefine(checkPieceValues);

const rowSchema = z
  .array(cellSchema.nullable(), say('must be an array of cells'))
  .min(1, 'must have 1 to 9 columns')
  .max(MAX_GRID_SIDE, 'must have 1 to 9 columns');

const goalEntrySchema = z.union(
  [
    z.object({ type: z.enum(GOAL_LIGHT_TYPES, say(`must be one of ${GOAL_LIGHT_TYPES.join(', ')}`)), status: z.enum(['ON', 'OFF', 'DIM'], say('must be ON, OFF or DIM')) }),
    z.object({ probe: z.enum(['current', 'voltage'], say('must be current or voltage')), min: z.number(say('must be a number')), max: z.number(say('must be a number')) }),
  ],
  say('must be a light goal {type, status} or a reading goal {probe, min, max}'),
);

const cellRefSchema = z.object(
  { row: z.number(say('must be a row index')).int().min(0).max(MAX_GRID_SIDE - 1), col: z.number(say('must be a column index')).int().min(0).max(MAX_GRID_SIDE - 1) },
  say('must be a {row, col} object'),
);

const requestSchema = z.object(
  {
    grid: z
      .array(rowSchema, say('must be an array of rows'))
      .min(1, 'must have 1 to 9 rows')
      .max(MAX_GRID_SIDE, 'must have 1 to 9 rows')
      .refine((rows) => rows.every((row) => row.length === rows[0].length), 'must be rectangular (every row as long as the first)'),
    probe: z.boolean(say('must be true or false')).optional(),
    duration: z.number(say('must be a number of seconds')).min(0.1, 'must be from 0.1 to 120 seconds').max(120, 'must be from 0.1 to 120 seconds').optional(),
    goal: z.array(goalEntrySchema, say('must be an array of goal entries')).max(20, 'must have at most 20 entries').optional(),
    locked: z.array(cellRefSchema, say('must be an array of {row, col}')).max(81, 'must have at most 81 cells').optional(),
    readings: z.boolean(say('must be true or false')).optional(),
    ...BOARD_INPUT_FIELDS,
  },
  say('must be a JSON object'),
);

function formatPath(path: readonly PropertyKey[]): string {
  let text = path.length === 0 ? 'request' : '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : text === '' ? String(key) : `.${String(key)}`;
  return text;
}

function secondOfAKind(request: SimulationRequest): string | null {
  const first = new Map<string, string>();
  for (const [r, row] of request.grid.entries()) {
    for (const [c, cell] of row.entries()) {
      if (!cell || !isSingle(cell.type)) continue;
      const where = `grid[${r}][${c}]`;
      const earlier = first.get(cell.type);
      if (earlier) return `${where} is a second ${cell.type} (the first is at ${earlier}); a grid holds at most one`;
      first.set(cell.type, where);
    }
  }
  return null;
}

/** A flat battery is the only flat part; only a resistor has a hidden faultValue. */
function misplacedFault(request: SimulationRequest): string | null {
  for (const [r, row] of request.grid.entries()) {
    for (const [c, cell] of row.entries()) {
      if (cell?.fault === 'flat' && cell.type !== 'battery') return `grid[${r}][${c}].fault flat is for a battery only`;
      if (cell?.faultValue !== undefined && cell.type !== 'resistor') return `grid[${r}][${c}].faultValue is for a resistor only`;
    }
  }
  return null;
}

/** Validates a parsed request body; a string is taken as the raw JSON text (size-checked, then parsed). */
export function validateSimulationRequest(json: unknown): ValidationResult {
  if (typeof json === 'string') return parseSimulationRequest(json);
  const parsed = requestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, status: 400, error: `${formatPath(issue.path)} ${issue.message}` };
  }
  const request: SimulationRequest = {
    ...parsed.data,
    grid: parsed.data.grid.map((row) => row.map((cell) => (cell ? stripConnections(cell) : null))),
  };
  const problem = secondOfAKind(request) ?? misplacedFault(request);
  return problem ? { ok: false, status: 400, error: problem } : { ok: true, request };
}

function stripConnections<T extends { connections?: unknown }>(cell: T): Omit<T, 'connections'> {
  const { connections: _ignored, ...rest } = cell;
  void _ignored;
  return rest;
}

/** Raw request text: 64 KiB limit (413), JSON syntax, then validateSimulationRequest. */
export function parseSimulationRequest(text: string): ValidationResult {
  if (new TextEncoder().encode(text).length > MAX_REQUEST_BYTES) {
    return { ok: false, status: 413, error: 'request must be at most 64 KiB' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: 'request is not valid JSON' };
  }
  return validateSimulationRequest(json);
}
