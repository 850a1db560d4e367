// Measurement goals judged by the real engine: a current probe in a 330 Ω loop reads ≈ 24 mA.
import { describe, expect, it } from 'vitest';
import { checkGoal } from './goal-check';
import { formatReading, formatTarget } from './measurement-goal';
import { simulate } from './simulate';
import type { Grid } from './types';

/** Battery, 330 Ω and red bulb in a 2 × 4 loop; the bottom-left straight cell is given by the test. */
function loop(bottom: Grid[number][number]): Grid {
  return [
    [{ type: 'corner-wire', rotation: 270 }, { type: 'battery', rotation: 0 }, { type: 'resistor', rotation: 0, resistanceValue: 330 }, { type: 'corner-wire', rotation: 0 }],
    [{ type: 'corner-wire', rotation: 180 }, bottom, { type: 'straight-wire', rotation: 90 }, { type: 'red-bulb', rotation: 180 }],
  ];
}

describe('measurement goals', () => {
  const target = { probe: 'current' as const, min: 0.02, max: 0.026 };

  it('pass when the current probe reads inside the window, turned either way', () => {
    for (const rotation of [0, 180] as const) {
      const result = simulate({ grid: loop({ type: 'probe-current', rotation }), probe: true });
      expect(checkGoal(result, [{ type: 'red-bulb', status: 'ON' }, target], []).correct).toBe(true);
    }
  });

  it('fail with a line naming the reading and the target when it is outside', () => {
    const verdict = checkGoal(simulate({ grid: loop({ type: 'probe-current', rotation: 0 }), probe: true }), [{ probe: 'current', min: 0.03, max: 0.04 }], []);
    expect(verdict.correct).toBe(false);
    expect(verdict.details).toEqual(['The current probe reads 24.3 mA, the goal wants between 30 and 40 mA.']);
  });

  it('fail when no probe on the grid measures the quantity', () => {
    const verdict = checkGoal(simulate({ grid: loop({ type: 'straight-wire', rotation: 90 }), probe: true }), [{ type: 'red-bulb', status: 'ON' }, target], []);
    expect(verdict.correct).toBe(false);
    expect(verdict.details[0]).toMatch(/No probe on the grid measures current yet/);
  });

  it('formats readings and targets in the learner\'s units', () => {
    expect(formatReading('current', 0.024319)).toBe('24.3 mA');
    expect(formatReading('voltage', 8.1)).toBe('8.1 V');
    expect(formatTarget({ probe: 'voltage', min: 4, max: 5 })).toBe('between 4 and 5 V');
  });
});
