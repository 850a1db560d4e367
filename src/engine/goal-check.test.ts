// The Check verdict: goal match on the base bulb type, with the spec's failure feedback.
import { describe, expect, it } from 'vitest';
import { checkGoal } from './goal-check';
import { simulate } from './simulate';
import { gridOf } from './testing/grid-notation';
import type { SimulationResult } from './types';

const result = (bulbs: SimulationResult['bulbs']): SimulationResult => ({
  bulbs, bulbCurrents: {}, star: false, probeData: null, traces: [], bulbEvents: [], warnings: [], explanations: [], diagnostics: [],
});

describe('checkGoal', () => {
  it('a straight bulb meets the goal of its base type', () => {
    const grid = gridOf(['L@270 B W@90 L', 'L@180 R330 rs L@90']);
    const verdict = checkGoal(simulate({ grid }), [{ type: 'red-bulb', status: 'ON' }], []);
    expect(verdict).toEqual({ correct: true, bulbStatuses: { 'red-bulb': 'ON' }, details: [] });
  });

  it('a bulb DIM through 560 Ω fails an ON goal with the DIM text and the per-bulb line', () => {
    const grid = gridOf(['L@270 B W@90 L', 'L@180 R560 gs L@90']);
    const verdict = checkGoal(simulate({ grid }), [{ type: 'green-bulb', status: 'ON' }], ['resistor']);
    expect(verdict.correct).toBe(false);
    expect(verdict.details).toEqual([
      'The green bulb is dim because the current is too low. Check if the resistors are limiting the current too much.',
      'The green-bulb is currently DIM but should be ON.',
    ]);
  });

  it('a goal bulb that is not on the grid counts as OFF', () => {
    const verdict = checkGoal(result({}), [{ type: 'yellow-bulb', status: 'OFF' }, { type: 'red-bulb', status: 'ON' }], ['switch']);
    expect(verdict.bulbStatuses).toEqual({ 'yellow-bulb': 'OFF', 'red-bulb': 'OFF' });
    expect(verdict.details).toEqual([
      'The red bulb is off because there is no current flowing through it. Ensure all components are connected in a closed loop.',
      'Check if all switches are closed to allow current to flow.',
      'The red-bulb is currently OFF but should be ON.',
    ]);
  });

  it('an exploded bulb does not meet an OFF goal', () => {
    const verdict = checkGoal(result({ 'red-bulb': 'EXPLODED' }), [{ type: 'red-bulb', status: 'OFF' }], []);
    expect(verdict.correct).toBe(false);
    expect(verdict.details[0]).toBe('The red bulb has exploded due to too much current. Try adding a resistor to reduce the current.');
  });

  it('an ON bulb that should be OFF gets only the per-bulb line', () => {
    const verdict = checkGoal(result({ 'green-bulb-straight': 'ON' }), [{ type: 'green-bulb', status: 'OFF' }], []);
    expect(verdict.details).toEqual(['The green-bulb is currently ON but should be OFF.']);
  });

  it('with both the angled and the straight bulb of a colour placed, either may meet the goal', () => {
    const verdict = checkGoal(result({ 'red-bulb': 'OFF', 'red-bulb-straight': 'ON' }), [{ type: 'red-bulb', status: 'ON' }], []);
    expect(verdict.correct).toBe(true);
  });
});
