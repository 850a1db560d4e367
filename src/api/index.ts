// The wire shapes' public face (docs/api.md, docs/architecture.md "The parts and the direction of
// imports"): every request and reply the server and the page exchange, as zod schemas and their types.
// The page reads most of them as types only; a module whose schemas it does not use is left out of its
// bundle, since these modules have no side effects (vite.config.ts).
// POST /api/attempts: where, answer and the verdict
export {
  type AttemptAnswer, attemptGridSchema, attemptRequestSchemaFor, type AttemptResponse, type AttemptWhere,
  type CommunityWhere, type CourseWhere, namesWhere, type PracticeWhere, type ProjectWhere, type SchematicWhere,
  type WhereAttemptRequest, whereAttemptSchemaFor,
} from './attempts';
// the password rule and the sign-in texts
export { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from './auth';
// classes: a teacher's class, assignments, progress
export {
  type Assignment, type AssignmentInput, assignmentInputSchemaFor, type AssignmentProgress, CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH, CLASS_NAME_MAX, type ClassCreated, type ClassDetail, classLevelInputSchema, type ClassList,
  type ClassStudent, createClassSchema, CSV_HEADER, type ExerciseRef, type HelpResponse, joinClassSchema,
  type JoinedClass, JOINS_PER_MINUTE, LEARNER_NAME_MAX, mergeStudentSchema, mistakeLabel, type MistakesResponse,
  type MyAssignments, normalizeClassCode, renameStudentSchema, STUCK_FAILED_TRIES, STUCK_MINUTES, type StudentWork,
  updateAssignmentSchema, updateClassSchema,
} from './classes';
// GET /api/course/map
export { type CourseMap, courseMapSchema, type MapChapter, type MapExercise } from './course-map';
// the display-name rule
export { displayNameProblem } from './display-name';
// the public exercise shapes, pieces, goals and scenarios
export {
  chapterSchema, type CircuitExercise, circuitExerciseSchema, componentTypeSchema, type CourseResponse,
  courseResponseSchema, type Exercise, type FaultExercise, faultExerciseSchema, goalSchema, type InfoExercise,
  infoExerciseSchema, type InventoryItem, MAX_SCENARIO_LABEL_LENGTH, MAX_SCENARIOS, MIN_SCENARIOS,
  type MultipleChoiceExercise, multipleChoiceExerciseSchema, type PrePlacedComponent, prePlacedComponentSchema,
  type Project, projectSchema, rotationSchema, type Scenario, type Tip,
} from './exercise';
// fault finding: the meter and a suspect
export {
  type FaultCell, type MeasureHint, measureRequestSchemaFor, type MeasureResponse, suspectAnswerSchema,
} from './faults';
// a goal as scenarios (no zod: the page's lazy judge loads it)
export { allGoalEntries, goalScenarios } from './goal-scenarios';
// POST /api/hints
export { type HintRequest, hintRequestSchemaFor, type HintResponse } from './hints';
// GET /api/leaderboard
export {
  LEADERBOARD_SIZE, type LeaderboardEntry, type LeaderboardResponse, leaderboardResponseSchema,
} from './leaderboard';
// community levels and the publishing rules
export {
  CREATOR_TAGS, DEFAULT_FAILURE_MESSAGE, DEFAULT_GRID_SIZE, DEFAULT_SUCCESS_MESSAGE, DERIVED_TAGS, type DraggableItem,
  draggableItemSchema, hasAllTags, levelDescriptionSchema, type LevelInput, levelInputSchema, levelListSchema,
  type LevelScenario, levelScenariosSchema, type LevelSummary, type levelSummarySchema, levelTagSchema, MAX_GRID_SIZE,
  MAX_LEVEL_DESCRIPTION_LENGTH, MAX_LEVEL_NAME_LENGTH, MAX_LEVEL_TAGS, MIN_GRID_SIZE, PUBLISH_MESSAGES, publishedTags,
  type StoredLevel, storedLevelSchema, unreadScenarioInputs,
} from './levels';
// the profile, the live points event and the public config
export {
  type ExerciseProgress, type PointsEvent, type Profile, profileSchema, type Progress, type ProjectLevelProgress,
  type PublicConfig, type SchematicCompletion, updateProfileRequestSchema,
} from './me';
// which of two live points events is newer (no zod: the shell loads it)
export { isNewerPointsEvent, type VersionedPoints } from './points-event-order';
// practice levels
export { MAX_PRACTICE_SEED, practiceAttemptSchema, type PracticeLevelResponse, practiceSeedSchema } from './practice';
// the schematic question game
export {
  type SchematicAnswer, schematicAnswerSchema, type SchematicAttemptRequest, schematicAttemptRequestSchema,
  type SchematicAttemptResponse, schematicComponentSchema, type SchematicLevelId, schematicLevelIdSchema,
  type SchematicQuestion, schematicQuestionSchema, type SchematicQuestionsResponse, schematicQuestionsResponseSchema,
  toolbarPartSchema,
} from './schematic';
// GET /api/me/streak
export { type StreakResponse } from './streak';
