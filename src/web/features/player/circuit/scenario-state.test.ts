// What the scenario panel tells a learner: each scenario's inputs in words, which scenario the board
// plays now (after "Try it", or because the learner set the same inputs by hand), and the goal the hint
// ladder and "Why?" explain.
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../../api/exercise';
import type { Grid } from '../../../../engine/types';
import { boardInputsReducer, initialBoardInputs, type BoardInputsAction, type BoardInputsState } from '../../../components/circuit/board-inputs';
import { boardSettingsNow, goalShown, scenarioOnNow, scenarioPartsPlaced } from './scenario-state';
import { scenarioInputsInWords } from '../../../components/circuit/scenario-words';

const run = (state: BoardInputsState, ...actions: BoardInputsAction[]) => actions.reduce(boardInputsReducer, state);
const held: Scenario = { label: 'Button held', inputs: { pressed: true }, goal: [{ type: 'red-bulb', status: 'ON' }] };
const released: Scenario = { label: 'Button released', inputs: { pressed: false }, goal: [{ type: 'red-bulb', status: 'OFF' }] };
const button: Grid = [[{ type: 'battery', rotation: 0 }, { type: 'push-button', rotation: 0, pressed: false }]];
const knob = (position: number): Grid => [[{ type: 'potentiometer', rotation: 0, resistanceValue: 1000, position }]];

describe('the scenario panel', () => {
  it('says each input in words a learner knows', () => {
    expect(scenarioInputsInWords({ pressed: true })).toEqual(['button held']);
    expect(scenarioInputsInWords({ pressed: false, position: 0.25 })).toEqual(['button released', 'knob at 25 %']);
    expect(scenarioInputsInWords({ light: 10 })).toEqual(['light 10 lux (dusk)']);
  });

  it('marks the scenario the board plays now, by "Try it" or by hand', () => {
    const start = initialBoardInputs();
    expect(scenarioOnNow([held, released], start, button)).toBe(1);
    const tried = run(start, { kind: 'scenario', inputs: { pressed: true } });
    expect(scenarioOnNow([held, released], tried, button, 0)).toBe(0);
    // Held by a finger: the same inputs, so the same scenario.
    expect(scenarioOnNow([held, released], run(start, { kind: 'press', at: { row: 0, col: 1 } }), button)).toBe(0);
    // Let go: the tried scenario no longer holds, the released one does.
    expect(scenarioOnNow([held, released], run(tried, { kind: 'release', at: { row: 0, col: 1 } }), button, 0)).toBe(1);
  });

  it('reads the board\'s light and every knob, and the last tried button with none on the grid yet', () => {
    const dusk: Scenario = { label: 'Dusk', inputs: { light: 10 }, goal: [{ type: 'red-bulb', status: 'ON' }] };
    const day: Scenario = { label: 'Day', inputs: { light: 1000 }, goal: [{ type: 'red-bulb', status: 'OFF' }] };
    expect(scenarioOnNow([dusk, day], initialBoardInputs(), [[null]])).toBe(-1);
    expect(scenarioOnNow([dusk, day], run(initialBoardInputs(), { kind: 'set-board', name: 'light', value: 1000 }), [[null]])).toBe(1);
    const quarter: Scenario = { label: 'Quarter', inputs: { position: 0.25 }, goal: [{ probe: 'voltage', min: 2, max: 2.5 }] };
    const full: Scenario = { label: 'Full', inputs: { position: 1 }, goal: [{ probe: 'voltage', min: 8.8, max: 9 }] };
    expect(scenarioOnNow([quarter, full], initialBoardInputs(), knob(1))).toBe(1);
    expect(scenarioOnNow([quarter, full], initialBoardInputs(), knob(0.5))).toBe(-1);
    expect(scenarioOnNow([held, released], run(initialBoardInputs(), { kind: 'scenario', inputs: { pressed: true } }), [[null]], 0)).toBe(0);
  });

  it('opens a light scenario exercise on its first scenario\'s light, so that card is on at once', () => {
    const dusk: Scenario = { label: 'Dusk', inputs: { light: 10 }, goal: [{ type: 'red-bulb', status: 'ON' }] };
    const day: Scenario = { label: 'Daylight', inputs: { light: 10000 }, goal: [{ type: 'red-bulb', status: 'OFF' }] };
    expect(scenarioOnNow([dusk, day], initialBoardInputs(dusk.inputs), [[null]])).toBe(0);
    // A button scenario first does not hold the button: the board rests released.
    expect(initialBoardInputs(held.inputs)).toEqual(initialBoardInputs());
  });

  it('says the board\'s settings when no scenario is on', () => {
    const quarter: Scenario = { label: 'Knob at 25 %', inputs: { position: 0.25 }, goal: [{ probe: 'voltage', min: 2, max: 2.5 }] };
    expect(boardSettingsNow([quarter], initialBoardInputs(), knob(0.5))).toEqual({ position: 0.5 });
    // No knob on the board yet: nothing to say about it.
    expect(boardSettingsNow([quarter], initialBoardInputs(), [[null]])).toEqual({});
    const dusk: Scenario = { label: 'Dusk', inputs: { light: 10 }, goal: [{ type: 'red-bulb', status: 'ON' }] };
    expect(boardSettingsNow([dusk, held], initialBoardInputs(), button)).toEqual({ pressed: false, light: 300 });
  });

  it('gives the hint ladder the goal of the scenario on now, else the first scenario\'s, else the one goal', () => {
    expect(goalShown({ scenarios: [held, released] }, 1)).toEqual(released.goal);
    expect(goalShown({ scenarios: [held, released] }, -1)).toEqual(held.goal);
    expect(goalShown({ goal: [{ type: 'green-bulb', status: 'ON' }] }, -1)).toEqual([{ type: 'green-bulb', status: 'ON' }]);
  });

  it('counts a scenario\'s goal as a verdict only once the board has the knob or button it sets', () => {
    const zero: Scenario = { label: 'Knob at 0 %', inputs: { position: 0 }, goal: [{ probe: 'voltage', min: 0, max: 0.1 }] };
    const empty: Grid = [[null, null]];
    // Nothing on the board disagrees with the knob scenario, so it plays; but its goal is not met by an empty board.
    expect(scenarioOnNow([zero], initialBoardInputs(), empty)).toBe(0);
    expect(scenarioPartsPlaced(zero.inputs, empty)).toBe(false);
    expect(scenarioPartsPlaced(zero.inputs, knob(0))).toBe(true);
    expect(scenarioPartsPlaced(held.inputs, [[{ type: 'battery', rotation: 0 }, null]])).toBe(false);
    expect(scenarioPartsPlaced(held.inputs, button)).toBe(true);
    expect(scenarioPartsPlaced({ light: 10 }, empty)).toBe(true); // the light is the board's, not a part's
  });
});
