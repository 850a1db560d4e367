// A level passed in the navigation state (the lesson generator's 'Place Level') prefills the creator;
// missing parts are left for the creator to fill, unreadable input is ignored.
import { describe, expect, it } from 'vitest';
import { draftFromNavigation } from './incoming-level';
import { DEFAULT_SUCCESS_MESSAGE } from '../../../../api/levels';
import { toLevelInput } from './draft';

describe('draftFromNavigation', () => {
  it('prefills grid, size, inventory, goal, messages and tags', () => {
    const draft = draftFromNavigation({
      level: {
        name: 'Series lamps',
        prePlacedComponents: [{ type: 'battery', row: 0, col: 1, rotation: 0 }, { type: 'resistor', row: 1, col: 2, rotation: 90, resistanceValue: 560 }],
        draggableItems: [{ type: 'corner-wire', itemCount: 2 }],
        goal: [{ type: 'yellow-bulb', status: 'OFF' }],
        metadata: { gridCol: 6, gridRow: 3 },
        educationalMessages: { success: 'Yes!', failure: 'Nope' },
        tags: ['Beginner'],
      },
    });
    expect(draft).not.toBeNull();
    expect([draft?.rows, draft?.cols]).toEqual([3, 6]);
    expect(draft?.grid[1][2]).toEqual({ type: 'resistor', rotation: 90, resistanceValue: 560 });
    expect(draft?.inventory).toEqual([{ type: 'corner-wire', itemCount: 2 }]);
    expect(draft?.goal).toEqual([{ type: 'yellow-bulb', status: 'OFF' }]);
    expect([draft?.name, draft?.successMessage, draft?.failureMessage, draft?.tags]).toEqual(['Series lamps', 'Yes!', 'Nope', ['Beginner']]);
  });

  it('fills defaults for missing parts and ignores what it cannot read', () => {
    const draft = draftFromNavigation({ level: { prePlacedComponents: [{ type: 'star', row: 8, col: 8, rotation: 0 }] } });
    expect([draft?.rows, draft?.cols, draft?.name, draft?.successMessage]).toEqual([5, 5, '', DEFAULT_SUCCESS_MESSAGE]);
    expect(draft?.grid.flat().filter(Boolean)).toEqual([]); // outside the 5×5 grid: dropped
    expect(draftFromNavigation(null)).toBeNull();
    expect(draftFromNavigation({ level: { goal: 'red' } })).toBeNull();
  });

  it("carries a generated level's task line (description) into the published level", () => {
    const base = { name: 'Two lamps', goal: [{ type: 'red-bulb', status: 'ON' }], draggableItems: [{ type: 'straight-wire', itemCount: 1 }] };
    const described = draftFromNavigation({ level: { ...base, description: '  Light the red bulb.  ' } });
    expect(described?.description).toBe('Light the red bulb.');
    expect(described && toLevelInput(described).description).toBe('Light the red bulb.');
    const none = draftFromNavigation({ level: base });
    expect(none?.description).toBe('');
    expect(none && 'description' in toLevelInput(none)).toBe(false);
  });

  it("keeps a tray capacitor's value through the draft and back into the published level", () => {
    const draft = draftFromNavigation({
      level: {
        name: 'Fading lamp',
        prePlacedComponents: [{ type: 'battery', row: 0, col: 0, rotation: 0 }],
        draggableItems: [{ type: 'capacitor', itemCount: 1, capacitance: '4.7mF' }],
        goal: [{ type: 'red-bulb', status: 'OFF' }],
        metadata: { gridCol: 4, gridRow: 2 },
        educationalMessages: { success: 'Yes!', failure: 'Nope' },
        tags: [],
      },
    });
    expect(draft?.inventory).toEqual([{ type: 'capacitor', itemCount: 1, capacitance: '4.7mF' }]);
    expect(draft && toLevelInput(draft).draggableItems).toEqual([{ type: 'capacitor', itemCount: 1, capacitance: '4.7mF' }]);
  });

  it('opens a level in an older stored shape through the same reader the player uses', () => {
    // `title` and `inventory` with `count` (older shapes), an unlimited piece ('Infinity'), no metadata:
    // the creator used to refuse it; now it opens as the player would play it (5×5, at most 3 of a kind).
    const draft = draftFromNavigation({
      level: {
        title: 'Old level',
        prePlacedComponents: [{ type: 'battery', row: 0, col: 0, rotation: 0 }],
        inventory: [{ type: 'straight-wire', count: 2 }, { type: 'resistor', itemCount: 'Infinity', resistanceValue: 560 }],
        goal: [{ type: 'red-bulb', status: 'ON' }],
      },
    });
    expect([draft?.name, draft?.rows, draft?.cols]).toEqual(['Old level', 5, 5]);
    expect(draft?.inventory).toEqual([{ type: 'straight-wire', itemCount: 2 }, { type: 'resistor', itemCount: 3, resistanceValue: 560 }]);
    expect(draft && toLevelInput(draft).goal).toEqual([{ type: 'red-bulb', status: 'ON' }]);
  });
});
