// Explanations: why each light is in its state, found from the grid and the solve, with the cells the
// page highlights. The goal, when given, only decides which lights need one and which way the advice
// points; the locks decide which piece the fix names. The order of the questions asked of a light, and
// why, is in docs/explanations.md.
import { stateOf, withState } from '../components/catalogue';
import { buildCircuit, type Circuit, type PlacedCell } from '../netlist';
import { bulbGoals, type GoalEntry } from '../measurement-goal';
import type { BulbState, LightType, CellRef, Explanation, ExplanationKind, Grid, SimulationResult } from '../types';
import { SMALLEST_CURRENT_A } from '../units';
import { isJunction, lightFacts, lightName, partName } from './light-facts';
import {
  batteryReversedText, bypassedText, chargingText, darkenedText, gateSwitchOpenText, mosfetOffText, notDarkText, openLoopText,
  reverseText, shortCircuitText, switchOpenText, tooBrightText, tooLittleText, tooMuchAdvice, tooMuchText,
} from './messages';
import { suggestResistor, type Suggestion, type Trial } from './suggest';
import { componentOf, conductorsAcross, inSeries, lightHasPath, openEnds } from './topology';
import { surge, whatIfBudget } from './what-if';

/** What the request adds: the exercise's goal, the pieces the learner cannot change, and a way to try a value. */
export interface ExplainContext {
  goal?: readonly GoalEntry[];
  locked?: readonly CellRef[];
  /** Simulates a changed grid (probe data, no explanations): how a suggested resistor is checked against the goal. */
  trial?: Trial;
}

/** The solve's final node voltage at each pin of each cell (0 where nothing was solved). */
export type PinVoltages = (cell: number, pin: number) => number;

/** The grid with every switch closed: would closing the open ones give a path? */
function withSwitchesClosed(grid: Grid): Grid {
  return grid.map((row) => row.map((cell) => (cell?.type === 'switch' ? withState(cell, true) : cell)));
}

/** A junction pointing against the current holds at least this much reverse voltage. */
const REVERSE_V = 0.1;
/** A MOSFET's channel opens when its gate is this far above its source (docs/engine.md, VTO). */
const MOSFET_THRESHOLD_V = 2;

type Result = Omit<SimulationResult, 'explanations'>;

function refs(cells: readonly PlacedCell[]): CellRef[] {
  const unique = [...new Set(cells)].sort((a, b) => a.index - b.index);
  return unique.map((c) => ({ row: c.row, col: c.col }));
}

class Explainer {
  readonly list: Explanation[] = [];
  private readonly lights: PlacedCell[];
  private readonly lightSet: ReadonlySet<number>;
  /**
   * Explanations made for one exploded light, so a light it darkens can join it; `advised` is its text
   * with the advice, which a light the goal asks nothing of holds back until a light it darkens joins.
   */
  private readonly byExploded = new Map<number, { explanation: Explanation; advised: string }>();
  private readonly whatIf = whatIfBudget();
  private readonly locked: ReadonlySet<string>;

  constructor(
    private readonly grid: Grid,
    private readonly circuit: Circuit,
    private readonly result: Result,
    private readonly volts: PinVoltages,
    private readonly context: ExplainContext,
  ) {
    const types = new Set(Object.keys(result.bulbs));
    this.lights = circuit.cells.filter((c) => types.has(c.cell.type));
    this.lightSet = new Set(this.lights.map((c) => c.index));
    this.locked = new Set((context.locked ?? []).map((c) => `${c.row},${c.col}`));
  }

  private isLocked(placed: PlacedCell): boolean {
    return this.locked.has(`${placed.row},${placed.col}`);
  }

  /** The state the goal wants of this light, or undefined when the goal does not name it (or there is none). */
  private wanted(light: PlacedCell): BulbState | undefined {
    const goal = light.definition.light?.goal;
    return bulbGoals(this.context.goal ?? []).find((g) => g.type === goal)?.status;
  }

  private current(light: PlacedCell): number {
    return this.result.bulbCurrents[light.cell.type as LightType] ?? 0;
  }

