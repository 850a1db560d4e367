// The engine's front door: simulate a grid, validate a request, check a goal, and the public types.
// Pure: no DOM, no I/O, no clock, no randomness.
export { simulate, DEFAULT_DURATION_S, type SimulateOptions } from './simulate';
export {
  validateSimulationRequest,
  parseSimulationRequest,
  MAX_REQUEST_BYTES,
  type ValidationResult,
} from './validate';
export { checkGoal, baseBulbType, type GoalCheck } from './goal-check';
export {
  bulbGoals,
  checkReadings,
  finalReading,
  formatReading,
  formatTarget,
  isProbeGoal,
  needsProbe,
  probeGoals,
  type GoalEntry,
  type ProbeGoal,
  type ProbeQuantity,
  type ReadingCheck,
} from './measurement-goal';
export { activeSides, rotateSide } from './rotate';
export { ConvergenceError } from './errors';
export { CATALOGUE, componentDefinition } from './components/catalogue';
export type { ComponentDefinition } from './components/define';
export * from './types';
