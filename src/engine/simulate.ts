// simulate(): grid → circuit → pre-check → solve over the window → docs/engine.md's response.
import { boardInputsOf, isLight } from './components/catalogue';
import type { Instance, LightSpec, Step, VoltageReader } from './components/define';
import { explain, type ExplainContext, type PinVoltages } from './explain/explain';
import { sideCurrentReader, sideCurrents } from './flows';
import { buildCircuit, type Circuit, type PlacedCell } from './netlist';
import { PointSolver, type Budget } from './point-solver';
import { preCheck } from './pre-check';
import { runWindow } from './transient';
import {
  LIGHT_TYPES,
  type BulbEvent,
  type BulbState,
  type LightType,
  type ProbeData,
  type SimulationRequest,
  type SimulationResult,
  type PartReading,
  type Trace,
} from './types';
import { batteryEmf } from './faults';

export const DEFAULT_DURATION_S = 10;
const TRACE_MIN_A = 0.001; // docs/engine.md: traces list cells carrying at least 1 mA
const STAR_MIN_A = 0.002; // docs/engine.md: the star needs at least 2 mA at the end of the window
const SHORT_CIRCUIT_A = 1; // docs/engine.md: warning when the battery delivers more than 1 A
/** ≈ 1e9 floating-point operations, about a second of one core: the default cost cap. */
export const DEFAULT_MAX_WORK = 1e9;

export interface SimulateOptions {
  /** Cost cap in ≈ floating-point operations; beyond it simulate throws ConvergenceError. */
  maxWork?: number;
  /** Add `explanations` (default true); the solver's search, which never shows them, turns them off. */
  explain?: boolean;
}

const NO_VOLTS: PinVoltages = () => 0;

function emptyResult(circuit: Circuit, diagnostics: string[]): SimulationResult {
  const bulbs: SimulationResult['bulbs'] = {};
  const bulbCurrents: SimulationResult['bulbCurrents'] = {};
  for (const placed of bulbCells(circuit)) {
    bulbs[placed.cell.type as LightType] = 'OFF';
    bulbCurrents[placed.cell.type as LightType] = 0;
  }
  return { bulbs, bulbCurrents, star: false, probeData: null, traces: [], bulbEvents: [], warnings: [], explanations: [], diagnostics };
}

function bulbCells(circuit: Circuit): PlacedCell[] {
  return circuit.cells.filter((c) => isLight(c.cell.type));
}

function maxCrossing(crossing: number[]): number {
  return crossing.reduce((m, i) => Math.max(m, Math.abs(i)), 0);
}

function find(circuit: Circuit, type: string): PlacedCell | undefined {
  return circuit.cells.find((c) => c.cell.type === type);
}

export function simulate(request: SimulationRequest, options: SimulateOptions = {}): SimulationResult {
  const circuit = buildCircuit(request.grid, boardInputsOf(request));
  const solved = solve(request, circuit, options);
  if (options.explain !== false) solved.result.explanations = explain(request.grid, circuit, solved.result, solved.volts, explainContext(request, options));
  return solved.result;
}

/** The request's goal and locks, and (with a goal) a trial solve for checking a suggested value against it. */
function explainContext(request: SimulationRequest, options: SimulateOptions): ExplainContext {
  if (!request.goal) return { locked: request.locked };
  const trial = (grid: SimulationRequest['grid']) => simulate({ ...boardInputsOf(request), grid, probe: true, duration: request.duration }, { ...options, explain: false });
  return { goal: request.goal, locked: request.locked, trial };
}

