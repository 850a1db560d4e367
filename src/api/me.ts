// The profile (GET/PATCH /api/me), the live points event (GET /api/me/events) and the public server
// config (GET /api/config), as docs/api.md "Profile" fixes them. Shared by the server and the page.
import { z } from 'zod';
import { displayNameProblem } from './display-name';

export const exerciseProgressSchema = z.object({
  completed: z.boolean(),
  starAchieved: z.boolean().optional(),
  timestamp: z.string().optional(),
  /** The hint ladder placed a piece for the learner: the star can no longer be earned here. */
  hinted: z.boolean().optional(),
  /** A quiz whose first answer was wrong: completing it earns no points (docs/api.md "Attempts"). */
  missed: z.boolean().optional(),
});
/** level index → exercise index → entry (zero-based indices as strings). */
export const chapterProgressSchema = z.record(z.string(), z.record(z.string(), exerciseProgressSchema));
/** project code → level index → entry. */
export const projectLevelProgressSchema = z.object({ completed: z.boolean(), timestamp: z.string().optional() });
export const projectsProgressSchema = z.record(z.string(), z.record(z.string(), projectLevelProgressSchema));
/** chapter index → chapter progress, plus `projects`. */
export const progressSchema = z
  .object({ projects: projectsProgressSchema.optional() })
  .catchall(chapterProgressSchema);

export const schematicCompletionSchema = z.object({
  standard: z.array(z.object({ completed: z.boolean(), starAchieved: z.boolean() })),
  advanced: z.array(z.object({ completed: z.boolean() })),
});

export const profileSettingsSchema = z.object({
  useSchematicStyle: z.boolean(),
  /** A short chime at a level's end (off unless switched on in Account; sent only when on). */
  sound: z.boolean().optional(),
});

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isGuest: z.boolean(),
  points: z.number().int(),
  /** users.points_version: the same version live points events and attempt replies carry. */
  pointsVersion: z.number().int().min(0),
  createdAt: z.string(),
  settings: profileSettingsSchema,
  progress: progressSchema,
  schematicCompletion: schematicCompletionSchema,
});

export const MAX_PROFILE_NAME_LENGTH = 50;

export const updateProfileRequestSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name.')
    .max(MAX_PROFILE_NAME_LENGTH, `The name can be at most ${MAX_PROFILE_NAME_LENGTH} characters.`)
    .superRefine((name, context) => {
      const problem = displayNameProblem(name);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  settings: z.strictObject({ useSchematicStyle: z.boolean().optional(), sound: z.boolean().optional() }).optional(),
});

/**
 * `event: points` of GET /api/me/events. `version` rises with every change of the learner's points;
 * an event with a lower version than one already seen is older news and is ignored.
 */
export const pointsEventSchema = z.object({ points: z.number().int(), version: z.number().int().nonnegative() });

/** GET /api/config: what the page needs to know about this server. */
export const publicConfigSchema = z.object({ feedbackUrl: z.string(), googleEnabled: z.boolean() });

export type ExerciseProgress = z.infer<typeof exerciseProgressSchema>;
export type ProjectLevelProgress = z.infer<typeof projectLevelProgressSchema>;
export type Progress = z.infer<typeof progressSchema>;
export type SchematicCompletion = z.infer<typeof schematicCompletionSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type PointsEvent = z.infer<typeof pointsEventSchema>;
export type PublicConfig = z.infer<typeof publicConfigSchema>;
