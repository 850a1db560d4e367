// A reference build: the pieces it drags onto free cells and the pre-placed switches it taps. The course
// stores one per circuit exercise (src/content/schema.ts) and the judge and the solver apply it.
import { z } from 'zod';
import { prePlacedComponentSchema } from '../api/index';

/** One piece the reference solution drags onto a free cell: a placed piece like any other. */
export const placementSchema = prePlacedComponentSchema;
export type Placement = z.infer<typeof placementSchema>;

/** A tap on a pre-placed switch (the only change a learner may make to a pre-placed piece). */
export const toggleSchema = z.strictObject({
  row: z.number().int().min(0).max(8),
  col: z.number().int().min(0).max(8),
  isOn: z.boolean(),
});

export const solutionSchema = z.strictObject({
  place: z.array(placementSchema),
  toggle: z.array(toggleSchema).optional(),
});
export type Solution = z.infer<typeof solutionSchema>;
