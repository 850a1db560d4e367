// A generated scenario level's settings (docs/architecture.md "Lesson generator"): a push button held and
// let go, a knob at both ends and the middle. The inputs are built from the parts' declarations
// (components/scenario-inputs.ts), so no value field is named here; the goals come from simulating the
// solved circuit under each (level.ts).
import { componentDefinition, SCENARIO_INPUT_FIELDS, type ComponentType, type ScenarioInputs } from '../engine/index';

/** A scenario before its goal is known: what the player's card calls it and the inputs it sets. */
export interface PlannedScenario {
  label: string;
  inputs: ScenarioInputs;
}

/** The scenario input that `type` reads (a push button's held state, a knob's turn) set to `value`. */
export function inputOf(type: ComponentType, value: boolean | number): ScenarioInputs {
  const field = SCENARIO_INPUT_FIELDS.find((f) => f.on !== 'board' && f.readBy.includes(type));
  if (!field) throw new Error(`${type} reads no scenario input`);
  return { [field.name]: value };
}

/** Held, then let go, each labelled with the part's own state words ("Button …"). */
export function buttonScenarios(): PlannedScenario[] {
  const state = componentDefinition('push-button').state;
  if (!state) throw new Error('a push button has a held state');
  return [true, false].map((held) => ({ label: `Button ${state.label(held)}`, inputs: inputOf('push-button', held) }));
}

/** The knob at each of `positions` (0 to 1): "Knob at 0 %", "Knob at 50 %", … */
export function knobScenarios(positions: readonly number[]): PlannedScenario[] {
  return positions.map((p) => ({ label: `Knob at ${Math.round(p * 100)} %`, inputs: inputOf('potentiometer', p) }));
}

/** Every scenario input set by the plan's scenarios, for the idea checks: false/0 and true/1 for each part. */
export function extremesOf(type: ComponentType): [ScenarioInputs, ScenarioInputs] {
  const field = SCENARIO_INPUT_FIELDS.find((f) => f.on !== 'board' && f.readBy.includes(type));
  if (!field) throw new Error(`${type} reads no scenario input`);
  return field.on === 'state' ? [inputOf(type, false), inputOf(type, true)] : [inputOf(type, 0), inputOf(type, 1)];
}