  /** A course resistor in one of `cells` with which the light meets its goal (checked by a trial solve), or null. */
  private suggestion(light: PlacedCell, want: BulbState | undefined, cells: PlacedCell[]): Suggestion | null {
    const { goal, trial } = this.context;
    if (!goal || !trial || !want) return null;
    const free = cells.filter((c) => !this.isLocked(c));
    return suggestResistor({ grid: this.grid, trial, goal, light: light.cell.type as LightType, want, cells: free });
  }

  /** The resistors every path of the light passes, and the plain wires too (where a resistor could go). */
  private seriesOf(light: PlacedCell): PlacedCell[] {
    return inSeries(this.circuit, light, this.circuit.cells.filter((c) => c !== this.circuit.battery && !this.lightSet.has(c.index)));
  }

  private add(kind: ExplanationKind, lights: PlacedCell[], cells: readonly PlacedCell[], message: string): Explanation {
    const explanation = { kind, lights: lights.map((l) => l.cell.type as LightType), cells: refs(cells), message };
    this.list.push(explanation);
    return explanation;
  }

  private state(light: PlacedCell): BulbState {
    return this.result.bulbs[light.cell.type as LightType] ?? 'OFF';
  }

  private name(placed: PlacedCell): string {
    return partName(placed, this.lightSet.has(placed.index));
  }

  run(): Explanation[] {
    // Exploded lights first: a light they darken joins their explanation.
    for (const light of this.lights) if (this.state(light) === 'EXPLODED') this.exploded(light);
    const short = this.shortCircuit();
    for (const light of this.lights) {
      const state = this.state(light);
      const want = this.wanted(light);
      // A light that already shows what the goal asks needs no explanation (an exploded one always does).
      if (state === 'EXPLODED' || state === want) continue;
      if (state === 'ON') {
        if (want === 'DIM') this.tooBright(light);
        continue;
      }
      this.explain(light, state, short, want);
    }
    return this.list;
  }

  /** ON where the goal wants DIM: more resistance, with a value only when a trial solve shows it works. */
  private tooBright(light: PlacedCell): void {
    const series = this.seriesOf(light);
    const resistors = series.filter((c) => c.cell.type === 'resistor');
    const suggested = this.suggestion(light, 'DIM', resistors);
    this.add('too-much-current', [light], [light, ...resistors], tooBrightText(lightName(light), this.current(light), resistors.map((r) => this.name(r)), suggested));
  }

  private exploded(light: PlacedCell): void {
    const facts = lightFacts(light.definition);
    const event = this.result.bulbEvents.find((e) => e.bulb === light.cell.type && e.state === 'EXPLODED');
    const found = surge({
      grid: this.grid, cellIndex: light.index, lights: this.lightSet, limitA: facts.explodeA, junction: facts.junction,
      atStart: (event?.time ?? 0) === 0, budget: this.whatIf,
    });
    const advised = tooMuchText(lightName(light), facts.explodeA, found, tooMuchAdvice(found, this.safeResistor(light, found)));
    // With a goal that does not name this light, keeping it whole is not the task (9.2.2's fuse).
    const unasked = this.context.goal !== undefined && this.wanted(light) === undefined;
    const explanation = this.add('too-much-current', [light], [light], unasked ? tooMuchText(lightName(light), facts.explodeA, found, null) : advised);
    this.byExploded.set(light.index, { explanation, advised });
  }

  /**
   * The resistor to name for a burnt-out light: with a goal, one a trial solve shows meets it (in a
   * series resistor's or plain wire's cell), else none; without a goal, the what-if's smallest safe one.
   */
  private safeResistor(light: PlacedCell, found: ReturnType<typeof surge>): number | null {
    const want = this.wanted(light);
    if (!this.context.goal) return found?.resistorOhm ?? null;
    if (!want) return null;
    const series = this.seriesOf(light);
    const cells = [...series.filter((c) => c.cell.type === 'resistor'), ...series.filter((c) => c.cell.type === 'straight-wire')];
    return this.suggestion(light, want, cells)?.ohms ?? null;
  }

  /** The battery's terminals joined by ideal conductors alone (with the solve's warning). */
  private shortCircuit(): { explanation: Explanation } | null {
    const battery = this.circuit.battery;
    if (!battery || !this.result.warnings.includes('short-circuit')) return null;
    const path = conductorsAcross(this.circuit, battery, 0, 1);
    if (!path) return null;
    return { explanation: this.add('short-circuit', [], path, shortCircuitText()) };
  }

