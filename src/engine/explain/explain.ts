// Explanations: why each light that is not ON is in its state, found from the grid and the solve
// (never from a goal), with the cells the page highlights. The order of the questions asked of a
// light, and why, is in docs/explanations.md.
import { buildCircuit, type Circuit, type PlacedCell } from '../netlist';
import type { BulbState, LightType, CellRef, Explanation, ExplanationKind, Grid, SimulationResult } from '../types';
import { isJunction, lightFacts, lightName, partName } from './light-facts';
import {
  bypassedText, chargingText, darkenedText, mosfetOffText, openLoopText, reverseText, shortCircuitText, switchOpenText,
  tooLittleText, tooMuchText,
} from './messages';
import { componentOf, conductorsAcross, inSeries, lightHasPath, openEnds } from './topology';
import { surge, whatIfBudget } from './what-if';

/** The solve's final node voltage at each pin of each cell (0 where nothing was solved). */
export type PinVoltages = (cell: number, pin: number) => number;

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
  /** Explanations made for one exploded light, so a light it darkens can join it. */
  private readonly byExploded = new Map<number, Explanation>();
  private readonly whatIf = whatIfBudget();

  constructor(
    private readonly grid: Grid,
    private readonly circuit: Circuit,
    private readonly result: Result,
    private readonly volts: PinVoltages,
  ) {
    const types = new Set(Object.keys(result.bulbs));
    this.lights = circuit.cells.filter((c) => types.has(c.cell.type));
    this.lightSet = new Set(this.lights.map((c) => c.index));
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
      if (state === 'ON' || state === 'EXPLODED') continue;
      this.explain(light, state, short);
    }
    return this.list;
  }

  private exploded(light: PlacedCell): void {
    const facts = lightFacts(light.definition);
    const event = this.result.bulbEvents.find((e) => e.bulb === light.cell.type && e.state === 'EXPLODED');
    const found = surge({
      grid: this.grid, cellIndex: light.index, lights: this.lightSet, limitA: facts.explodeA, junction: facts.junction,
      atStart: (event?.time ?? 0) === 0, budget: this.whatIf,
    });
    const explanation = this.add('too-much-current', [light], [light], tooMuchText(lightName(light), facts.explodeA, found));
    this.byExploded.set(light.index, explanation);
  }

  /** The battery's terminals joined by ideal conductors alone (with the solve's warning). */
  private shortCircuit(): { explanation: Explanation } | null {
    const battery = this.circuit.battery;
    if (!battery || !this.result.warnings.includes('short-circuit')) return null;
    const path = conductorsAcross(this.circuit, battery, 0, 1);
    if (!path) return null;
    return { explanation: this.add('short-circuit', [], path, shortCircuitText()) };
  }

  private explain(light: PlacedCell, state: BulbState, short: { explanation: Explanation } | null): void {
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
      const explanation = this.byExploded.get(burnt.index) as Explanation;
      explanation.lights.push(light.cell.type as LightType);
      explanation.message = darkenedText(explanation.message, name);
      return;
    }
    const reversed = [light, ...series].filter((c) => isJunction(c.definition) && this.reverseVolts(c) > REVERSE_V);
    if (reversed.length > 0 && state === 'OFF') {
      this.add('reverse', [light], reversed, reverseText(reversed.map((c) => (c === light ? null : this.name(c))), name));
      return;
    }
    const offMosfet = series.find((c) => c.cell.type === 'mosfet' && this.gateVolts(c) < MOSFET_THRESHOLD_V);
    if (offMosfet && state === 'OFF') {
      this.add('mosfet-off', [light], [offMosfet, ...this.openGate(offMosfet)], mosfetOffText(name, this.gateVolts(offMosfet)));
      return;
    }
    const capacitors = series.filter((c) => c.definition.stampStep);
    const changed = this.result.bulbEvents.filter((e) => e.bulb === light.cell.type).length > 1;
    if (capacitors.length > 0 || changed) {
      const nearby = capacitors.length > 0 ? capacitors : componentOf(circuit, light).filter((c) => c.definition.stampStep);
      if (nearby.length > 0) {
        this.add('charging', [light], nearby, chargingText(name, capacitors.length > 0, state));
        if (capacitors.length > 0) return;
      }
    }
    const facts = lightFacts(light.definition);
    const resistors = series.filter((c) => c.cell.type === 'resistor');
    const currentA = this.result.bulbCurrents[light.cell.type as LightType] ?? 0;
    this.add('too-little-current', [light], [light, ...resistors], tooLittleText(name, currentA, facts.onA, resistors.map((r) => this.name(r))));
  }

  /** No closed path: open switches alone, or an open end somewhere on the light's side. */
  private noPath(light: PlacedCell, name: string): void {
    if (!this.circuit.battery) {
      this.add('open-loop', [light], [light], openLoopText(name, 0, false));
      return;
    }
    const offSwitches = this.circuit.cells.filter((c) => c.cell.type === 'switch' && c.cell.isOn !== true);
    if (offSwitches.length > 0) {
      const closed = buildCircuit(this.grid.map((row) => row.map((cell) => (cell?.type === 'switch' ? { ...cell, isOn: true } : cell))));
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

  /** Open ends of the gate's wiring when it does not reach the battery at all. */
  private openGate(mosfet: PlacedCell): PlacedCell[] {
    const gate = mosfet.links[0];
    if (!gate) return [];
    const blocked = new Set([mosfet.index]);
    const seen = new Set<number>([gate.cell]);
    const stack = [gate.cell];
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      for (const link of this.circuit.cells[cell].links) {
        if (!link || seen.has(link.cell) || blocked.has(link.cell)) continue;
        seen.add(link.cell);
        stack.push(link.cell);
      }
    }
    if (this.circuit.battery && seen.has(this.circuit.battery.index)) return [];
    return openEnds([...seen].map((i) => this.circuit.cells[i]));
  }
}

/** Explanations for every light of `result` that is not ON (docs/explanations.md). */
export function explain(grid: Grid, circuit: Circuit, result: Result, volts: PinVoltages): Explanation[] {
  return new Explainer(grid, circuit, result, volts).run();
}
