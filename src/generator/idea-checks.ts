// Checks each idea a teacher named on the circuit a level really builds (docs/architecture.md "Lesson
// generator"), never on the goal's words: the grid is read through the engine's netlist (which parts
// share a node) and simulated, and a part is flipped, toggled or taken out to see that it matters.
// Pure: a grid in, a verdict per idea out.
import {
  activeSides,
  applyScenarioInputs,
  buildCircuit,
  BULB_TYPES,
  formatResistance,
  LED_TYPES,
  simulate,
  stateOf,
  tapOf,
  withState,
  type BulbState,
  type Cell,
  type Grid,
  type PlacedCell,
  type Rotation,
  type SimulationResult,
} from '../engine/index';
import { extremesOf } from './scenarios';
import { mainValueOf } from './slots';

/** One idea as the level must show it; counts and values are what the goal named. */
export type Idea =
  | { kind: 'series'; lights: number }
  | { kind: 'parallel'; branches: number }
  | { kind: 'switch' }
  | { kind: 'capacitor' }
  | { kind: 'diode' }
  | { kind: 'led'; count: number }
  | { kind: 'mosfet' }
  | { kind: 'ldr' }
  | { kind: 'potentiometer' }
  | { kind: 'push-button' }
  | { kind: 'dim' }
  | { kind: 'exploded' }
  | { kind: 'star' }
  | { kind: 'bulbs'; count: number }
  | { kind: 'resistors'; count: number }
  | { kind: 'value'; ohms: number }
  | { kind: 'colour'; colour: string };

/** Daylight and darkness for the light-sensor check (lux). */
const LIGHT_DAY_LUX = 10_000;
const LIGHT_DARK_LUX = 1;

const BULBS: ReadonlySet<string> = new Set(BULB_TYPES);
const LEDS: ReadonlySet<string> = new Set(LED_TYPES);
const isLight = (type: string) => BULBS.has(type) || LEDS.has(type);
const lit = (state: BulbState | undefined) => state === 'ON' || state === 'DIM';

function run(grid: Grid): SimulationResult | null {
  try {
    return simulate({ grid }, { explain: false });
  } catch {
    return null;
  }
}

function cellsOf(grid: Grid): { row: number; col: number; cell: Cell }[] {
  return grid.flatMap((cells, row) => cells.flatMap((cell, col) => (cell ? [{ row, col, cell }] : [])));
}

function withCell(grid: Grid, row: number, col: number, cell: Cell | null): Grid {
  return grid.map((cells, r) => (r === row ? cells.map((c, k) => (k === col ? cell : c)) : cells));
}

/** Did any light end in another state? */
function lightsDiffer(a: SimulationResult, b: SimulationResult | null): boolean {
  if (!b) return true;
  const types = new Set([...Object.keys(a.bulbs), ...Object.keys(b.bulbs)]) as Set<keyof SimulationResult['bulbs']>;
  return [...types].some((type) => (a.bulbs[type] ?? 'OFF') !== (b.bulbs[type] ?? 'OFF'));
}

/** A bare straight wire lying where `cell` lies (same two sides), or null when none fits. */
function wireFor(cell: Cell): Cell | null {
  const sides = new Set(activeSides(cell));
  for (const rotation of [0, 90] as Rotation[]) {
    const wire: Cell = { type: 'straight-wire', rotation };
    const pins = activeSides(wire);
    if (pins.length === sides.size && pins.every((s) => sides.has(s))) return wire;
  }
  return null;
}

/**
 * Series chains: two-terminal parts joined through nodes that touch exactly two part pins, so the same
 * current runs through them all with no branch between. Each chain lists its lights and the two nodes it
 * joins; `closed` when both are shared with other parts (no loose end).
 */
