// What a learner sees when editing the grid: counts, swaps and rejected drops, rotation, switches, undo, reset.
import { describe, expect, it } from 'vitest';
import { createGridState, gridReducer, nextFreeCell, toGrid, type GridAction, type GridState, type TrayItem } from './grid-state';

const tray: TrayItem[] = [
  { type: 'straight-wire', count: 2 },
  { type: 'resistor', count: 1, resistanceValue: 560 },
  { type: 'switch', count: 1 },
];
const reduce = gridReducer(tray);
const start = () => createGridState(2, 3, [{ type: 'battery', row: 0, col: 0, rotation: 0 }, { type: 'switch', row: 1, col: 2, rotation: 90 }], tray);
const run = (state: GridState, ...actions: GridAction[]) => actions.reduce(reduce, state);

describe('grid state', () => {
  it('a hinted piece goes in as one undoable step, making room for it', () => {
    // The learner put the only resistor on the wrong cell and a wire where the hint goes.
    const before = run(start(), { kind: 'place', itemIndex: 1, to: { row: 1, col: 0 } }, { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } });
    const hinted = run(before, { kind: 'hint-place', itemIndex: 1, to: { row: 0, col: 1 }, cell: { type: 'resistor', rotation: 90, resistanceValue: 560 } });
    const grid = toGrid(hinted.board);
    expect(grid[0][1]).toEqual({ type: 'resistor', rotation: 90, resistanceValue: 560 });
    expect(grid[1][0]).toBeNull();
    expect(hinted.board.remaining).toEqual([2, 0, 1]);
    expect(run(hinted, { kind: 'undo' }).board).toBe(before.board);
    // Never over a pre-placed piece.
    expect(run(before, { kind: 'hint-place', itemIndex: 0, to: { row: 0, col: 0 }, cell: { type: 'straight-wire', rotation: 0 } })).toBe(before);
  });

  it('replaying the tips shows their animations again', () => {
    const state = run(start(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } }, { kind: 'tap', at: { row: 0, col: 1 } });
    expect(state.hints).toEqual({ dragged: true, rotated: true, tapped: ['0:1'] });
    expect(run(state, { kind: 'replay-tips' }).hints).toEqual({ dragged: false, rotated: false, tapped: [] });
  });

  it('places pre-placed pieces as given and switches start open', () => {
    const grid = toGrid(start().board);
    expect(grid[0][0]).toEqual({ type: 'battery', rotation: 0 });
    expect(grid[1][2]).toEqual({ type: 'switch', rotation: 90, isOn: false });
    expect(grid[0][1]).toBeNull();
  });

  it('placing from the tray takes one from its count and keeps the resistor value', () => {
    const state = run(start(), { kind: 'place', itemIndex: 1, to: { row: 0, col: 2 } });
    expect(state.board.remaining).toEqual([2, 0, 1]);
    expect(toGrid(state.board)[0][2]).toEqual({ type: 'resistor', rotation: 0, resistanceValue: 560 });
    expect(state.hints.dragged).toBe(true);
  });

  it('rejects a drop on a pre-placed piece, on its own twin, and an item at count 0', () => {
    const once = run(start(), { kind: 'place', itemIndex: 1, to: { row: 0, col: 1 } });
    expect(run(once, { kind: 'place', itemIndex: 0, to: { row: 0, col: 0 } })).toBe(once);
    expect(run(once, { kind: 'place', itemIndex: 1, to: { row: 1, col: 0 } })).toBe(once);
    const wire = run(start(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } });
    expect(run(wire, { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } })).toBe(wire);
  });

  it('a tray part dropped on a learner piece takes its cell and sends that piece back to the tray', () => {
    const wire = run(start(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } });
    const swapped = run(wire, { kind: 'place', itemIndex: 1, to: { row: 0, col: 1 } });
    expect(toGrid(swapped.board)[0][1]).toEqual({ type: 'resistor', rotation: 0, resistanceValue: 560 });
    expect(swapped.board.remaining).toEqual([2, 0, 1]);
    expect(run(swapped, { kind: 'undo' }).board).toBe(wire.board);
  });

  it('a grid piece dropped on another learner piece trades places with it; pre-placed pieces refuse', () => {
    const two = run(start(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } }, { kind: 'place', itemIndex: 1, to: { row: 1, col: 1 } });
    const swapped = run(two, { kind: 'move', from: { row: 0, col: 1 }, to: { row: 1, col: 1 } });
    expect(toGrid(swapped.board)[0][1]?.type).toBe('resistor');
    expect(toGrid(swapped.board)[1][1]?.type).toBe('straight-wire');
    expect(swapped.board.remaining).toEqual(two.board.remaining);
    expect(run(two, { kind: 'move', from: { row: 0, col: 1 }, to: { row: 0, col: 0 } })).toBe(two);
    expect(run(two, { kind: 'move', from: { row: 0, col: 1 }, to: { row: 1, col: 2 } })).toBe(two);
  });

  it('click-to-place fills the next free cell in reading order', () => {
    const state = run(start(), { kind: 'place-next', itemIndex: 0 }, { kind: 'place-next', itemIndex: 0 });
    expect(toGrid(state.board)[0][1]?.type).toBe('straight-wire');
    expect(toGrid(state.board)[0][2]?.type).toBe('straight-wire');
    expect(nextFreeCell(state.board)).toEqual({ row: 1, col: 0 });
  });

  it('next free cell is null on a full grid, and click-to-place then does nothing', () => {
    const full = createGridState(1, 1, [{ type: 'block', row: 0, col: 0, rotation: 0 }], tray);
    expect(nextFreeCell(full.board)).toBeNull();
    expect(run(full, { kind: 'place-next', itemIndex: 0 })).toBe(full);
  });

  it('moves a placed piece to a free cell but never a pre-placed one', () => {
    const placed = run(start(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } });
    const moved = run(placed, { kind: 'move', from: { row: 0, col: 1 }, to: { row: 1, col: 1 } });
    expect(toGrid(moved.board)[0][1]).toBeNull();
    expect(toGrid(moved.board)[1][1]?.type).toBe('straight-wire');
    expect(run(moved, { kind: 'move', from: { row: 1, col: 1 }, to: { row: 0, col: 0 } })).toBe(moved);
    expect(run(moved, { kind: 'move', from: { row: 0, col: 0 }, to: { row: 0, col: 2 } })).toBe(moved);
  });

  it('returning a piece to the tray restores its count; pre-placed pieces stay', () => {
    const placed = run(start(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } });
    const removed = run(placed, { kind: 'remove', at: { row: 0, col: 1 } });
    expect(removed.board.remaining).toEqual([2, 1, 1]);
    expect(toGrid(removed.board)[0][1]).toBeNull();
    expect(run(removed, { kind: 'remove', at: { row: 0, col: 0 } })).toBe(removed);
  });

  it('tapping a placed piece rotates it 0 → 90 → 180 → 270 → 0', () => {
    let state = run(start(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } });
    const rotations = [];
    for (let i = 0; i < 4; i++) {
      state = run(state, { kind: 'tap', at: { row: 0, col: 1 } });
      rotations.push(toGrid(state.board)[0][1]?.rotation);
    }
    expect(rotations).toEqual([90, 180, 270, 0]);
    expect(state.hints.rotated).toBe(true);
    expect(state.hints.tapped).toEqual(['0:1']);
  });

  it('tapping a pre-placed piece does not rotate it, but tapping a pre-placed switch toggles it', () => {
    const tappedBattery = run(start(), { kind: 'tap', at: { row: 0, col: 0 } });
    expect(toGrid(tappedBattery.board)[0][0]).toEqual({ type: 'battery', rotation: 0 });
    const toggled = run(start(), { kind: 'tap', at: { row: 1, col: 2 } });
    expect(toGrid(toggled.board)[1][2]).toEqual({ type: 'switch', rotation: 90, isOn: true });
    expect(toGrid(run(toggled, { kind: 'tap', at: { row: 1, col: 2 } }).board)[1][2]?.isOn).toBe(false);
    expect(toggled.hints.rotated).toBe(false);
  });

  it('a placed switch toggles when tapped and turns with the rotate action', () => {
    const placed = run(start(), { kind: 'place', itemIndex: 2, to: { row: 0, col: 1 } });
    const tapped = run(placed, { kind: 'tap', at: { row: 0, col: 1 } });
    expect(toGrid(tapped.board)[0][1]).toEqual({ type: 'switch', rotation: 0, isOn: true });
    expect(toGrid(run(tapped, { kind: 'rotate', at: { row: 0, col: 1 } }).board)[0][1]?.rotation).toBe(90);
  });

  it('undo steps back one action at a time', () => {
    const state = run(start(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } }, { kind: 'tap', at: { row: 0, col: 1 } });
    const once = run(state, { kind: 'undo' });
    expect(toGrid(once.board)[0][1]?.rotation).toBe(0);
    const twice = run(once, { kind: 'undo' });
    expect(toGrid(twice.board)[0][1]).toBeNull();
    expect(twice.board.remaining).toEqual([2, 1, 1]);
    expect(run(twice, { kind: 'undo' })).toBe(twice);
  });

  it('reset restores pre-placed pieces as given and every count, and can be undone', () => {
    const played = run(
      start(),
      { kind: 'place', itemIndex: 0, to: { row: 0, col: 1 } },
      { kind: 'place', itemIndex: 1, to: { row: 1, col: 0 } },
      { kind: 'tap', at: { row: 1, col: 2 } },
    );
    const reset = run(played, { kind: 'reset' });
    expect(toGrid(reset.board)).toEqual(toGrid(start().board));
    expect(reset.board.remaining).toEqual([2, 1, 1]);
    expect(toGrid(run(reset, { kind: 'undo' }).board)).toEqual(toGrid(played.board));
  });
});

