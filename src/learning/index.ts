// The learning rules' public face (docs/architecture.md "The parts and the direction of imports"): what a
// learner earns and where they are — the progress document, the level and star rules, the daily streak,
// the continue point, unlocks and a quiz's option order. Pure: the server and the page both import it.
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