function solve(request: SimulationRequest, circuit: Circuit, options: SimulateOptions): { result: SimulationResult; volts: PinVoltages } {
  const check = preCheck(circuit);
  const result = emptyResult(circuit, check.diagnostics);
  // A closed loop across the battery with nothing for the learner to see is still solved, for the
  // short-circuit warning (and the traces the page animates) only: bulbs, star and events stay as unsolved.
  if (!check.simulate && !check.batteryLoop) {
    if (request.readings === true) result.readings = partReadings(circuit, circuit.cells.map((c) => c.sides.map(() => 0)), circuit.cells.map((c) => c.sides.map(() => 0)));
    return { result, volts: NO_VOLTS };
  }
  const budget: Budget = { work: 0, maxWork: options.maxWork ?? DEFAULT_MAX_WORK };
  const solver = new PointSolver(circuit, budget);
  // In catalogue order, so events at one instant list the same way however the grid is turned.
  const bulbs = bulbCells(circuit)
    .filter((c) => check.bulbsOnPath.has(c.index) && c.definition.light !== null)
    .sort((a, b) => LIGHT_TYPES.indexOf(a.cell.type as LightType) - LIGHT_TYPES.indexOf(b.cell.type as LightType));
  // Per time point only these arrays are touched: each bulb's index in the solver's bulb currents and state.
  const slots = bulbs.map((b) => solver.bulbs.indexOf(b.instance as Instance));
  const lastState: BulbState[] = bulbs.map(() => 'OFF');
  const events: BulbEvent[] = [];
  const probes = new ProbeReader(circuit, request.probe === true);
  let shortCircuit = false;
  const battery = circuit.battery?.instance as Instance;
  let crossing: number[][] = [];
  let pinVolts: number[][] = [];
  runWindow(solver, request.duration ?? DEFAULT_DURATION_S, {
    point: (timeS: number, step: Step) => {
      for (let k = 0; k < bulbs.length; k++) {
        const state = (bulbs[k].definition.light as LightSpec).state(solver.bulbCurrents[slots[k]], (bulbs[k].instance as Instance).open);
        if (state === lastState[k]) continue;
        lastState[k] = state;
        events.push({ time: timeS, bulb: bulbs[k].cell.type as LightType, state });
      }
      if (Math.abs(solver.current(battery, step)) > SHORT_CIRCUIT_A) shortCircuit = true;
    },
    // Only the probe reads samples: without one, the window skips them (the same steps, less work).
    sample: probes.data ? (timeS: number, step: Step) => probes.sample(timeS, solver, step) : undefined,
    end: (step: Step) => {
      crossing = sideCurrents(circuit, solver.v, step);
      pinVolts = circuit.cells.map((c) => c.nodes.map(solver.v));
      for (const bulb of bulbs) {
        result.bulbCurrents[bulb.cell.type as LightType] = Math.abs(solver.current(bulb.instance as Instance, step));
      }
    },
  });
  const traces: Trace[] = [];
  for (const placed of circuit.cells) {
    const currentA = maxCrossing(crossing[placed.index]);
    if (currentA >= TRACE_MIN_A) traces.push({ row: placed.row, col: placed.col, current: currentA });
  }
  bulbs.forEach((bulb, k) => (result.bulbs[bulb.cell.type as LightType] = lastState[k]));
  const star = find(circuit, 'star');
  result.star = check.simulate && star !== undefined && maxCrossing(crossing[star.index]) >= STAR_MIN_A;
  result.probeData = probes.data;
  result.traces = traces;
  result.bulbEvents = events;
  if (shortCircuit) result.warnings.push('short-circuit');
  if (request.readings === true) result.readings = partReadings(circuit, crossing, pinVolts);
  // Unsolved lights (not on a path) read 0 V, as the solve would give them.
  const volts: PinVoltages = check.simulate ? (cell, pin) => pinVolts[cell]?.[pin] ?? 0 : NO_VOLTS;
  return { result, volts };
}

/**
 * The meter on every cell with two or more active sides (docs/engine.md "Readings and faults"): the
 * current as in traces, the volts across its main pins, and the power it takes in (never below 0); a
 * battery's power is what it delivers, its EMF (9 V, or 3 V when flat) times its current.
 */
function partReadings(circuit: Circuit, crossing: number[][], pinVolts: number[][]): PartReading[] {
  const readings: PartReading[] = [];
  for (const placed of circuit.cells) {
    if (placed.sides.length < 2) continue;
    const current = maxCrossing(crossing[placed.index]);
    const volts = pinVolts[placed.index];
    const [a, b] = placed.definition.mainPins;
    const voltage = Math.abs((volts[a] ?? 0) - (volts[b] ?? 0));
    const power =
      placed.cell.type === 'battery'
        ? batteryEmf(placed.cell.fault) * current
        : Math.max(0, crossing[placed.index].reduce((sum, into, pin) => sum + into * (volts[pin] ?? 0), 0));
    readings.push({ row: placed.row, col: placed.col, current, voltage, power });
  }
  return readings;
}

/** Builds probeData (docs/engine.md "Every part's physics": which probe measures what, and signs). */
class ProbeReader {
  readonly data: ProbeData | null;
  private readonly voltage: ((v: (node: number) => number) => number) | null;
  private readonly currentCell: PlacedCell | undefined;
  /** The current probe's reading (flows.ts), set up at the first sample. */
  private current: ((v: VoltageReader, step: Step) => number) | null = null;

  constructor(private readonly circuit: Circuit, enabled: boolean) {
    const probe = find(circuit, 'probe');
    const pos = find(circuit, 'probe-voltage-pos');
    const neg = find(circuit, 'probe-voltage-neg');
    this.currentCell = find(circuit, 'probe-current') ?? probe;
    const node = (cell: PlacedCell | undefined) => cell?.nodes[0] ?? -1;
    if (pos && neg) this.voltage = (v) => v(node(pos)) - v(node(neg));
    else if (probe) this.voltage = (v) => v(node(probe));
    else if (pos || neg) this.voltage = (v) => v(node(pos)) - v(node(neg));
    else this.voltage = null;
    const anyProbe = probe || pos || neg || this.currentCell;
    this.data = enabled && anyProbe ? { time: [], vdiff: [], current: [] } : null;
  }

  sample(timeS: number, solver: PointSolver, step: Step): void {
    if (!this.data) return;
    this.data.time.push(timeS);
    this.data.vdiff.push(this.voltage ? this.voltage(solver.v) : null);
    if (!this.currentCell) {
      this.data.current.push(null);
      return;
    }
    // Pin 0 is the probe's rotation-0 left side: positive current enters there (docs/engine.md).
    if (this.currentCell.sides.length === 0) {
      this.data.current.push(0);
      return;
    }
    this.current ??= sideCurrentReader(this.circuit, this.currentCell.index, 0);
    this.data.current.push(this.current(solver.v, step));
  }
}
