// The circuit check of docs/product.md "Rules and their texts": battery found, the components on both battery
// sides present and connected, which bulbs lie on a path from battery start through the bulb to battery
// end, and whether to simulate at all. Its console diagnostics are that section's texts, word for word.
import type { Circuit, PlacedCell } from './netlist';
import { isLight } from './components/catalogue';
import { PROBE_TYPES } from './types';

export const DIAGNOSTIC_NO_BATTERY = 'Battery component not found in the grid';
export const DIAGNOSTIC_MISSING_ENDS = 'Start and/or end component is missing';
export const DIAGNOSTIC_UNCONNECTED_ENDS = 'Start and/or end components are not connected to the battery';

const PROBES: ReadonlySet<string> = new Set(PROBE_TYPES);

export interface PreCheck {
  diagnostics: string[];
  /** Cell indices of bulbs with a valid battery path. */
  bulbsOnPath: Set<number>;
  simulate: boolean;
  /**
   * The battery's two terminals are joined through the grid by some closed path. Without a bulb on a
   * valid path or a probe nothing is simulated for the learner (bulbs stay OFF), yet the window is still
   * solved for the battery current alone, so a bare wire loop across the battery warns `short-circuit`.
   * Only looked for when `simulate` is false.
   */
  batteryLoop: boolean;
}

/** Can `target` be reached from `start` through linked sides without entering cells a or b? */
function reachable(circuit: Circuit, start: number, target: number, a: number, b: number): boolean {
  const seen = new Uint8Array(circuit.cells.length);
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const cell = stack.pop() as number;
    if (cell === target) return true;
    for (const link of circuit.cells[cell].links) {
      if (!link || seen[link.cell] || link.cell === a || link.cell === b) continue;
      seen[link.cell] = 1;
      stack.push(link.cell);
    }
  }
  return false;
}

/** Does pin `pin` of `bulb` reach battery pin `terminal` without passing the battery or the bulb? */
function reaches(circuit: Circuit, battery: PlacedCell, terminal: number, bulb: PlacedCell, pin: number): boolean {
  const start = battery.links[terminal];
  const end = bulb.links[pin];
  if (!start || !end) return false;
  if (start.cell === bulb.index) return start.pin === pin;
  if (end.cell === battery.index) return end.pin === terminal;
  return reachable(circuit, start.cell, end.cell, battery.index, bulb.index);
}

function bulbHasPath(circuit: Circuit, battery: PlacedCell, bulb: PlacedCell): boolean {
  return (
    (reaches(circuit, battery, 0, bulb, 0) && reaches(circuit, battery, 1, bulb, 1)) ||
    (reaches(circuit, battery, 1, bulb, 0) && reaches(circuit, battery, 0, bulb, 1))
  );
}

export function preCheck(circuit: Circuit): PreCheck {
  const battery = circuit.battery;
  const hasProbe = circuit.cells.some((c) => PROBES.has(c.cell.type));
  if (!battery) return { diagnostics: [DIAGNOSTIC_NO_BATTERY], bulbsOnPath: new Set(), simulate: false, batteryLoop: false };
  const neighbours = battery.sides.map((side) => {
    const row = battery.row + (side === 'top' ? -1 : side === 'bottom' ? 1 : 0);
    const col = battery.col + (side === 'left' ? -1 : side === 'right' ? 1 : 0);
    return circuit.at[row]?.[col] ?? null;
  });
  const diagnostics: string[] = [];
  if (neighbours.some((n) => n === null)) diagnostics.push(DIAGNOSTIC_MISSING_ENDS);
  else if (battery.links.some((link) => link === null)) diagnostics.push(DIAGNOSTIC_UNCONNECTED_ENDS);
  const bulbsOnPath = new Set<number>();
  if (diagnostics.length === 0) {
    for (const placed of circuit.cells) {
      if (isLight(placed.cell.type) && bulbHasPath(circuit, battery, placed)) bulbsOnPath.add(placed.index);
    }
  }
  const simulate = bulbsOnPath.size > 0 || hasProbe;
  const [plus, minus] = battery.links;
  const batteryLoop =
    !simulate &&
    diagnostics.length === 0 &&
    plus !== null &&
    minus !== null &&
    reachable(circuit, plus.cell, minus.cell, battery.index, battery.index);
  return { diagnostics, bulbsOnPath, simulate, batteryLoop };
}
