// The engine's public face (docs/architecture.md "The parts and the direction of imports"): code outside
// src/engine imports only this file (eslint.boundaries.js). Pure: no DOM, no I/O, no clock, no randomness.
// The engine's own files import each other directly, never this index: a module that imports the index
// back could read one of its exports before it is set. Every module here is free of side effects, so a
// page chunk that imports one name carries only what that name needs (vite.config.ts), not zod's schemas.

// Grid & types: a board, its cells and their values.
export {
  COMPONENT_TYPES,
  FAULT_KINDS,
  type Cell,
  type ComponentType,
  type FaultKind,
  type Grid,
  type ParamName,
  type PieceValues,
  type Rotation,
  type Side,
  type StateName,
  type ValueName,
} from './types';
// Lights and probes: which parts light up or measure, and their states.
export {
  BULB_TYPES,
  GOAL_LIGHT_TYPES,
  LED_TYPES,
  LIGHT_TYPES,
  PROBE_TYPES,
  type BulbState,
  type BulbType,
  type GoalLightType,
  type LightType,
  type ProbeType,
} from './types';
// A request and its result: what simulate reads and what it answers.
export type { BulbEvent, PartReading, ProbeData, SimulationRequest, SimulationResult, Trace } from './types';

// Parts/catalogue: every part's definition, values, state and labels.
export {
  BOARD_INPUTS,
  CATALOG_ORDER,
  CATALOGUE,
  cellOf,
  componentDefinition,
  displayName,
  faultableValue,
  goalOf,
  isLight,
  isSingle,
  lightOf,
  lightWords,
  ohmsOf,
  PARAMS,
  paramsOf,
  paramValues,
  pieceKey,
  playableParamsOf,
  sameFixedPiece,
  stateOf,
  stateValues,
  tapOf,
  trayValuesOf,
  valueLabel,
  valuesOf,
  withDefaults,
  withPlayDefaults,
  withState,
} from './components/catalogue';
export type { ComponentDefinition, ParamSpec } from './components/define';
// The parts' physical constants, as the course's texts and the explanations quote them.
export { BATTERY_EMF_V, BATTERY_INTERNAL_OHM, FLAT_BATTERY_EMF_V } from './components/battery';
export { BULB_DIM_A, BULB_EXPLODE_A, BULB_OHM, BULB_ON_A } from './components/bulb-model';
export { LED_EXPLODE_A, LED_ON_A } from './components/led';
export { MOSFET_VTO_V } from './components/mosfet-model';
// Rotation: which sides of a cell are live.
export { activeSides, rotateSide } from './rotate';

// Simulate/transient: solve a grid over its window; the circuit a grid becomes.
export { simulate, DEFAULT_DURATION_S, type SimulateOptions } from './simulate';
export { ConvergenceError } from './errors';
export { buildCircuit, type PlacedCell } from './netlist';
// Scenario inputs: a button held, a knob turned, the light level, as a scenario sets them.
export {
  applyScenarioInputs,
  boardInputsOfScenario,
  inputsReadBy,
  inputWords,
  SCENARIO_INPUT_FIELDS,
  unreadInputs,
  type ScenarioInputField,
  type ScenarioInputName,
  type ScenarioInputs,
} from './components/scenario-inputs';

// Request validation (zod): for input that cannot be trusted; the page's first loads never import it.
export {
  validateSimulationRequest,
  parseSimulationRequest,
  MAX_REQUEST_BYTES,
  type ValidationResult,
} from './validate';
export { PIECE_STATE_FIELDS, PIECE_VALUE_FIELDS, SCENARIO_INPUT_SCHEMAS } from './components/param-schemas';

// Goals & measurement: an exercise's goal, checked against a result; what a probe and the meter read.
export type { GoalBulb, GoalEntry, GoalStatus, ProbeGoal, ProbeQuantity } from './types';
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
  type ReadingCheck,
} from './measurement-goal';
export { entryVerdicts, goalLightMet, type EntryVerdict } from './goal-verdict';
export { judgeGrid, judgeScenarios, type GridScenario, type GridVerdict } from './judge-grid';
export { meterKey, meterShows, type MeterReading } from './meter';

// Explanations: why a light is in its state, and the cells to outline (docs/explanations.md).
export { EXPLANATION_KINDS, type CellRef, type Explanation, type ExplanationKind } from './types';

// Units/formatting: values as a learner reads them.
export { formatCurrent, formatResistance, formatVoltage, valueRuns, type TextRun } from './units';
export { formatCapacitance } from './components/capacitor';

// Grid text: a board written as rows of tokens (the course's and the tests' notation).
export { cellOfToken, tokenRows } from './grid-text';

// Seeded random: the same sequence for the same seed (the generator's lessons, the quizzes' order).
export { pick, seeded, type Random } from './seeded-random';