function seriesChains(grid: Grid): { lights: string[]; ends: string; closed: boolean }[] {
  // The shape, whatever the switches are set to: an open switch (or a button let go) still sits on its branch.
  const circuit = buildCircuit(grid.map((cells) => cells.map((cell) => (cell && stateOf(cell) !== null ? withState(cell, true) : cell))));
  const elements = circuit.cells.filter((p) => !p.definition.conductor && p.sides.length > 0);
  const degree = new Map<number, number>();
  for (const p of elements) for (const cls of p.classes) degree.set(cls, (degree.get(cls) ?? 0) + 1);
  const byClass = new Map<number, PlacedCell[]>();
  for (const p of elements) for (const cls of p.classes) byClass.set(cls, [...(byClass.get(cls) ?? []), p]);
  const twoPin = (p: PlacedCell) => p.sides.length === 2 && p.cell.type !== 'battery';
  const chains: { lights: string[]; ends: string; closed: boolean }[] = [];
  const seen = new Set<number>();
  for (const start of elements.filter(twoPin)) {
    if (seen.has(start.index)) continue;
    const members: PlacedCell[] = [];
    const ends: number[] = [];
    const stack = [start];
    seen.add(start.index);
    while (stack.length > 0) {
      const p = stack.pop() as PlacedCell;
      members.push(p);
      for (const cls of p.classes) {
        const next = (byClass.get(cls) ?? []).find((q) => q !== p);
        if (degree.get(cls) === 2 && next && twoPin(next)) {
          if (!seen.has(next.index)) {
            seen.add(next.index);
            stack.push(next);
          }
        } else ends.push(cls);
      }
    }
    const lights = members.filter((p) => isLight(p.cell.type)).map((p) => p.cell.type);
    const unique = [...new Set(ends)].sort((a, b) => a - b);
    chains.push({ lights, ends: unique.join(','), closed: unique.length === 2 && unique.every((cls) => (degree.get(cls) ?? 0) >= 2) });
  }
  return chains;
}

