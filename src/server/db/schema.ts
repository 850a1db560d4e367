// Kysely table types; each table is created by a migration in ./migrations.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Progress } from '../../learning/index';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's user (0001-auth); better-auth writes it, we read it and keep `name` in step. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean, boolean | undefined, boolean>;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  isAnonymous: ColumnType<boolean | null, boolean | undefined, boolean>;
}

/** better-auth's session (0001-auth). */
export interface AuthSessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userId: string;
}

/** The learner profile (0002-profiles), keyed by the auth user id (docs/product.md "What is stored", User profile). */
export interface UsersTable {
  id: string;
  name: Generated<string>;
  email: string | null;
  is_guest: Generated<boolean>;
  points: Generated<number>;
  /** Raised by a trigger whenever points change (0005-points-version); live events carry it. */
  points_version: Generated<number>;
  /** Written only through src/learning/progress.ts's helpers (attempts, hints, guest merge). */
  progress: JSONColumnType<Progress, string | undefined, string>;
  settings: JSONColumnType<{ useSchematicStyle?: boolean; sound?: boolean }, string | undefined, string>;
  schematic_completion: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

/** Mails kept locally when SMTP_URL is not set (0002-profiles). */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Generated<Date>;
}

/** Fixed-window counters for sign-in and reset throttling (0002-profiles). */
export interface AuthThrottleTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** A published community level (0003-custom-levels); `level` holds the creator's fields (docs/api.md "Levels"). */
export interface CustomLevelsTable {
  id: Generated<string>;
  creator_id: string;
  creator_name: string;
  name: string;
  level: JSONColumnType<Record<string, unknown>, string, string>;
  tags: JSONColumnType<string[], string, string>;
  play_count: Generated<number>;
  created_at: Generated<Date>;
  /** Set for a class-only level (0009-class-levels): off every list, for that class only. */
  class_id: Generated<string | null>;
}

/** A teacher's class (0004-classes, docs/classes.md). */
export interface ClassesTable {
  id: Generated<string>;
  teacher_id: string;
  name: string;
  code: string;
  created_at: Generated<Date>;
  /** 0008-class-cockpit: joining allowed, members shown on the global leaderboard, archived (read-only). */
  join_open: Generated<boolean>;
  public_leaderboard: Generated<boolean>;
  archived_at: Date | null;
}

/** A learner in a class (0004-classes). */
export interface ClassMembersTable {
  class_id: string;
  user_id: string;
  joined_at: Generated<Date>;
  /** 0008-class-cockpit: the name this class shows (the teacher's or the one given on joining). */
  display_name: string | null;
  /** The learner's last attempt of any kind, right or wrong. */
  last_active_at: Date | null;
}

/** A learner the teacher removed, refused until re-admitted (0008-class-cockpit). */
export interface ClassRemovedTable {
  class_id: string;
  user_id: string;
  removed_at: Generated<Date>;
}

/** One try on assigned work (0008-class-cockpit): right, wrong (with explanation kinds) or a hint. */
export interface ClassTriesTable {
  id: Generated<string>;
  user_id: string;
  chapter: number | null;
  project: string | null;
  level: number | null;
  exercise: number | null;
  level_id: string | null;
  outcome: 'right' | 'wrong' | 'hint';
  kinds: JSONColumnType<string[], string, string>;
  at: Generated<Date>;
}

/** A level a class is asked to play (0004-classes): one of chapter+level, project+level, level_id. */
export interface ClassAssignmentsTable {
  id: Generated<string>;
  class_id: string;
  chapter: number | null;
  project: string | null;
  level: number | null;
  level_id: string | null;
  title: string;
  /** A calendar date; read as text (YYYY-MM-DD) so no time zone shifts it. */
  due: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  /** The teacher's order (0008-class-cockpit); equal positions fall back to created_at. */
  position: Generated<number>;
}

/** A community level a learner solved, judged by the server (0004-classes). */
export interface CommunityProgressTable {
  user_id: string;
  level_id: string;
  star_achieved: Generated<boolean>;
  completed_at: Generated<Date>;
}

/** Days with a completed exercise, as the learner's local dates (0006-activity-days). */
export interface ActivityDaysTable {
  user_id: string;
  day: ColumnType<string, string, string>;
  created_at: Generated<Date>;
}

/** How many ranked learners (non-empty name) hold each score; kept by a trigger on users (0007-leaderboard-points). */
export interface LeaderboardPointsTable {
  points: number;
  learners: number;
}

/** Meter readings on fault exercises since the learner's last attempt there (0010-fault-measurements). */
export interface FaultMeasurementsTable {
  id: Generated<number>;
  user_id: string;
  place: string;
  row: number;
  col: number;
  created_at: Generated<Date>;
}

/** A learner's fault diagnosis per exercise: measurements used and the fewest (0010-fault-measurements). */
export interface FaultResultsTable {
  user_id: string;
  place: string;
  measurements_used: number;
  fewest: number;
  correct: boolean;
  updated_at: Generated<Date>;
}

export interface DB {
  user: AuthUserTable;
  session: AuthSessionTable;
  users: UsersTable;
  outbox: OutboxTable;
  auth_throttle: AuthThrottleTable;
  custom_levels: CustomLevelsTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  class_assignments: ClassAssignmentsTable;
  community_progress: CommunityProgressTable;
  class_removed: ClassRemovedTable;
  class_tries: ClassTriesTable;
  activity_days: ActivityDaysTable;
  leaderboard_points: LeaderboardPointsTable;
  fault_measurements: FaultMeasurementsTable;
  fault_results: FaultResultsTable;
}
