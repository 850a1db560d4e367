// "Why?" is offered for a light that misses the goal, never for one already doing what the goal asks:
// after a Check a learner reads each offered question as "this is what is wrong".
import { describe, expect, it } from 'vitest';
import type { BulbState, GoalBulb } from '../../../../engine/types';
import { createGridState } from '../../../components/circuit/grid-state';
import { darkLights } from './why-lights';

const board = createGridState(1, 3, [
  { type: 'red-bulb', row: 0, col: 0, rotation: 0 },
  { type: 'green-bulb', row: 0, col: 1, rotation: 0 },
  { type: 'yellow-led', row: 0, col: 2, rotation: 0 },
], []).board;
const bulbs: Partial<Record<string, BulbState>> = { 'red-bulb': 'OFF', 'green-bulb': 'DIM', 'yellow-led': 'OFF' };
const asked = (goal: readonly GoalBulb[] | null) => darkLights(board, bulbs, goal).map((l) => `${l.type} ${l.state}`);

describe('the lights "Why?" asks about', () => {
  it('leaves out a dark light that shows what the goal asks (the red bulb OFF, the goal wants OFF)', () => {
    expect(asked([{ type: 'red-bulb', status: 'OFF' }, { type: 'green-bulb', status: 'ON' }])).toEqual(['green-bulb DIM']);
    expect(asked([{ type: 'red-bulb', status: 'OFF' }, { type: 'green-bulb', status: 'DIM' }])).toEqual([]);
  });

  it('asks about every dark light that misses its goal entry, in board order', () => {
    expect(asked([{ type: 'yellow-led', status: 'ON' }, { type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'OFF' }])).toEqual([
      'red-bulb OFF',
      'green-bulb DIM',
      'yellow-led OFF',
    ]);
  });

  it('in a scenario exercise reads the goal of the scenario on now: held wants ON, released wants OFF', () => {
    expect(asked([{ type: 'red-bulb', status: 'ON' }])).toEqual(['red-bulb OFF']);
    expect(asked([{ type: 'red-bulb', status: 'OFF' }])).toEqual([]);
  });

  it('leaves out a light the goal does not name; with no scenario on (no goal applies) asks about every dark light', () => {
    expect(asked([{ type: 'red-bulb', status: 'ON' }])).not.toContain('yellow-led OFF');
    expect(asked(null)).toEqual(['red-bulb OFF', 'green-bulb DIM', 'yellow-led OFF']);
  });

  it('a goal met by the twin of the other shape (straight and angled red bulb) asks about neither', () => {
    const twins = createGridState(1, 2, [
      { type: 'red-bulb', row: 0, col: 0, rotation: 0 },
      { type: 'red-bulb-straight', row: 0, col: 1, rotation: 0 },
    ], []).board;
    expect(darkLights(twins, { 'red-bulb': 'DIM', 'red-bulb-straight': 'OFF' }, [{ type: 'red-bulb', status: 'DIM' }])).toEqual([]);
  });
});