/** Whether the built circuit shows the idea, with a short reason when it does not. */
export function checkIdea(built: Grid, idea: Idea): { ok: boolean; why?: string } {
  // A push button is played held down: the lights it feeds show only then.
  const grid = built.map((cells) => cells.map((cell) => (cell && tapOf(cell.type) === 'hold' ? withState(cell, true) : cell)));
  const result = run(grid);
  if (!result) return { ok: false, why: 'the circuit does not simulate' };
  const cells = cellsOf(grid);
  const of = (test: (type: string) => boolean) => cells.filter(({ cell }) => test(cell.type));
  const litLights = Object.entries(result.bulbs).filter(([, state]) => lit(state)).map(([type]) => type);
  const fail = (why: string) => ({ ok: false, why });
  switch (idea.kind) {
    case 'series': {
      const chains = seriesChains(grid);
      const want = Math.max(1, idea.lights);
      // A whole path: neither end of the chain hangs loose.
      const good = chains.some((chain) => chain.lights.length >= want && chain.closed);
      return good && litLights.length > 0 ? { ok: true } : fail(`no ${want} lights share one path`);
    }
    case 'parallel': {
      const groups = new Map<string, number>();
      for (const chain of seriesChains(grid)) if (chain.lights.length > 0 && chain.closed) groups.set(chain.ends, (groups.get(chain.ends) ?? 0) + 1);
      const most = Math.max(0, ...groups.values());
      return most >= idea.branches && litLights.length > 0 ? { ok: true } : fail(`no ${idea.branches} branches with lights share a pair of junctions`);
    }
    case 'switch': {
      // A push button is a switch too (one that springs back).
      const changes = cells.filter(({ cell }) => stateOf(cell) !== null).some(({ row, col, cell }) => lightsDiffer(result, run(withCell(grid, row, col, withState(cell, !stateOf(cell))))));
      return changes ? { ok: true } : fail('no switch changes a light');
    }
    case 'capacitor': {
      // Its charging shows: a light changes during the run, and with a wire in its place a light ends differently.
      const changing = Object.keys(result.bulbs).some((type) => result.bulbEvents.filter((e) => e.bulb === type).length >= 2);
      const matters = of((t) => t === 'capacitor').some(({ row, col, cell }) => {
        const wire = wireFor(cell);
        return wire !== null && lightsDiffer(result, run(withCell(grid, row, col, wire)));
      });
      return changing && matters ? { ok: true } : fail('no light shows the capacitor charging');
    }
    case 'diode':
    case 'led': {
      const parts = of((t) => (idea.kind === 'diode' ? t === 'diode' || LEDS.has(t) : LEDS.has(t)));
      if (idea.kind === 'led' && (parts.length !== idea.count || !parts.some(({ cell }) => lit(result.bulbs[cell.type as keyof typeof result.bulbs])))) {
        return fail(`not ${idea.count} LED${idea.count === 1 ? '' : 's'} with one lit`);
      }
      const turned = parts.some(({ row, col, cell }) => lightsDiffer(result, run(withCell(grid, row, col, { ...cell, rotation: ((cell.rotation + 180) % 360) as Rotation }))));
      return turned ? { ok: true } : fail('turning it round changes nothing');
    }
    case 'mosfet': {
      const switched = of((t) => t === 'mosfet').some(({ row, col }) => {
        const without = run(withCell(grid, row, col, null));
        const carried = litLights.filter((type) => without && !lit(without.bulbs[type as keyof typeof result.bulbs]));
        if (carried.length === 0) return false;
        // Its gate is what turns the light: a switch changes that light.
        return of((t) => t === 'switch').some(({ row: r, col: c, cell }) => {
          const toggled = run(withCell(grid, r, c, withState(cell, !stateOf(cell))));
          return toggled !== null && carried.some((type) => !lit(toggled.bulbs[type as keyof typeof result.bulbs]));
        });
      });
      return switched ? { ok: true } : fail('no switch turns a light through the MOSFET');
    }
    case 'ldr': {
      // The light level matters: a light ends differently in daylight than in the dark.
      if (of((t) => t === 'ldr').length === 0) return fail('no light sensor');
      const at = (light: number) => {
        try {
          return simulate({ grid, light }, { explain: false });
        } catch {
          return null;
        }
      };
      const day = at(LIGHT_DAY_LUX);
      return day && lightsDiffer(day, at(LIGHT_DARK_LUX)) ? { ok: true } : fail('the light level changes no light');
    }
    case 'potentiometer':
    case 'push-button': {
      // Working it matters: a light ends differently with the knob at its two ends, or held and let go.
      if (of((t) => t === idea.kind).length === 0) return fail(`no ${idea.kind}`);
      const [low, high] = extremesOf(idea.kind).map((inputs) => run(applyScenarioInputs(grid, inputs)));
      return low && lightsDiffer(low, high) ? { ok: true } : fail(idea.kind === 'potentiometer' ? 'turning the knob changes no light' : 'holding the button changes no light');
    }
    case 'dim':
      return Object.values(result.bulbs).includes('DIM') ? { ok: true } : fail('no light glows dimly');
    case 'exploded': {
      const protects = of((t) => t === 'resistor').some(({ row, col, cell }) => {
        const wire = wireFor(cell);
        const bare = wire && run(withCell(grid, row, col, wire));
        return bare ? Object.values(bare.bulbs).includes('EXPLODED') : false;
      });
      return protects && !Object.values(result.bulbs).includes('EXPLODED') ? { ok: true } : fail('no resistor keeps a light from exploding');
    }
    case 'star':
      return result.star ? { ok: true } : fail('the star is not on the current path');
    case 'bulbs': {
      const n = of((t) => BULBS.has(t)).length;
      return n === idea.count ? { ok: true } : fail(`${n} bulbs`);
    }
    case 'resistors': {
      const n = of((t) => t === 'resistor').length;
      return n === idea.count ? { ok: true } : fail(`${n} resistors`);
    }
    case 'colour':
      return of((t) => isLight(t) && t.startsWith(`${idea.colour}-`)).length > 0 ? { ok: true } : fail(`no ${idea.colour} light`);
    case 'value':
      return of((t) => t === 'resistor').some(({ cell }) => mainValueOf(cell) === idea.ohms) ? { ok: true } : fail(`no ${formatResistance(idea.ohms)} resistor`);
  }
}
