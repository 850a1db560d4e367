// The shape of a component module: every fact about one part — its sides, its parameters (schema,
// default, unit, limits, value label), polarity, how many one grid may hold, whether it is a light,
// its name and its place in the level creator's catalog — and how it enters the MNA equations.
// Each type in components/*.ts is one `defineComponent` call; catalogue.ts lists them all. See
// docs/architecture.md ("Adding a part"). Plain data and functions only: the simulation worker imports
// these modules, so the values' zod schemas are built apart, in param-schemas.ts (docs/performance.md).
import type { BulbState, Cell, ComponentType, GoalLightType, ParamName, Side, StateName } from '../types';

/** Where a component writes into the modified-nodal-analysis system. Node -1 is the reference (0 V). */
export interface Stamper {
  /** A conductance g between nodes a and b. */
  conductance(a: number, b: number, g: number): void;
  /** A constant current currentA flowing through the element from node a to node b. */
  current(a: number, b: number, currentA: number): void;
  /** Fraction of the independent sources switched on (below 1 only while Newton uses source stepping). */
  readonly sourceScale: number;
  /** Current from `from` to `to` of gm·(V(p) − V(n)): a voltage-controlled current source. */
  transconductance(from: number, to: number, p: number, n: number, gm: number): void;
}

/** Reads a node voltage of the present solution or Newton iterate (reference → 0). */
export type VoltageReader = (node: number) => number;

/**
 * Integration step for companion models, already divided by the step h: a capacitor's current is
 * C·(c0·v(n+1) + c1·v(n) + c2·v(n−1)). `initial` is t = 0, where capacitors are uncharged (a short).
 */
export type Step = { kind: 'initial' } | { kind: 'step'; c0: number; c1: number; c2: number };

/** One placed part, wired to nodes. `pins[i]` is the node of `sides[i]` (rotation-0 order). */
export interface Instance {
  readonly definition: ComponentDefinition;
  readonly row: number;
  readonly col: number;
  readonly pins: readonly number[];
  readonly params: Readonly<Record<string, number>>;
  /** An exploded bulb: an open circuit for the rest of the window. */
  open: boolean;
  /** Per-type memory: capacitor history, Newton limiting voltages. */
  readonly state: Float64Array;
}

/** A value a part carries in its cell (`resistanceValue`, `capacitance`): one definition, read by all. */
export interface ParamSpec<T extends number | string = number | string> {
  readonly unit: 'ohm' | 'farad' | 'fraction' | 'lux';
  /**
   * The learner may change it while playing (a knob's position): it is not part of what the piece is —
   * a tray does not carry it, two pieces differing only in it are the same piece, and a pre-placed piece
   * may differ in it from the exercise. The creator still sets where it starts.
   */
  readonly playable: boolean;
  /** What the value dialog calls it ('Resistance'). */
  readonly name: string;
  /** The value of a cell that does not set the field, in the cell's own form (330, '10000uF'). */
  readonly default: T;
  /** Limits in SI units (ohms, farads), inclusive. */
  readonly min: number;
  readonly max: number;
  /** What the APIs accept for the field: a number (in SI units), or also a text form like "4.7mF". */
  readonly accepts: 'number' | 'number or text';
  /** The APIs' 400 texts: `form` when the value is not of an accepted form, `range` when out of limits. */
  readonly messages: { readonly form: string; readonly range: string };
  /** The field's value in SI units (e.g. "10000uF" → 0.01); undefined when not of the accepted form. */
  toSI(value: T): number | undefined;
  /** The value as the part prints it: '330 Ω', '10000 µF'. */
  label(value: T): string;
  /** The choices the level creator's value dialog offers, in the cell's own form. */
  readonly presets: readonly T[];
  /** Turns what a person typed into the cell's form, or null when it is not a value within the limits. */
  parseTyped(text: string): T | null;
}

/**
 * An on/off state the learner sets while playing (a switch's `isOn`): never part of what the piece is,
 * so a pre-placed piece may differ in it. Off when missing.
 */
export interface StateSpec {
  readonly field: StateName;
  /** What the state is called in words for each value ('on' / 'off'). */
  label(on: boolean): string;
}

/**
 * What a tap (or press) on the piece does while playing, once it is placed: `rotate` turns a learner's
 * own piece; `toggle` flips its state (a switch); `hold` keeps its state on while a finger, the mouse or
 * Space/Enter holds it; `turn` moves its playable value (a knob: drag, slider, arrow keys); `adjust`
 * changes a board input it reads (a slider beside the board).
 */
export type TapBehaviour = 'rotate' | 'toggle' | 'hold' | 'turn' | 'adjust';

/** What the part is for: the player and the creator group and describe pieces by it. */
export type PieceRole = 'light' | 'source' | 'input' | 'meter' | 'conductor' | 'part';

/** What the course's texts may say about the part (explanations, the learner's words). */
export interface TeachingHooks {
  /** The part in a sentence, lower case ('the switch'). */
  readonly noun: string;
  /** One line a learner reads when the part first appears in the player. */
  readonly tip?: string;
}

