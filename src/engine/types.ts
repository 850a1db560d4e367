// Public types of the circuit engine (docs/engine.md). Shared by the page, the server, the solver and
// the generator; the engine owns them. The type ids are listed here (TypeScript needs them as literals);
// every other fact of a part lives in its module in components/ (see components/catalogue.ts).


export type Rotation = 0 | 90 | 180 | 270;
export type Side = 'top' | 'right' | 'bottom' | 'left';
export type BulbState = 'ON' | 'DIM' | 'OFF' | 'EXPLODED';
export type GoalStatus = 'ON' | 'OFF' | 'DIM';

export const BULB_TYPES = [
  'red-bulb',
  'yellow-bulb',
  'green-bulb',
  'red-bulb-straight',
  'yellow-bulb-straight',
  'green-bulb-straight',
] as const;
export type BulbType = (typeof BULB_TYPES)[number];

export const LED_TYPES = ['red-led', 'yellow-led', 'green-led'] as const;

/** Every light: keyed by type in a result's `bulbs`/`bulbCurrents`, listed in `bulbEvents`. */
export const LIGHT_TYPES = [...BULB_TYPES, ...LED_TYPES] as const;
export type LightType = (typeof LIGHT_TYPES)[number];

/** What a goal names: a bulb colour (either bulb of it) or an LED. */
export const GOAL_LIGHT_TYPES = ['red-bulb', 'yellow-bulb', 'green-bulb', ...LED_TYPES] as const;
export type GoalLightType = (typeof GOAL_LIGHT_TYPES)[number];

export const PROBE_TYPES = ['probe', 'probe-voltage-pos', 'probe-voltage-neg', 'probe-current'] as const;
export type ProbeType = (typeof PROBE_TYPES)[number];

export const COMPONENT_TYPES = [
  'battery',
  'straight-wire',
  'corner-wire',
  't-wire',
  'star',
  'block',
  'switch',
  'resistor',
  'capacitor',
  'diode',
  'mosfet',
  'potentiometer',
  'push-button',
  'ldr',
  ...LIGHT_TYPES,
  ...PROBE_TYPES,
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** The cell fields that carry a part's value; each is described once by its part's ParamSpec. */
export type ParamName = 'resistanceValue' | 'capacitance' | 'position';

/** The cell fields that carry a part's on/off state (its StateSpec): a switch's `isOn`. */
export type StateName = 'isOn' | 'pressed';

/** Every field of a piece beyond type and rotation; only the parts' modules name them (docs/architecture.md). */
export type ValueName = ParamName | StateName;

/** A piece's values, wherever the piece is (grid, tray, level JSON). */
export type PieceValues = Pick<Cell, ValueName>;

/** A hidden fault (docs/engine.md "Faults"): open conducts nothing, short joins the sides, flat is a 3 V battery. */
export const FAULT_KINDS = ['open', 'short', 'flat'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** One occupied grid cell (docs/engine.md, "The JSON"). `connections` from old clients is ignored. */
export interface Cell {
  type: ComponentType;
  rotation: Rotation;
  isOn?: boolean;
  resistanceValue?: number;
  capacitance?: string | number;
  position?: number;
  pressed?: boolean;
  /** Fault finding only: the server's hidden fault; the page never sends or sees it. */
  fault?: FaultKind;
  /** Fault finding only: the ohms a resistor really has while `resistanceValue` is what it shows. */
  faultValue?: number;
}

/** rows × columns, 1 to 9 each; `null` is an empty cell. */
export type Grid = (Cell | null)[][];

export interface SimulationRequest {
  grid: Grid;
  probe?: boolean;
  duration?: number;
  /** The board's light level in lux for every light sensor (1 to 100000, default 300). */
  light?: number;
  /** The exercise's goal entries: explanations then point toward it (docs/explanations.md). */
  goal?: GoalEntry[];
  /** Pieces the learner cannot move or turn: an explanation's fix names a piece they can change. */
  locked?: CellRef[];
  /** Add `readings`: the meter on every part (docs/engine.md "Readings and faults"). */
  readings?: boolean;
}

/** The meter on one part at the end of the window (magnitudes; power ≥ 0). */
export interface PartReading {
  row: number;
  col: number;
  /** Amps through the part: the largest crossing one side, as in traces. */
  current: number;
  /** Volts across its two main terminals (a MOSFET's drain and source). */
  voltage: number;
  /** Watts it turns into heat or light; a battery's is the power it delivers (EMF × current). */
  power: number;
}

export interface ProbeData {
  time: number[];
  vdiff: (number | null)[];
  current: (number | null)[];
}

export interface Trace {
  row: number;
  col: number;
  current: number;
}

export interface BulbEvent {
  time: number;
  bulb: LightType;
  state: BulbState;
}

/** Why a light is in its state (docs/explanations.md). */
export const EXPLANATION_KINDS = [
  'open-loop',
  'switch-open',
  'reverse',
  'mosfet-off',
  'bypassed',
  'short-circuit',
  'too-much-current',
  'too-little-current',
  'charging',
] as const;
export type ExplanationKind = (typeof EXPLANATION_KINDS)[number];

export interface CellRef {
  row: number;
  col: number;
}

export interface Explanation {
  kind: ExplanationKind;
  /** Type ids of the lights (keys of `bulbs`) this explains. */
  lights: LightType[];
  /** The cells the page highlights. */
  cells: CellRef[];
  /** One or two plain sentences for a learner. */
  message: string;
}

export interface SimulationResult {
  bulbs: Partial<Record<LightType, BulbState>>;
  bulbCurrents: Partial<Record<LightType, number>>;
  star: boolean;
  probeData: ProbeData | null;
  traces: Trace[];
  bulbEvents: BulbEvent[];
  warnings: string[];
  explanations: Explanation[];
  diagnostics: string[];
  /** With `readings: true` in the request. */
  readings?: PartReading[];
}

/** A goal light of an exercise: the light's goal type (a bulb without `-straight`, or an LED) and its status. */
export interface GoalBulb {
  type: GoalLightType;
  status: GoalStatus;
}

export type ProbeQuantity = 'current' | 'voltage';

/**
 * Amps for current, volts for voltage. A current reading's magnitude is compared (a current probe turned
 * round still counts); a voltage reading is signed: probes placed the wrong way round read negative and
 * fail, and the failure text says so.
 */
export interface ProbeGoal {
  probe: ProbeQuantity;
  min: number;
  max: number;
}

/** One entry of an exercise's goal: a light's state, or a probe reading in a range (measurement-goal.ts). */
export type GoalEntry = GoalBulb | ProbeGoal;
