// The scenario editor's edits (docs/architecture.md "Scenario goals", level creator): start a scenario goal
// from the board's input parts, add (up to 4) and remove (down to 2) scenarios, and set a scenario's
// label, inputs and goal lights. Which inputs a board has comes from the parts' declarations in the
// catalogue (scenario-inputs.ts), never from part names; the sliders use the player's scales. Pure, and
// loaded only with the lazy editor.
import { MAX_SCENARIO_LABEL_LENGTH, MAX_SCENARIOS, MIN_SCENARIOS } from '../../../../api/index';
import {
  BOARD_INPUTS,
  paramsOf,
  type ParamSpec,
  type ScenarioInputField,
  type ScenarioInputName,
  type ScenarioInputs,
} from '../../../../engine/index';
import { LIGHT_STEPS, luxAtStep } from '../../../components/circuit/light-scale';
import { inputInWords } from '../../../components/circuit/scenario-words';
import { boardInputsOf } from './board-view';
import { toggledGoal } from './creator-reducer';
import type { Draft, DraftScenario, GoalColour } from './draft';

/** A slider input's spec (its name, limits and default: the knob's, the light's); null for a held/released state. */
export function inputSpecOf(field: ScenarioInputField): ParamSpec<number> | null {
  if (field.on === 'board') return BOARD_INPUTS[field.name] ?? null;
  if (field.on === 'value') {
    const spec = paramsOf(field.readBy[0]).find(([name]) => name === field.name)?.[1];
    return spec && typeof spec.default === 'number' ? (spec as ParamSpec<number>) : null;
  }
  return null;
}

/** Where the nth new scenario puts each slider, as a share of its track: full, none, half, a quarter. */
const SHARES = [1, 0, 0.5, 0.25] as const;

/** The value a slider input has at a share of its track (the light on the player's logarithmic scale). */
export function valueAtShare(field: ScenarioInputField, spec: ParamSpec<number>, share: number): number {
  if (field.on === 'board') return luxAtStep(Math.round(share * LIGHT_STEPS), spec);
  return Number((spec.min + share * (spec.max - spec.min)).toFixed(2));
}

function suggestedInputs(fields: readonly ScenarioInputField[], n: number): ScenarioInputs {
  const inputs: Record<string, number | boolean> = {};
  for (const field of fields) {
    const spec = inputSpecOf(field);
    if (field.on === 'state') inputs[field.name] = n % 2 === 0;
    else if (spec) inputs[field.name] = valueAtShare(field, spec, SHARES[n % SHARES.length]);
  }
  return inputs as ScenarioInputs; // keys are the catalogue's scenario inputs
}

/** A label from the scenario's inputs in the player's words ('Button held'), or 'Scenario n' when too long. */
export function labelOf(inputs: ScenarioInputs, n: number): string {
  const words = Object.entries(inputs).flatMap(([name, value]) => (value === undefined ? [] : [inputInWords(name as ScenarioInputName, value)])).join(', ');
  if (!words || words.length > MAX_SCENARIO_LABEL_LENGTH) return `Scenario ${n + 1}`;
  return words[0].toUpperCase() + words.slice(1);
}

function newScenario(draft: Pick<Draft, 'grid' | 'inventory' | 'goal'>, n: number): DraftScenario {
  const inputs = suggestedInputs(boardInputsOf(draft), n);
  return { label: labelOf(inputs, n), inputs, goal: draft.goal.map((g) => ({ ...g })) };
}

/** The two scenarios a scenario goal starts with: each input at one end, then the other; the level's goal in each. */
export function startScenarios(draft: Pick<Draft, 'grid' | 'inventory' | 'goal'>): DraftScenario[] {
  return Array.from({ length: MIN_SCENARIOS }, (_, n) => newScenario(draft, n));
}

export function addScenario(draft: Pick<Draft, 'grid' | 'inventory' | 'goal' | 'scenarios'>): DraftScenario[] {
  if (draft.scenarios.length >= MAX_SCENARIOS) return draft.scenarios;
  return [...draft.scenarios, newScenario(draft, draft.scenarios.length)];
}

export function removeScenario(scenarios: readonly DraftScenario[], index: number): DraftScenario[] {
  return scenarios.length <= MIN_SCENARIOS ? [...scenarios] : scenarios.filter((_, i) => i !== index);
}

function changed(scenarios: readonly DraftScenario[], index: number, change: (s: DraftScenario) => DraftScenario): DraftScenario[] {
  return scenarios.map((s, i) => (i === index ? change(s) : s));
}

export function withLabel(scenarios: readonly DraftScenario[], index: number, label: string): DraftScenario[] {
  return changed(scenarios, index, (s) => ({ ...s, label: label.slice(0, MAX_SCENARIO_LABEL_LENGTH) }));
}

/** One input set; a label still made from the inputs follows them ('Button held' → 'Button released'). */
export function withInput(scenarios: readonly DraftScenario[], index: number, name: ScenarioInputName, value: number | boolean): DraftScenario[] {
  return changed(scenarios, index, (s) => {
    const inputs = { ...s.inputs, [name]: value } as ScenarioInputs; // `name` is one of the scenario inputs
    return { ...s, inputs, label: s.label === labelOf(s.inputs, index) ? labelOf(inputs, index) : s.label };
  });
}

export function withGoalToggled(scenarios: readonly DraftScenario[], index: number, type: GoalColour): DraftScenario[] {
  return changed(scenarios, index, (s) => ({ ...s, goal: toggledGoal(s.goal, type) }));
}

export function withGoalRemoved(scenarios: readonly DraftScenario[], index: number, type: GoalColour): DraftScenario[] {
  return changed(scenarios, index, (s) => ({ ...s, goal: s.goal.filter((g) => g.type !== type) }));
}
