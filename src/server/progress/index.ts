// The learner's progress, one model (docs/architecture.md "Progress"): every read and write of the four
// stores — users.progress (the course, with the points it earns), users.schematic_completion,
// community_progress and activity_days (the streak) — goes through these functions. The rules they apply
// are pure: the progress document and the streak in src/learning; what an attempt does to the document
// (progress-update.ts, quiz-points.ts) and how a guest's merges into an account's (progress-merge.ts) here.
export { recordActiveDay, readStreak } from './active-days';
export { communitySolved, readCommunityStanding, recordCommunityCompletion } from './community';
export { recordCourseHint } from './course-hints';
export { recordCourseResult } from './course-results';
export type { AttemptLocation } from './progress-update';
export { mergeGuestProgress } from './guest-progress';
export { courseProgressColumn, earnedNothing, learnerProgressOf, readCourseProgress } from './learner-progress';
export { readSchematicStanding, recordSchematicResult } from './schematic-completion';
export { activeOnDay, snapshotColumns, snapshotOf, type ProfileSnapshot } from './snapshot';