  private explain(light: PlacedCell, state: BulbState, short: { explanation: Explanation } | null, want: BulbState | undefined): void {
    const circuit = this.circuit;
    const name = lightName(light);
    if (!lightHasPath(circuit, light)) {
      this.noPath(light, name);
      return;
    }
    if (short) {
      short.explanation.lights.push(light.cell.type as LightType);
      short.explanation.message = shortCircuitText(short.explanation.lights.length);
      return;
    }
    const bypass = conductorsAcross(circuit, light, 0, 1);
    if (bypass) {
      this.add('bypassed', [light], [light, ...bypass], bypassedText(name));
      return;
    }
    const series = inSeries(circuit, light, circuit.cells.filter((c) => !c.definition.conductor && c !== circuit.battery));
    const burnt = series.find((c) => this.byExploded.has(c.index));
    if (burnt && state === 'OFF') {
      const { explanation, advised } = this.byExploded.get(burnt.index) as { explanation: Explanation; advised: string };
      const first = explanation.lights.length === 1;
      explanation.lights.push(light.cell.type as LightType);
      explanation.message = darkenedText(first ? advised : explanation.message, name);
      return;
    }
    // An OFF light that still carries current is too-little-current, whatever blocks the rest.
    const blocked = state === 'OFF' && this.current(light) < SMALLEST_CURRENT_A;
    const reversed = [light, ...series].filter((c) => isJunction(c.definition) && this.reverseVolts(c) > REVERSE_V);
    if (reversed.length > 0 && blocked) {
      this.reversed(light, reversed);
      return;
    }
    const offMosfet = series.find((c) => c.cell.type === 'mosfet' && this.gateVolts(c) < MOSFET_THRESHOLD_V);
    if (offMosfet && blocked) {
      const switches = this.gateSwitches(offMosfet);
      if (switches.length > 0) this.add('switch-open', [light], switches, gateSwitchOpenText(name, switches.length));
      else this.add('mosfet-off', [light], [offMosfet, ...this.openGate(offMosfet)], mosfetOffText(name, this.gateVolts(offMosfet), this.looseGate(offMosfet)));
      return;
    }
    const capacitors = series.filter((c) => c.definition.stampStep);
    const events = this.result.bulbEvents.filter((e) => e.bulb === light.cell.type).length;
    // Charging only where the current changed: the light changed state, or a capacitor in series
    // still carries (or once carried) its current. A light that never carried current is never charging.
    const changed = events > 1;
    const carried = events > 0 || this.current(light) >= SMALLEST_CURRENT_A;
    if ((capacitors.length > 0 && carried) || changed) {
      const nearby = capacitors.length > 0 ? capacitors : componentOf(circuit, light).filter((c) => c.definition.stampStep);
      if (nearby.length > 0) {
        this.add('charging', [light], nearby, chargingText(name, capacitors.length > 0, state, this.current(light)));
        if (capacitors.length > 0) return;
      }
    }
    const facts = lightFacts(light.definition);
    const resistors = series.filter((c) => c.cell.type === 'resistor');
    const currentA = this.current(light);
    if (want === 'OFF') {
      this.add('too-little-current', [light], [light, ...resistors], notDarkText(name, currentA));
      return;
    }
    const goalWant = want === 'ON' || want === 'DIM' ? want : undefined;
    const suggested = this.suggestion(light, goalWant, resistors);
    this.add('too-little-current', [light], [light, ...resistors], tooLittleText(name, currentA, facts.onA, resistors.map((r) => this.name(r)), goalWant, suggested));
  }

  /** A junction against the current: turn it, or, where every such junction is locked, turn the battery. */
  private reversed(light: PlacedCell, reversed: PlacedCell[]): void {
    const name = lightName(light);
    const battery = this.circuit.battery;
    const parts = reversed.map((c) => (c === light ? null : this.name(c)));
    if (battery && reversed.every((c) => this.isLocked(c)) && !this.isLocked(battery)) {
      this.add('reverse', [light], [battery], batteryReversedText(parts, name));
      return;
    }
    this.add('reverse', [light], reversed, reverseText(parts, name));
  }

