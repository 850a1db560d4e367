// The egg timer's physics, proven with the real engine: the reference build lights the bulb only
// after a delay, a 660 Ω resistor doubles it, the reset switch held closed keeps the lamp off, and
// resistor and capacitor swapped round fail the goal (the capacitor is pre-placed; the swap shows why it
// sits below the T-wire).
import { describe, expect, it } from 'vitest';
import { simulate } from '../../../engine/index';
import type { Grid } from '../../../engine/types';
import type { AuthoringCircuitExercise } from '../../schema';
import type { Placement } from '../../../puzzle/index';
import { eggTimer } from './egg-timer';

const exercise = eggTimer.exercises[1] as AuthoringCircuitExercise;

function build(place: Placement[], resetClosed = false): Grid {
  const grid: Grid = Array.from({ length: exercise.gridSize.rows }, () => Array.from({ length: exercise.gridSize.cols }, () => null));
  for (const p of [...exercise.prePlacedComponents, ...place]) {
    grid[p.row][p.col] = { type: p.type, rotation: p.rotation, ...(p.resistanceValue ? { resistanceValue: p.resistanceValue } : {}) };
    if (p.type === 'switch') grid[p.row][p.col] = { ...grid[p.row][p.col]!, isOn: resetClosed };
  }
  return grid;
}

function onTime(place: Placement[]): number | undefined {
  return simulate({ grid: build(place) }).bulbEvents.find((e) => e.state === 'ON')?.time;
}

describe('the egg timer puzzle', () => {
  it('lights the bulb about a second after start (gate passes ~2.6 V at τ = 3.3 s), and keeps it on', () => {
    const result = simulate({ grid: build(exercise.solution.place) });
    expect(result.bulbs['yellow-bulb-straight']).toBe('ON');
    expect(result.bulbEvents[0]).toMatchObject({ state: 'DIM' });
    expect(onTime(exercise.solution.place)).toBeGreaterThan(0.8);
    expect(onTime(exercise.solution.place)).toBeLessThan(1.5);
  });

  it('waits twice as long with 660 Ω', () => {
    const slow = [{ ...exercise.solution.place[0], resistanceValue: 660 }];
    expect(onTime(slow)! / onTime(exercise.solution.place)!).toBeCloseTo(2, 1);
  });

  it('keeps the lamp off while the reset switch across the capacitor is held closed', () => {
    const result = simulate({ grid: build(exercise.solution.place, true) });
    expect(result.bulbEvents).toEqual([]);
    expect(Object.values(result.bulbs)).toEqual(['OFF']);
  });

  it('fails with resistor and capacitor swapped: the bulb lights at once, then goes out', () => {
    const swapped: Placement[] = [
      { type: 'capacitor', row: 1, col: 1, rotation: 0 },
      { type: 'resistor', row: 2, col: 2, rotation: 90, resistanceValue: 330 },
    ];
    const result = simulate({ grid: build(swapped) });
    expect(result.bulbEvents[0]).toMatchObject({ time: 0, state: 'ON' });
    expect(result.bulbs['yellow-bulb-straight']).toBe('OFF');
  });
});
