// The Check verdict: goal match on the base bulb type, with one sentence per unmet goal entry
// (src/engine/goal-verdict.ts) and nothing about mistakes the grid does not show.
import { describe, expect, it } from 'vitest';
import { checkGoal } from './goal-check';
import { simulate } from './simulate';
import { gridFromText } from './grid-text';
import type { SimulationResult } from './types';

const result = (bulbs: SimulationResult['bulbs']): SimulationResult => ({
  bulbs, bulbCurrents: {}, star: false, probeData: null, traces: [], bulbEvents: [], warnings: [], explanations: [], diagnostics: [],
});

describe('checkGoal', () => {
  it('a straight bulb meets the goal of its base type', () => {
    const grid = gridFromText(['┌ B    ─  ┐', '└ R330 r- ┘']);
    const verdict = checkGoal(simulate({ grid }), [{ type: 'red-bulb', status: 'ON' }], []);
    expect(verdict).toEqual({ correct: true, bulbStatuses: { 'red-bulb': 'ON' }, details: [] });
  });

  it('a bulb DIM through 560 Ω fails an ON goal with one line saying what it is and what the goal wants', () => {
    const grid = gridFromText(['┌ B    ─  ┐', '└ R560 g- ┘']);
    const verdict = checkGoal(simulate({ grid }), [{ type: 'green-bulb', status: 'ON' }], ['resistor']);
    expect(verdict.correct).toBe(false);
    expect(verdict.details).toEqual(['The green bulb is DIM, the goal wants ON.']);
  });

  it('a goal bulb that is not on the grid shows OFF, yet meets no goal, not even an OFF one; no static tag texts', () => {
    const verdict = checkGoal(result({}), [{ type: 'yellow-bulb', status: 'OFF' }, { type: 'red-bulb', status: 'ON' }], ['switch']);
    expect(verdict.bulbStatuses).toEqual({ 'yellow-bulb': 'OFF', 'red-bulb': 'OFF' });
    expect(verdict.details).toEqual(['There is no yellow bulb on the grid yet, the goal wants it OFF.', 'There is no red bulb on the grid yet, the goal wants it ON.']);
    const offOnly = checkGoal(result({ 'red-bulb': 'ON' }), [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'OFF' }], []);
    expect(offOnly.correct).toBe(false);
    expect(offOnly.details).toEqual(['There is no green bulb on the grid yet, the goal wants it OFF.']);
  });

  it('a placed OFF bulb meets an OFF goal, and a met entry adds no line', () => {
    const verdict = checkGoal(result({ 'red-bulb': 'ON', 'green-bulb-straight': 'OFF' }), [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'OFF' }], []);
    expect(verdict).toMatchObject({ correct: true, details: [] });
  });

  it('an exploded bulb does not meet an OFF goal', () => {
    const verdict = checkGoal(result({ 'red-bulb': 'EXPLODED' }), [{ type: 'red-bulb', status: 'OFF' }], []);
    expect(verdict.correct).toBe(false);
    expect(verdict.details).toEqual(['The red bulb is burst (EXPLODED), the goal wants OFF.']);
  });

  it('an ON bulb that should be OFF gets one line', () => {
    const verdict = checkGoal(result({ 'green-bulb-straight': 'ON' }), [{ type: 'green-bulb', status: 'OFF' }], []);
    expect(verdict.details).toEqual(['The green bulb is ON, the goal wants OFF.']);
  });

  it('a reading that is off is said with the same number the card shows, beside a bulb that is right', () => {
    // 5.2.2's trap: never "no current flowing" beside a probe that reads current.
    const grid = gridFromText(['┌ B    ┐', '└ R330 r┘']);
    const sim = simulate({ grid });
    const verdict = checkGoal({ ...sim, probeData: { time: [10], vdiff: [null], current: [0.00164] } }, [{ type: 'red-bulb', status: 'ON' }, { probe: 'current', min: 0.01, max: 0.014 }], []);
    expect(verdict.details).toEqual(['The current probe reads 1.64 mA, the goal wants between 10 and 14 mA.']);
  });

  it('with both the angled and the straight bulb of a colour placed, either may meet the goal', () => {
    const verdict = checkGoal(result({ 'red-bulb': 'OFF', 'red-bulb-straight': 'ON' }), [{ type: 'red-bulb', status: 'ON' }], []);
    expect(verdict.correct).toBe(true);
  });
});
