// What a puzzle source is (docs/api.md "Attempts"): it resolves a `where` to an exercise of some kind
// (404 when there is none) and records a judged attempt by its own policy, which also shapes the reply.
import type { AttemptResponse } from '../../../api/index';
import type { SessionUser } from '../../auth/auth-service';
import type { Database } from '../../db/database';
import type { ProfileSnapshot } from '../../progress/index';
import type { WorkPriority } from '../../work/work-pool';
import type { KindName, PuzzleOf } from '../kinds/index';
import type { FieldNames, Judgement, ProgressRule } from '../kinds/kind';

export interface ResolveContext {
  database: Database;
  user: SessionUser;
  priority: WorkPriority;
  fields: FieldNames;
}

/** A `where` resolved: the kind that judges it and its puzzle, loaded only once the answer's shape is checked (a generated practice level, a planner's table). */
export type Resolved = {
  [K in KindName]: {
    kind: K;
    puzzle(): Promise<PuzzleOf<K>>;
    /** How a missing-answer message names the exercise, when not as the kind does ("fault practice"). */
    what?: string;
  };
}[KindName];

export interface RecordContext {
  database: Database;
  user: SessionUser;
  /** The learner's progress and points as read with the attempt's count (null: no profile yet). */
  snapshot: ProfileSnapshot;
  /** Today (the learner's local date) already counts for their streak. */
  activeToday: boolean;
  today: string;
}

/** A kind's verdict with the kind's progress rule. */
export type Verdict = Judgement & ProgressRule;

/** How a source's policy recorded an attempt: the reply's own fields beside the verdict's. */
export interface Recorded {
  completed: boolean;
  starAchieved: boolean;
  pointsAwarded: number;
  points: number;
  pointsVersion: number;
}

/** The attempt reply every source gives: its record, then what the kind judged (lights, feedback, scenarios, the fault's bar). */
export function replyOf(verdict: Verdict, recorded: Recorded): AttemptResponse {
  return {
    correct: verdict.correct,
    ...recorded,
    ...(verdict.bulbs ? { bulbs: verdict.bulbs } : {}),
    feedback: verdict.feedback,
    ...(verdict.scenarios ? { scenarios: verdict.scenarios } : {}),
    ...(verdict.fault ?? {}),
  };
}

export interface PuzzleSource<Where> {
  resolve(where: Where, context: ResolveContext): Promise<Resolved>;
  record(where: Where, verdict: Verdict, context: RecordContext): Promise<AttemptResponse>;
}

