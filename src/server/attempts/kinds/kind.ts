// What an exercise kind is on the server (docs/architecture.md "Adding an exercise kind"): the answer
// shape it takes, what of its exercise may leave the server, its judge and its progress rule. A kind never knows where its exercise came from: the
// puzzle source hands it the exercise (and, for a fault, the planner's table and the place its
// measurements are kept under) and records the verdict by its own policy.
import { z } from 'zod';
import type { HintRequest, HintResponse } from '../../../api/index';
import type { ExerciseLocation } from '../../../content/index';
import type { AttemptFeedbackText, ScenarioVerdict } from '../../../puzzle/index';
import type { BulbState, LightType } from '../../../engine/index';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-error';
import type { WorkPriority } from '../../work/work-pool';

/** How the request names a field: `where.chapter` and `answer.grid` in the new form, the old names in the aliases. */
export interface FieldNames {
  where(name: string): string;
  answer(name: string): string;
}

export const NEW_FORM_FIELDS: FieldNames = { where: (name) => `where.${name}`, answer: (name) => `answer.${name}` };
/** The old flat bodies name the place's fields bare (`chapter`) and the answer's as `answer.…`. */
export const OLD_FORM_FIELDS: FieldNames = { where: (name) => name, answer: (name) => `answer.${name}` };

/** A kind's verdict on one answer. */
export interface Judgement {
  correct: boolean;
  starAchieved: boolean;
  bulbs?: Partial<Record<LightType, BulbState>>;
  /** The overlay's title, the exercise's own message and, for a wrong answer, why. */
  feedback: AttemptFeedbackText;
  /** A wrong circuit's explanation kinds (why its lights are as they are), for the teacher (docs/classes.md). */
  mistakes?: string[];
  /** A scenario exercise: each scenario's verdict (docs/api.md "Scenario goals"). */
  scenarios?: ScenarioVerdict[];
  /** A fault exercise: the star's bar and the measurements this attempt used. */
  fault?: { fewestMeasurements: number; measurementsUsed: number };
}

/**
 * How a correct answer counts in the course's progress (src/server/progress/progress-update.ts):
 * `starBonus` — the star can be earned and adds its points; `firstAnswerOnly` — only a right first
 * answer earns points (a quiz). A correct answer of every kind keeps the daily streak going where its
 * source keeps one.
 */
export interface ProgressRule {
  starBonus: boolean;
  firstAnswerOnly: boolean;
}

export interface JudgeContext {
  database: Database;
  userId: string;
  priority: WorkPriority;
  fields: FieldNames;
}

/** Who an exercise is served to, and where: a quiz's options come in the order for this learner and place. */
export interface Audience {
  seed: string;
  place: string;
}

/**
 * `Stored` is the exercise as the server keeps it (with its reference builds, right answer or fault),
 * `Shown` what a learner's page may see of it.
 */
export interface ExerciseKind<Puzzle, Answer, Stored = unknown, Shown = unknown> {
  /** The answer's one required key (`grid`, `option`, …): a missing one is a 400 naming it. */
  answerKey: string;
  answer: z.ZodType<Answer>;
  /** The 400 message for an answer without `answerKey`; `what` is the exercise as its source calls it. */
  missing(field: string, what?: string): string;
  judge(puzzle: Puzzle, answer: Answer, context: JudgeContext): Promise<Judgement>;
  progress: ProgressRule;
  /** The exercise as it may leave the server: every secret of the kind dropped, key order kept. */
  publicView(stored: Stored, audience?: Audience): Shown;
}

/** Who asks about a bundled exercise, and how urgently (a fault's plan or a hint runs on the worker pool). */
export interface BundledContext {
  userId: string;
  priority: WorkPriority;
}

/** A hint also reads what the learner did (a fault's measurements so far). */
export interface HintContext extends BundledContext {
  database: Database;
}

/** A chapter or project exercise's hint request: where it is and, on a circuit, the learner's grid. */
export type BundledHintRequest = Extract<HintRequest, { exercise: number }>;

/**
 * A kind the bundled course and projects use: it also says how one of its stored exercises at `where`
 * becomes its puzzle and, when it has a hint ladder's last rung, how the hint is found (the route
 * records its use). `measuresFaults`: its learners' meter measurements are kept under the exercise's
 * place, so a class's detail shows how many they used (docs/classes.md).
 */
export interface BundledKind<Puzzle, Answer, Stored, Shown> extends ExerciseKind<Puzzle, Answer, Stored, Shown> {
  fromBundled(stored: Stored, where: ExerciseLocation, context: BundledContext): Puzzle;
  hint?(stored: Stored, request: BundledHintRequest, context: HintContext): Promise<HintResponse['hint']>;
  measuresFaults?: true;
}

/** Reads `raw` as the kind's answer: 400 naming `answer.<key>` when it lacks the key, a zod 400 naming the field otherwise. */
export function answerFor<Answer>(kind: ExerciseKind<unknown, Answer>, raw: Record<string, unknown>, fields: FieldNames, what?: string): Answer {
  const field = fields.answer(kind.answerKey);
  if (!(kind.answerKey in raw)) throw new HttpError(400, kind.missing(field, what), field);
  // Parsed under the answer's own name, so a failure names the field as the request does (answer.grid[0]…).
  const name = fields.answer('').replace(/\.$/, '');
  if (!name) return kind.answer.parse(raw);
  return z.object({ [name]: kind.answer }).parse({ [name]: raw })[name] as Answer;
}
