// The one piece schema: the zod fields of every value a cell may carry (resistanceValue, capacitance,
// a switch's isOn …) and the per-part check of their limits, all built from the parts' declarations in
// the catalogue — form, limits and messages stay in the part's module. Kept apart from the parts so that
// what the simulation worker imports (engine/simulate) carries no zod; the APIs' validation imports this
// (docs/performance.md, "What keeps routes lean"; docs/architecture.md, "Adding a part").
import { z } from 'zod';
import { BOARD_INPUTS, componentDefinition, PARAMS, STATE_FIELDS } from './catalogue';
import { say, withinLimits, type ParamSpec } from './define';
import { SCENARIO_INPUT_FIELDS } from './scenario-inputs';
import type { Cell, ComponentType, ParamName, PieceValues, StateName } from '../types';

/** A text value ('10000uF') is at most this long: nothing longer is a value. */
const MAX_TEXT_LENGTH = 32;

/** The field's form as every API accepts it, each refused with the part's own message. */
function formSchema<T extends number | string>(spec: ParamSpec<T>): z.ZodType<T> {
  const { form } = spec.messages;
  const base: z.ZodType<number | string> =
    spec.accepts === 'number' ? z.number(say(form)) : z.union([z.string().max(MAX_TEXT_LENGTH, form), z.number()], say(form));
  return base.refine((value) => spec.toSI(value as T) !== undefined, form) as z.ZodType<T>; // the base accepts exactly T's forms
}

/** Form, then limits: for a value that belongs to one part (or a board input). */
function paramSchema<T extends number | string>(spec: ParamSpec<T>): z.ZodType<T> {
  return formSchema(spec).refine((value) => withinLimits(spec, spec.toSI(value)), spec.messages.range) as z.ZodType<T>;
}

/**
 * A field several parts share (a resistor's and a potentiometer's resistanceValue): the form of the
 * first, within the widest limits; `pieceValueIssue` then holds each part to its own.
 */
function fieldSchema(specs: readonly ParamSpec[]): z.ZodType<number | string> {
  if (specs.length === 1) return paramSchema(specs[0]);
  const widest = { min: Math.min(...specs.map((s) => s.min)), max: Math.max(...specs.map((s) => s.max)) };
  const first = specs[0];
  return formSchema(first).refine((value) => withinLimits(widest, first.toSI(value)), first.messages.range);
}

type FieldSchemas = { [N in ParamName]: z.ZodType<NonNullable<Cell[N]>> } & { [N in StateName]: z.ZodType<boolean> };

/** One schema per value field, by field name: what the simulate request, exercises and levels accept. */
export const PARAM_SCHEMAS: FieldSchemas = Object.assign(
  Object.fromEntries((Object.entries(PARAMS) as [ParamName, ParamSpec[]][]).map(([name, specs]) => [name, fieldSchema(specs)])),
  Object.fromEntries(STATE_FIELDS.map((name) => [name, z.boolean(say('must be true or false'))])),
) as unknown as FieldSchemas; // built from the same catalogue the Cell type lists

type OptionalFields = { [N in keyof FieldSchemas]: z.ZodOptional<FieldSchemas[N]> };

/** Every value field, optional: spread into an object schema beside type and rotation (the one piece schema). */
export const PIECE_VALUE_FIELDS: OptionalFields = Object.fromEntries(
  Object.entries(PARAM_SCHEMAS).map(([name, schema]) => [name, (schema as z.ZodType).optional()]),
) as OptionalFields; // same keys, each made optional

/** The state fields alone, optional: a toggle move carries the state it leaves its part in (the piece hint's toggle). */
export const PIECE_STATE_FIELDS: Pick<OptionalFields, StateName> = Object.fromEntries(
  STATE_FIELDS.map((name) => [name, PARAM_SCHEMAS[name].optional()]),
) as Pick<OptionalFields, StateName>; // the state fields of PIECE_VALUE_FIELDS

/** The board inputs a simulate request may carry (a light sensor's `light`), optional. */
export const BOARD_INPUT_FIELDS: Record<string, z.ZodOptional<z.ZodType<number>>> = Object.fromEntries(
  Object.entries(BOARD_INPUTS).map(([name, spec]) => [name, paramSchema(spec).optional()]),
);

/** A value outside its own part's limits (the shared field's schema checked only the widest): field and message. */
export function pieceValueIssue(piece: { type: ComponentType } & PieceValues): { field: ParamName; message: string } | null {
  for (const [name, spec] of Object.entries(componentDefinition(piece.type).params) as [ParamName, ParamSpec][]) {
    const value = piece[name];
    if (value !== undefined && !withinLimits(spec, spec.toSI(value))) return { field: name, message: spec.messages.range };
  }
  return null;
}

/** zod superRefine: holds each value to its own part's limits, naming the field. */
export function checkPieceValues(piece: { type: ComponentType } & PieceValues, ctx: z.RefinementCtx): void {
  const issue = pieceValueIssue(piece);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** A resistor's hidden faultValue (fault finding, docs/faults.md): ohms, within a resistor's own limits. */
export const FAULT_VALUE_SCHEMA: z.ZodType<number> = paramSchema(componentDefinition('resistor').params.resistanceValue as ParamSpec<number>);

/** A scenario's inputs (scenario-inputs.ts), each optional, each with its part's own schema and messages. */
export const SCENARIO_INPUT_SCHEMAS: Record<string, z.ZodOptional<z.ZodType<number | boolean>>> = Object.fromEntries(
  SCENARIO_INPUT_FIELDS.map(({ name, on }) => [name, on === 'board' ? BOARD_INPUT_FIELDS[name] : (PARAM_SCHEMAS[name as keyof FieldSchemas] as z.ZodType<number | boolean>).optional()]),
);
