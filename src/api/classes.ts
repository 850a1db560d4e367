// Classes (docs/classes.md): a teacher's class, its join code, assignments and its learners' progress.
// Shared by the server (validation) and the page (types, parsing). Never an email in any of them.
import { z } from 'zod';
import { faultWorkFields } from './faults';

/** The join code's alphabet: no 0/O, 1/I/L, so a code read off a projector is typed right. */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
export const CLASS_NAME_MAX = 60;
export const JOINS_PER_MINUTE = 10;

/** A typed code as stored: upper case, spaces (and dashes) removed. */
export function normalizeClassCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

export const createClassSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'A class needs a name.')
    .max(CLASS_NAME_MAX, `A class name has at most ${CLASS_NAME_MAX} characters.`),
});

export const LEARNER_NAME_MAX = 30;
/** The name a class shows for a learner: given on joining or by the teacher. */
const learnerNameSchema = z
  .string()
  .trim()
  .min(1, 'Type a first name.')
  .max(LEARNER_NAME_MAX, `A name has at most ${LEARNER_NAME_MAX} characters.`);

export const joinClassSchema = z.strictObject({
  code: z.string().max(40, 'A class code has 6 letters and digits.').refine((code) => normalizeClassCode(code).length > 0, 'Type the class code.'),
  /** A first name for the teacher's table (the join page asks guests for it). */
  name: learnerNameSchema.optional(),
});

export const updateClassSchema = z.strictObject({
  name: createClassSchema.shape.name.optional(),
  joinOpen: z.boolean().optional(),
  publicLeaderboard: z.boolean().optional(),
  /** Archived: read-only for everyone, learners are told; false brings it back. */
  archived: z.boolean().optional(),
});

export const renameStudentSchema = z.strictObject({ name: learnerNameSchema });
export const mergeStudentSchema = z.strictObject({ from: z.string().min(1, 'from must be a learner id.').max(100) });

export const updateAssignmentSchema = z.strictObject({
  due: z.iso.date('due must be a date like 2026-12-01.').nullable().optional(),
  /** Zero-based place in the class's list; the others move along. */
  position: z.number().int().min(0).max(999).optional(),
});

const indexSchema = z.number().int().min(0).max(99);
/** A calendar date, YYYY-MM-DD. */
const dueSchema = z.iso.date('due must be a date like 2026-12-01.');

/** POST /api/classes/{id}/assignments: a course level, a project level or a community level. */
export const chapterAssignmentInput = z.strictObject({ chapter: indexSchema, level: indexSchema, due: dueSchema.optional() });
export const projectAssignmentInput = z.strictObject({ project: z.string().min(1).max(64), level: indexSchema, due: dueSchema.optional() });
export const communityAssignmentInput = z.strictObject({ levelId: z.uuid('levelId must be a community level id.'), due: dueSchema.optional() });
export type AssignmentInput =
  | z.infer<typeof chapterAssignmentInput>
  | z.infer<typeof projectAssignmentInput>
  | z.infer<typeof communityAssignmentInput>;

/**
 * POST /api/classes/{id}/levels: a generated or own level stored for this class only and assigned to it
 * (docs/classes.md "Class levels"); `level` is a level as POST /api/levels takes it.
 */
export const classLevelInputSchema = z.strictObject({ level: z.unknown(), due: dueSchema.optional() });

/** Picks the schema by the keys present, so a strict failure names the offending field. */
export function assignmentInputSchemaFor(body: unknown) {
  const has = (key: string) => body !== null && typeof body === 'object' && key in body;
  if (has('levelId')) return communityAssignmentInput;
  if (has('project')) return projectAssignmentInput;
  return chapterAssignmentInput;
}

export const assignmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Where the level lives, for people: the chapter's or project's title, "Explore", or "This class only". */
  source: z.string(),
  chapter: z.number().int().optional(),
  project: z.string().optional(),
  level: z.number().int().optional(),
  levelId: z.string().optional(),
  due: z.string().optional(),
  /** A community level its creator deleted: learners cannot play it any more. */
  levelDeleted: z.boolean().optional(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** One learner's progress on one assignment: exercises done of total, exercises starred. */
export const assignmentProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  starred: z.number().int().min(0),
});
export type AssignmentProgress = z.infer<typeof assignmentProgressSchema>;

export const classCreatedSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type ClassCreated = z.infer<typeof classCreatedSchema>;