describe('turning a knob', () => {
  const potTray: TrayItem[] = [{ type: 'potentiometer', count: 1, resistanceValue: 4700 }];
  const turnReduce = gridReducer(potTray);
  const withPot = () => createGridState(1, 3, [{ type: 'potentiometer', row: 0, col: 0, rotation: 0, resistanceValue: 1000 }], potTray);
  const turns = (state: GridState, ...actions: GridAction[]) => actions.reduce(turnReduce, state);

  it('turns a pre-placed knob within 0 to 1, one drag being one undo step', () => {
    const start = withPot();
    expect(toGrid(start.board)[0][0]).toMatchObject({ position: 0.5 });
    const dragged = turns(start, ...[0.6, 0.8, 1.4].map((value) => ({ kind: 'turn' as const, at: { row: 0, col: 0 }, name: 'position' as const, value })));
    expect(toGrid(dragged.board)[0][0]).toMatchObject({ position: 1, resistanceValue: 1000 });
    expect(dragged.history).toHaveLength(1);
    expect(toGrid(turns(dragged, { kind: 'undo' }).board)[0][0]).toMatchObject({ position: 0.5 });
    // A value the part does not let the learner change is left alone.
    expect(turns(start, { kind: 'turn', at: { row: 0, col: 0 }, name: 'resistanceValue', value: 10 })).toBe(start);
  });

  it('a scenario turns every knob, the learner’s too, as one step', () => {
    const placed = turns(withPot(), { kind: 'place', itemIndex: 0, to: { row: 0, col: 2 } });
    const tried = turns(placed, { kind: 'turn-all', values: { position: 0.25 } });
    const grid = toGrid(tried.board);
    expect(grid[0][0]).toMatchObject({ position: 0.25 });
    expect(grid[0][2]).toMatchObject({ position: 0.25, resistanceValue: 4700 });
    expect(tried.history).toHaveLength(placed.history.length + 1);
  });
});
