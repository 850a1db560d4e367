// A scenario's inputs in words (docs/course.md "Scenario goals"): 'button held', 'knob at 25 %', 'light 10 lux
// (dusk)'. The player's lazy scenario panel and the creator's lazy scenario editor both say them; apart
// from the player's scenario-state.ts so only those lazy parts load it.
import type { Scenario } from '../../../api/index';
import { SCENARIO_INPUT_FIELDS, type ScenarioInputName } from '../../../engine/index';
import { lightWords } from './light-scale';

/** One input in words: 'button held', 'knob at 25 %', 'light 10 lux (dusk)'. */
export function inputInWords(name: ScenarioInputName, value: number | boolean): string {
  if (typeof value === 'boolean') return `button ${value ? 'held' : 'released'}`;
  if (name === 'light') return `light ${value.toLocaleString('en')} lux (${lightWords(value)})`;
  // A knob's playable value (the parts declare it, scenario-inputs.ts): a share of its turn.
  if (SCENARIO_INPUT_FIELDS.find((field) => field.name === name)?.on === 'value') return `knob at ${Math.round(value * 100)} %`;
  return `${name} ${value}`;
}

/** The setting alone, as a label would name it: 'held', '25 %', 'dusk'. */
function settingWord(name: ScenarioInputName, value: number | boolean): string {
  if (typeof value === 'boolean') return value ? 'held' : 'released';
  if (name === 'light') return lightWords(value);
  return inputInWords(name, value).replace(/^knob at /, '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a scenario's card says under its label: each input once. An input the label already names
 * ('Button held', 'Knob at 25 %') is left out; a light level the label names ('Dusk') keeps only its
 * lux, the number the light slider shows beside the word; any other input is said in full.
 */
export function scenarioDetail(label: string, inputs: Scenario['inputs']): string {
  return SCENARIO_INPUT_FIELDS.flatMap(({ name }) => {
    const value = inputs[name];
    if (value === undefined) return [];
    const named = new RegExp(`(^|[^\\w.])${escape(settingWord(name, value))}($|[^\\w.])`, 'i').test(label);
    if (!named) return [inputInWords(name, value)];
    return typeof value === 'number' && name === 'light' ? [`${value.toLocaleString('en')} lux`] : [];
  }).join(', ');
}

/** Every input the scenario sets, in words and in catalogue order. */
export function scenarioInputsInWords(inputs: Scenario['inputs']): string[] {
  return SCENARIO_INPUT_FIELDS.flatMap(({ name }) => {
    const value = inputs[name];
    return value === undefined ? [] : [inputInWords(name, value)];
  });
}
