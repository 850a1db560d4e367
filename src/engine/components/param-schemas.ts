// The zod schema of each cell value (resistanceValue, capacitance), built from the catalogue's facts —
// form, limits and messages stay in the part's module. Kept apart from the parts so that what the
// simulation worker imports (engine/simulate) carries no zod; the APIs' validation imports this
// (docs/performance.md, "What keeps routes lean").
import { z } from 'zod';
import { PARAMS } from './catalogue';
import { say, withinLimits, type ParamSpec } from './define';
import type { ParamName } from '../types';

/** A text value ('10000uF') is at most this long: nothing longer is a value. */
const MAX_TEXT_LENGTH = 32;

/** The field as every API accepts it: form, then limits, each refused with the part's own message. */
function paramSchema<T extends number | string>(spec: ParamSpec<T>): z.ZodType<T> {
  const { form, range } = spec.messages;
  const base: z.ZodType<number | string> =
    spec.accepts === 'number' ? z.number(say(form)) : z.union([z.string().max(MAX_TEXT_LENGTH, form), z.number()], say(form));
  return base
    .refine((value) => spec.toSI(value as T) !== undefined, form)
    .refine((value) => withinLimits(spec, spec.toSI(value as T)), range) as z.ZodType<T>; // the base accepts exactly T's forms
}

type ValueOf<S> = S extends ParamSpec<infer T> ? T : never;

/** One schema per value field, by field name: what the simulate request, exercises and levels accept. */
export const PARAM_SCHEMAS = {
  resistanceValue: paramSchema(PARAMS.resistanceValue),
  capacitance: paramSchema(PARAMS.capacitance),
} as const satisfies { [N in ParamName]: z.ZodType<ValueOf<(typeof PARAMS)[N]>> };
