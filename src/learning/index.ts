// The learning rules' public face (docs/architecture.md "The parts and the direction of imports"): what a
// learner earns and where they are — the progress document, the level and star rules, the daily streak,
// the continue point, unlocks, a quiz's option order, what a finished level earned, which chapters
// have Practice and the project the course leads to. Pure: the server and the page both import it.
export {
  entryOf,
  exerciseEntry,
  levelEntries,
  projectLevelEntry,
  withExerciseEntry,
  withProjectLevelEntry,
  type ExercisePlace,
  type ExerciseProgress,
  type Progress,
  type ProjectLevelProgress,
} from './progress';
export { exerciseProgress, levelStatus, offersStar, STAR_EARNS_POINTS, type ExerciseState, type LevelStatus } from './progress-rules';
export { localDay, previousDay, readsTimeZone, streakFrom, TIME_ZONE_HEADER, TIME_ZONE_ROUTES, utcOffsetOf, validTimeZone, type Streak } from './streak';
export { contentIndex, optionOrder, placeOf, servedOptions, VISITOR_SEED } from './option-order';
export { firstUnfinishedChapter, firstUnfinishedExercise, hasStarted, type CourseShape } from './continue-point';
export { isLevelLocked } from './level-lock';
export { normalizeProjectCode, parseUnlocked, withUnlocked } from './unlocks';
export { entryPoints, nextLevel, POINTS_FOR_COMPLETION, POINTS_FOR_STAR, summarizeLevel, type LevelSummary } from './level-summary';
export { hasPractice, lastPracticeChapter, practiceKind, type PracticeKind } from './practice-chapters';
export { COURSE_PROJECT_CODE } from './course-project';
