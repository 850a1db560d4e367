// Classes (docs/classes.md): a teacher's class, its join code, assignments and its learners' progress.
// Shared by the server (validation) and the page (types, parsing). Never an email in any of them.
import { z } from 'zod';

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

export const joinClassSchema = z.strictObject({
  code: z.string().max(40, 'A class code has 6 letters and digits.').refine((code) => normalizeClassCode(code).length > 0, 'Type the class code.'),
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
  /** Where the level lives, for people: the chapter's or project's title, or "Explore". */
  source: z.string(),
  chapter: z.number().int().optional(),
  project: z.string().optional(),
  level: z.number().int().optional(),
  levelId: z.string().optional(),
  due: z.string().optional(),
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
  member: z.array(z.object({ id: z.string(), name: z.string(), teacherName: z.string() })),
});
export type ClassList = z.infer<typeof classListSchema>;

export const joinedClassSchema = z.object({ id: z.string(), name: z.string() });
export type JoinedClass = z.infer<typeof joinedClassSchema>;

export const classStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
  assignments: z.array(assignmentProgressSchema.extend({ assignmentId: z.string() })),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const classDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  assignments: z.array(assignmentSchema),
  students: z.array(classStudentSchema),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const myAssignmentsSchema = z.object({
  /** Added for the learner's view: the class's name beside its assignments. */
  name: z.string(),
  assignments: z.array(assignmentSchema.extend(assignmentProgressSchema.shape)),
});
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

export const CSV_HEADER = 'student,assignment,done,total,starred,last_active';