  /** Open switches between the battery and a MOSFET's gate: closing them would give the gate its push. */
  private gateSwitches(mosfet: PlacedCell): PlacedCell[] {
    const open = this.circuit.cells.filter((c) => c.cell.type === 'switch' && stateOf(c.cell) !== true);
    const battery = this.circuit.battery;
    if (open.length === 0 || !battery) return [];
    const closed = buildCircuit(withSwitchesClosed(this.grid));
    // The open switches cut the gate off the battery altogether, or, when a pull-down resistor still
    // joins the gate to −, they cut the plain wire that would bring the battery's push to the gate.
    for (const wiresOnly of [false, true]) {
      if (this.gateReach(this.circuit, mosfet, wiresOnly).has(battery.index)) continue;
      const reach = this.gateReach(closed, closed.cells[mosfet.index], wiresOnly);
      if (reach.has(battery.index)) return open.filter((s) => reach.has(s.index));
    }
    return [];
  }

  /** Cells the gate's wiring reaches, not through the MOSFET itself; `wiresOnly`: through ideal conductors alone. */
  private gateReach(circuit: Circuit, mosfet: PlacedCell, wiresOnly = false): Set<number> {
    const gate = mosfet.links[0];
    const seen = new Set<number>();
    if (!gate) return seen;
    seen.add(gate.cell);
    const stack = [gate.cell];
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      if (wiresOnly && !circuit.cells[cell].definition.conductor) continue;
      for (const link of circuit.cells[cell].links) {
        if (!link || seen.has(link.cell) || link.cell === mosfet.index) continue;
        seen.add(link.cell);
        stack.push(link.cell);
      }
    }
    return seen;
  }

  /** No closed path: open switches alone, or an open end somewhere on the light's side. */
  private noPath(light: PlacedCell, name: string): void {
    if (!this.circuit.battery) {
      this.add('open-loop', [light], [light], openLoopText(name, 0, false));
      return;
    }
    const offSwitches = this.circuit.cells.filter((c) => c.cell.type === 'switch' && stateOf(c.cell) !== true);
    if (offSwitches.length > 0) {
      const closed = buildCircuit(withSwitchesClosed(this.grid));
      const closedLight = closed.cells[light.index];
      if (lightHasPath(closed, closedLight)) {
        const needed = inSeries(closed, closedLight, offSwitches.map((s) => closed.cells[s.index]));
        const reached = new Set(componentOf(closed, closedLight).map((c) => c.index));
        const shown = needed.length > 0 ? needed : offSwitches.filter((s) => reached.has(s.index));
        this.add('switch-open', [light], shown.map((s) => this.circuit.cells[s.index]), switchOpenText(name, shown.length));
        return;
      }
    }
    const ends = openEnds(componentOf(this.circuit, light));
    this.add('open-loop', [light], ends.length > 0 ? ends : [light], openLoopText(name, ends.length, true));
  }

  /** Cathode above anode, volts (a junction's pins are [cathode, anode]). */
  private reverseVolts(junction: PlacedCell): number {
    return this.volts(junction.index, 0) - this.volts(junction.index, 1);
  }

  /** Gate above the lower of drain and source (the channel is symmetric). */
  private gateVolts(mosfet: PlacedCell): number {
    return this.volts(mosfet.index, 0) - Math.min(this.volts(mosfet.index, 1), this.volts(mosfet.index, 2));
  }

  /** A gate whose wiring reaches no battery: the simulator's "off", a real circuit's floating gate. */
  private looseGate(mosfet: PlacedCell): boolean {
    return !this.circuit.battery || !this.gateReach(this.circuit, mosfet).has(this.circuit.battery.index);
  }

  /** Open ends of the gate's wiring when it does not reach the battery at all. */
  private openGate(mosfet: PlacedCell): PlacedCell[] {
    if (!mosfet.links[0]) return [];
    const seen = this.gateReach(this.circuit, mosfet);
    if (this.circuit.battery && seen.has(this.circuit.battery.index)) return [];
    return openEnds([...seen].map((i) => this.circuit.cells[i]));
  }
}

/** Explanations for every light of `result` that is not ON, or not as its goal wants (docs/explanations.md). */
export function explain(grid: Grid, circuit: Circuit, result: Result, volts: PinVoltages, context: ExplainContext = {}): Explanation[] {
  return new Explainer(grid, circuit, result, volts, context).run();
}
