// The creator's edits: catalog limits shared by grid and inventory, goal toggling (none → ON → OFF →
// ON), inventory counts 1–3, settings clamping and trimming, resistor values, undo.
import { describe, expect, it } from 'vitest';
import { creatorReducer, remainingInCatalog, type CreatorAction, type CreatorState } from './creator-reducer';
import { emptyDraft } from './draft';

function run(...actions: CreatorAction[]): CreatorState {
  return actions.reduce(creatorReducer, { draft: emptyDraft(), history: [] });
}

describe('creator reducer', () => {
  it('places in the next free cell in reading order and respects the one-battery limit', () => {
    const state = run({ kind: 'place', type: 'battery' }, { kind: 'place', type: 'straight-wire' }, { kind: 'place', type: 'battery' });
    expect(state.draft.grid[0][0]?.type).toBe('battery');
    expect(state.draft.grid[0][1]?.type).toBe('straight-wire');
    expect(state.draft.grid[0][2]).toBeNull();
    expect(remainingInCatalog(state.draft, 'battery')).toBe(0);
    expect(remainingInCatalog(state.draft, 'straight-wire')).toBe(Infinity);
  });

  it('shares the catalog between the grid and the inventory', () => {
    const state = run({ kind: 'inventory-add', type: 'red-bulb' }, { kind: 'place', type: 'red-bulb' });
    expect(state.draft.inventory).toEqual([{ type: 'red-bulb', itemCount: 1 }]);
    expect(state.draft.grid.flat().filter(Boolean)).toHaveLength(0);
    const back = creatorReducer(state, { kind: 'inventory-remove', index: 0 });
    expect(remainingInCatalog(back.draft, 'red-bulb')).toBe(1);
  });

  it('keeps inventory counts between 1 and 3', () => {
    let state = run({ kind: 'inventory-add', type: 'corner-wire' }, { kind: 'inventory-add', type: 'corner-wire' }, { kind: 'inventory-add', type: 'corner-wire' }, { kind: 'inventory-add', type: 'corner-wire' });
    expect(state.draft.inventory).toEqual([{ type: 'corner-wire', itemCount: 3 }]);
    state = creatorReducer(state, { kind: 'inventory-count', index: 0, count: 0 });
    expect(state.draft.inventory[0].itemCount).toBe(1);
    state = creatorReducer(state, { kind: 'inventory-count', index: 0, count: 9 });
    expect(state.draft.inventory[0].itemCount).toBe(3);
  });

  it('toggles a goal bulb none → ON → OFF → ON and removes it', () => {
    const on = run({ kind: 'goal-toggle', type: 'green-bulb' });
    expect(on.draft.goal).toEqual([{ type: 'green-bulb', status: 'ON' }]);
    const off = creatorReducer(on, { kind: 'goal-toggle', type: 'green-bulb' });
    expect(off.draft.goal).toEqual([{ type: 'green-bulb', status: 'OFF' }]);
    expect(creatorReducer(off, { kind: 'goal-toggle', type: 'green-bulb' }).draft.goal[0].status).toBe('ON');
    expect(creatorReducer(off, { kind: 'goal-remove', type: 'green-bulb' }).draft.goal).toEqual([]);
    const both = creatorReducer(off, { kind: 'goal-toggle', type: 'red-bulb' });
    expect(both.draft.goal.map((g) => g.type)).toEqual(['red-bulb', 'green-bulb']);
  });

  it('moves, rotates, toggles switches, sets resistor values and removes', () => {
    let state = run({ kind: 'place', type: 'switch' }, { kind: 'place', type: 'resistor' });
    state = creatorReducer(state, { kind: 'tap', at: { row: 0, col: 0 } });
    expect(state.draft.grid[0][0]).toEqual({ type: 'switch', rotation: 0, isOn: true });
    state = creatorReducer(state, { kind: 'move', from: { row: 0, col: 1 }, to: { row: 2, col: 3 } });
    expect(state.draft.grid[0][1]).toBeNull();
    state = creatorReducer(state, { kind: 'rotate', at: { row: 2, col: 3 } });
    state = creatorReducer(state, { kind: 'set-value', at: { row: 2, col: 3 }, name: 'resistanceValue', value: 560 });
    expect(state.draft.grid[2][3]).toEqual({ type: 'resistor', rotation: 90, resistanceValue: 560 });
    // Moving onto a taken cell swaps the two pieces.
    const swapped = creatorReducer(state, { kind: 'move', from: { row: 2, col: 3 }, to: { row: 0, col: 0 } });
    expect(swapped.draft.grid[0][0]?.type).toBe('resistor');
    expect(swapped.draft.grid[2][3]?.type).toBe('switch');
    state = creatorReducer(state, { kind: 'remove', at: { row: 2, col: 3 } });
    expect(state.draft.grid[2][3]).toBeNull();
  });

  it('resizes with settings (clamped to 2–9), dropping pieces outside, and undoes step by step', () => {
    let state = run({ kind: 'place', type: 'battery', at: { row: 4, col: 4 } }, { kind: 'place', type: 'star', at: { row: 1, col: 1 } });
    state = creatorReducer(state, { kind: 'settings', rows: 3, cols: 12, tags: ['Beginner'], successMessage: 'Yes', failureMessage: 'No', description: 'Light it.' });
    expect([state.draft.rows, state.draft.cols]).toEqual([3, 9]);
    expect(state.draft.description).toBe('Light it.');
    expect(state.draft.grid).toHaveLength(3);
    expect(state.draft.grid[0]).toHaveLength(9);
    expect(state.draft.grid[1][1]?.type).toBe('star');
    expect(remainingInCatalog(state.draft, 'battery')).toBe(1);
    state = creatorReducer(state, { kind: 'undo' });
    expect(state.draft.grid[4][4]?.type).toBe('battery');
    state = creatorReducer(state, { kind: 'undo' });
    state = creatorReducer(state, { kind: 'undo' });
    expect(state.draft.grid.flat().filter(Boolean)).toHaveLength(0);
  });

  it('caps the level name at 50 characters', () => {
    expect(run({ kind: 'set-name', name: 'x'.repeat(80) }).draft.name).toHaveLength(50);
  });
});