/** A part that lights: a bulb or an LED (keyed by type in `bulbs`, listed in `bulbEvents`, a goal). */
export interface LightSpec {
  /** A bulb (a 40 Ω resistor) or a light-emitting diode (a junction). */
  readonly kind: 'bulb' | 'led';
  readonly colour: 'red' | 'yellow' | 'green';
  /** The goal this light answers: 'red-bulb' for both red bulbs, 'red-led' for the red LED. */
  readonly goal: GoalLightType;
  /** From this current (amps) the light is ON. */
  readonly onA: number;
  /** Above this current (amps) the light explodes and is open for the rest of the window. */
  readonly explodeA: number;
  /** The current that lights it (amps, magnitude or forward) at the present solution. */
  lightCurrent(inst: Instance, v: VoltageReader): number;
  /** OFF / DIM / ON / EXPLODED from that current. */
  state(currentA: number, exploded: boolean): BulbState;
}

export interface ComponentDefinition {
  readonly type: ComponentType;
  /** The friendly name people read: 'Red bulb', 'Current probe'. */
  readonly displayName: string;
  /** Active sides at rotation 0, in pin order; rotate.ts turns them clockwise. */
  readonly sides: readonly Side[];
  /** Sides active for this cell's state (a switch that is off has none). */
  activeSides(cell: Cell): readonly Side[];
  /** Ideal conductor: all its active sides are one node (merged by union-find, no equation). */
  readonly conductor: boolean;
  readonly params: Readonly<Partial<Record<ParamName, ParamSpec<any>>>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each part's own value type; read through catalogue.ts
  /** Its on/off state, if it has one (switch). */
  readonly state: StateSpec | null;
  /**
   * Values of the whole board the part reads, by the simulate request's field name (a light sensor's
   * `light`): one setting for every such part, validated from this spec and handed to `params`.
   */
  readonly boardInputs: Readonly<Record<string, ParamSpec<number>>>;
  readonly tap: TapBehaviour;
  readonly role: PieceRole;
  readonly teaching: TeachingHooks;
  /** A half turn makes a different piece (its pins differ electrically): battery, diode, MOSFET, LEDs. */
  readonly polar: boolean;
  /** How many of this type one grid (and one level, tray included) may hold. */
  readonly maxPerGrid: number;
  /** Set for the lights. */
  readonly light: LightSpec | null;
  /** Place in the level creator's catalog (ascending). */
  readonly catalogOrder: number;
  readonly stateSize: number;
  /**
   * Pins that draw no current (the MOSFET's gate). A node touched only by such pins floats on gmin
   * alone, so it is pinned to 0 V rather than solved: next to a 1e8 S short its gmin row is below
   * double precision and would turn rounding noise into kilovolts.
   */
  readonly insulatingPins: readonly number[];
  /** The two pins a meter reads the voltage across (a MOSFET's drain and source); [0, 1] for most parts. */
  readonly mainPins: readonly [number, number];
  /** Linear, time-invariant stamp. */
  stamp?(m: Stamper, inst: Instance): void;
  /**
   * Companion model for one time point (capacitor): a conductance depending on the step alone and
   * `historyCurrent` from pin 0 to pin 1, which is all a linear solve needs to superpose it.
   */
  stampStep?(m: Stamper, inst: Instance, step: Step): void;
  /** A companion-model part's capacitance (farads): the time step's error estimate weighs its current by it. */
  farads?(inst: Instance): number;
  /** The companion model's current source (pin 0 → pin 1), as `stampStep` writes it. */
  historyCurrent?(inst: Instance, step: Step): number;
  /** Stores history after an accepted time point. */
  acceptStep?(inst: Instance, v: VoltageReader, step: Step): void;
  /** Nonlinear: stamps the linearisation at the limited iterate; returns whether it has converged. */
  linearize?(m: Stamper, inst: Instance, v: VoltageReader, first: boolean): boolean;
  /** Current flowing into the element through each pin (amps, same order as `sides`). */
  currents?(inst: Instance, v: VoltageReader, step: Step): number[];
  /** `currents(…)[0]` without the array: bulbs and the battery are read at every time point. */
  current?(inst: Instance, v: VoltageReader, step: Step): number;
}

type Options = Partial<ComponentDefinition> & Pick<ComponentDefinition, 'type' | 'displayName' | 'sides' | 'catalogOrder'>;

export function defineComponent(options: Options): ComponentDefinition {
  const sides = options.sides;
  return {
    activeSides: () => sides,
    conductor: false,
    params: {},
    state: null,
    boardInputs: {},
    tap: 'rotate',
    role: options.light ? 'light' : 'part',
    teaching: { noun: `the ${options.displayName.toLowerCase()}` },
    polar: false,
    maxPerGrid: Infinity,
    light: null,
    stateSize: 0,
    insulatingPins: [],
    mainPins: [0, 1],
    ...options,
  };
}

/** zod error option: "is required" for a missing field, else `message` (the API's 400 texts). */
export const say = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message),
});

/**
 * Whether a value in SI units lies within a parameter's limits (inclusive). A hair below the minimum is
 * forgiven: a prefixed text ('0.001nF') multiplies out to the limit with rounding.
 */
export function withinLimits(spec: Pick<ParamSpec, 'min' | 'max'>, si: number | undefined): boolean {
  return si !== undefined && si >= spec.min * (1 - 1e-9) && si <= spec.max;
}

/** Voltage across pins 0→1 of a two-pin part. */
export function pinVoltage(inst: Instance, v: VoltageReader): number {
  return v(inst.pins[0]) - v(inst.pins[1]);
}
