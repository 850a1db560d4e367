// The inputs a scenario goal sets (docs/course.md "Scenario goals"): what the learner changes while
// playing on an input part — a push button held (its `hold` state), a knob turned (its playable value) —
// and the board's light level (a board input). Built from the parts' declarations, so a new input part
// joins by declaring itself; the type lists the literals TypeScript needs. Pure data and functions (the
// simulation worker imports this); the zod fields are in param-schemas.ts.
import type { Cell, ComponentType, Grid, SimulationRequest } from '../types';
import { CATALOGUE } from './catalogue';

/** One scenario's settings: applied to every push button, every potentiometer and the board's light. */
export type ScenarioInputs = Partial<Pick<Cell, 'pressed' | 'position'>> & Partial<Pick<SimulationRequest, 'light'>>;
export type ScenarioInputName = keyof ScenarioInputs;

/** An input: where it goes (a cell's state, a cell's playable value, the board) and the parts that read it. */
export interface ScenarioInputField {
  name: ScenarioInputName;
  on: 'state' | 'value' | 'board';
  readBy: readonly ComponentType[];
  /** The input in words: 'the push button', 'the knob position', 'the light level'. */
  words: string;
}

function fields(): ScenarioInputField[] {
  const found = new Map<string, ScenarioInputField>();
  const add = (name: string, on: ScenarioInputField['on'], type: ComponentType, words: string) => {
    const field = found.get(name) ?? { name: name as ScenarioInputName, on, readBy: [], words };
    found.set(name, { ...field, readBy: [...field.readBy, type] });
  };
  for (const part of CATALOGUE) {
    if (part.state && part.tap === 'hold') add(part.state.field, 'state', part.type, part.teaching.noun);
    for (const [name, spec] of Object.entries(part.params)) if (spec?.playable) add(name, 'value', part.type, `the ${spec.name.toLowerCase()}`);
    for (const [name, spec] of Object.entries(part.boardInputs)) add(name, 'board', part.type, `the ${spec.name.toLowerCase()}`);
  }
  return [...found.values()];
}

/** Every input a scenario may set, in catalogue order. */
export const SCENARIO_INPUT_FIELDS: readonly ScenarioInputField[] = fields();

/** The grid as the scenario plays it: every piece that reads an input takes the scenario's setting. */
export function applyScenarioInputs(grid: Grid, inputs: ScenarioInputs): Grid {
  const onCells = SCENARIO_INPUT_FIELDS.filter((f) => f.on !== 'board' && inputs[f.name] !== undefined);
  if (onCells.length === 0) return grid;
  return grid.map((row) =>
    row.map((cell) => {
      if (!cell) return cell;
      let next: Cell = cell;
      for (const field of onCells) if (field.readBy.includes(cell.type)) next = { ...next, [field.name]: inputs[field.name] };
      return next;
    }),
  );
}

/** The scenario's board inputs, as simulate request fields (the light level). */
export function boardInputsOfScenario(inputs: ScenarioInputs): Partial<Pick<SimulationRequest, 'light'>> {
  const board: Record<string, number> = {};
  for (const field of SCENARIO_INPUT_FIELDS) {
    const value = inputs[field.name];
    if (field.on === 'board' && typeof value === 'number') board[field.name] = value;
  }
  return board;
}

/** The inputs a scenario sets that no part among `types` reads (a light level on a board without a sensor). */
export function unreadInputs(inputs: ScenarioInputs, types: readonly ComponentType[]): ScenarioInputName[] {
  return SCENARIO_INPUT_FIELDS.filter((f) => inputs[f.name] !== undefined && !f.readBy.some((t) => types.includes(t))).map((f) => f.name);
}

/** The inputs the parts among `types` read: what a creator may set for this board. */
export function inputsReadBy(types: readonly ComponentType[]): ScenarioInputField[] {
  return SCENARIO_INPUT_FIELDS.filter((f) => f.readBy.some((t) => types.includes(t)));
}

/** An input in words ('the light level'). */
export function inputWords(name: ScenarioInputName): string {
  return SCENARIO_INPUT_FIELDS.find((f) => f.name === name)?.words ?? name;
}
