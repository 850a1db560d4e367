// The page picks the engine's explanation for the first wrong goal light, or says the light is missing.
import { describe, expect, it } from 'vitest';
import { simulate } from '../../../engine/index';
import { gridFromText } from '../../../engine/grid-text';
import { explanationForGoal, explanationForLight } from './pick-explanation';

describe('picking the explanation to show', () => {
  const openSwitch = simulate({ grid: gridFromText(['┌ B  ┐', '└ S0 r┘']) });

  it('leads with the first goal light that is wrong', () => {
    const shown = explanationForGoal(openSwitch, [{ type: 'red-bulb', status: 'ON' }]);
    expect(shown).toMatchObject({ kind: 'switch-open', cells: [{ row: 1, col: 1 }], light: 'red-bulb' });
    expect(shown?.message).toMatch(/switch is open/);
  });

  it('skips lights that already match and names a goal light that is not placed', () => {
    expect(explanationForGoal(openSwitch, [{ type: 'red-bulb', status: 'OFF' }])).toBeNull();
    expect(explanationForGoal(openSwitch, [{ type: 'red-bulb', status: 'OFF' }, { type: 'green-bulb', status: 'ON' }])).toMatchObject({
      kind: 'missing', cells: [], message: 'There is no green bulb on the grid yet: place one from the tray.',
    });
  });

  it('"Why?" on a light gives that light\'s explanation', () => {
    expect(explanationForLight(openSwitch, 'red-bulb')?.kind).toBe('switch-open');
    expect(explanationForLight(openSwitch, 'green-bulb')).toBeNull();
  });
});