export const classListSchema = z.object({
  teaching: z.array(z.object({ id: z.string(), name: z.string(), code: z.string(), studentCount: z.number().int() })),
  member: z.array(z.object({ id: z.string(), name: z.string(), teacherName: z.string(), archived: z.boolean().optional() })),
});
export type ClassList = z.infer<typeof classListSchema>;

export const joinedClassSchema = z.object({ id: z.string(), name: z.string() });
export type JoinedClass = z.infer<typeof joinedClassSchema>;

/** One exercise of an assignment: its assignment, its index in the level (absent for one-unit levels), a title. */
export const exerciseRefSchema = z.object({ assignmentId: z.string(), exercise: z.number().int().optional(), title: z.string() });
export type ExerciseRef = z.infer<typeof exerciseRefSchema>;

export const classStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
  assignments: z.array(
    assignmentProgressSchema.extend({
      assignmentId: z.string(),
      /** When the last of its exercises was done (all done), else null. */
      doneAt: z.string().nullable().optional(),
      /** Their last check on it (last 7 days), else null. */
      lastTryAt: z.string().nullable().optional(),
    }),
  ),
  /** The assigned exercise they last tried, or null. */
  current: exerciseRefSchema.nullable(),
  /** Failed checks on assigned work in the last 7 days. */
  failedTries: z.number().int(),
  /** As in GET /api/classes/{id}/help. */
  stuck: z.boolean(),
  /** A guest account (no email, may be lost with its cookie). */
  isGuest: z.boolean().optional(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const classDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  joinOpen: z.boolean(),
  publicLeaderboard: z.boolean(),
  archived: z.boolean(),
  assignments: z.array(assignmentSchema),
  students: z.array(classStudentSchema),
  /** Learners the teacher removed: refused until re-admitted. */
  removed: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** GET /api/classes/{id}/students/{userId}: the learner's work on every assigned exercise. */
export const studentWorkSchema = z.object({
  id: z.string(),
  name: z.string(),
  exercises: z.array(
    exerciseRefSchema.extend({
      done: z.boolean(),
      tries: z.number().int(),
      failedTries: z.number().int(),
      hints: z.number().int(),
      lastTryAt: z.string().nullable(),
      lastMistakes: z.array(z.string()),
      /** Fault exercises: the measurements the learner used and the fewest possible. */
      ...faultWorkFields,
    }),
  ),
});
export type StudentWork = z.infer<typeof studentWorkSchema>;

export const helpSchema = z.object({
  entries: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      exercise: exerciseRefSchema,
      failedTries: z.number().int(),
      /** The first failed check of this run (since their last success on it). */
      since: z.string(),
      lastMistakes: z.array(z.string()),
    }),
  ),
});
export type HelpResponse = z.infer<typeof helpSchema>;

export const mistakesSchema = z.object({
  entries: z.array(
    z.object({ assignmentId: z.string(), exercise: z.number().int().optional(), title: z.string(), kind: z.string(), label: z.string(), learners: z.number().int() }),
  ),
});
export type MistakesResponse = z.infer<typeof mistakesSchema>;

/** What a teacher reads for an explanation kind (docs/explanations.md names the kinds). */
export const MISTAKE_LABELS: Record<string, string> = {
  'open-loop': 'Loop not closed',
  'switch-open': 'Switch left open',
  reverse: 'LED turned round',
  'mosfet-off': 'MOSFET gate not switched on',
  bypassed: 'Light bypassed by a wire',
  'short-circuit': 'Short circuit',
  'too-much-current': 'Too much current',
  'too-little-current': 'Too little current',
  charging: 'Capacitor still charging',
};
export const mistakeLabel = (kind: string): string => MISTAKE_LABELS[kind] ?? kind;

/** A learner-facing limit on help: 3 failed checks on one exercise and no success on it for this long. */
export const STUCK_FAILED_TRIES = 3;
export const STUCK_MINUTES = 20;

export const myAssignmentsSchema = z.object({
  /** Added for the learner's view: the class's name beside its assignments. */
  name: z.string(),
  /** The teacher archived the class: read-only. */
  archived: z.boolean().optional(),
  assignments: z.array(assignmentSchema.extend(assignmentProgressSchema.shape)),
});
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

/** The first six columns as before; the rest were added for schools (docs/classes.md "CSV"). */
export const CSV_HEADER = 'student,assignment,done,total,starred,last_active,source,due,done_at,status,time_zone';
