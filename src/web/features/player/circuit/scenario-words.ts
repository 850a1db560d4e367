// A scenario's inputs in words for the scenario panel (docs/course.md "Scenario goals"): 'button held',
// 'knob at 25 %', 'light 10 lux (dusk)'. Apart from scenario-state.ts so only the lazy panel loads it.
import type { Scenario } from '../../../../api/exercise';
import { SCENARIO_INPUT_FIELDS, type ScenarioInputField } from '../../../../engine/components/scenario-inputs';
import { lightWords } from '../../../components/circuit/light-scale';

/** One input in words: 'button held', 'knob at 25 %', 'light 10 lux (dusk)'. */
export function inputInWords({ name, on }: Pick<ScenarioInputField, 'name' | 'on'>, value: number | boolean): string {
  if (typeof value === 'boolean') return `button ${value ? 'held' : 'released'}`;
  if (name === 'light') return `light ${value.toLocaleString('en')} lux (${lightWords(value)})`;
  if (on === 'value') return `knob at ${Math.round(value * 100)} %`; // a playable value: the knob's position
  return `${name} ${value}`;
}

/** Every input the scenario sets, in words and in catalogue order. */
export function scenarioInputsInWords(inputs: Scenario['inputs']): string[] {
  return SCENARIO_INPUT_FIELDS.flatMap((field) => {
    const value = inputs[field.name];
    return value === undefined ? [] : [inputInWords(field, value)];
  });
}
