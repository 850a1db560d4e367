// What a learner sees of the live inputs: a held button closes only while held and never reaches the
// answer, the light level stays within the sensor's limits, and a scenario's "Try it" sets all of them.
import { describe, expect, it } from 'vitest';
import type { Grid } from '../../../engine/types';
import { boardInputsReducer, boardInputsUsed, hasPlayableInputs, heldGrid, initialBoardInputs, isHeld, scenarioTurns, type BoardInputsAction, type BoardInputsState } from './board-inputs';

const run = (state: BoardInputsState, ...actions: BoardInputsAction[]) => actions.reduce(boardInputsReducer, state);
const grid: Grid = [
  [{ type: 'battery', rotation: 0 }, { type: 'push-button', rotation: 0, pressed: false }, { type: 'push-button', rotation: 90, pressed: false }],
  [{ type: 'ldr', rotation: 0 }, { type: 'potentiometer', rotation: 0, resistanceValue: 1000, position: 0.5 }, null],
];

describe('board inputs', () => {
  it('starts with nothing held and the light of a classroom', () => {
    const state = initialBoardInputs();
    expect(state.held).toEqual([]);
    expect(state.board).toEqual({ light: 300 });
    expect(heldGrid(grid, state)).toEqual(grid);
  });

  it('closes a button only while it is held, each button on its own', () => {
    const held = run(initialBoardInputs(), { kind: 'press', at: { row: 0, col: 1 } });
    expect(heldGrid(grid, held)[0][1]).toMatchObject({ pressed: true });
    expect(heldGrid(grid, held)[0][2]).toMatchObject({ pressed: false });
    const two = run(held, { kind: 'press', at: { row: 0, col: 2 } });
    expect(run(two, { kind: 'release', at: { row: 0, col: 1 } }).held).toEqual(['0:2']);
    expect(run(two, { kind: 'release-all' }).held).toEqual([]);
    // The grid the learner checks is not touched.
    expect(grid[0][1]).toMatchObject({ pressed: false });
  });

  it('keeps the light level within the sensor’s limits', () => {
    expect(run(initialBoardInputs(), { kind: 'set-board', name: 'light', value: 5 }).board.light).toBe(5);
    expect(run(initialBoardInputs(), { kind: 'set-board', name: 'light', value: 1e9 }).board.light).toBe(100000);
    expect(run(initialBoardInputs(), { kind: 'set-board', name: 'light', value: 0 }).board.light).toBe(1);
    const state = initialBoardInputs();
    expect(run(state, { kind: 'set-board', name: 'light', value: Number.NaN })).toBe(state);
    expect(run(state, { kind: 'set-board', name: 'nonsense', value: 3 })).toBe(state);
  });

  it('a scenario holds every button and sets the light until the learner presses one', () => {
    const tried = run(initialBoardInputs(), { kind: 'scenario', inputs: { pressed: true, light: 10, position: 0.2 } });
    expect(tried.board.light).toBe(10);
    expect(isHeld(tried, { row: 0, col: 1 }) && isHeld(tried, { row: 0, col: 2 })).toBe(true);
    const released = run(tried, { kind: 'scenario', inputs: { pressed: false } });
    expect(isHeld(released, { row: 0, col: 1 })).toBe(false);
    expect(released.board.light).toBe(10);
    // The learner's own press takes over from the scenario.
    const own = run(tried, { kind: 'press', at: { row: 0, col: 2 } }, { kind: 'release', at: { row: 0, col: 2 } });
    expect(isHeld(own, { row: 0, col: 1 })).toBe(false);
    expect(scenarioTurns({ pressed: true, light: 10, position: 0.2 })).toEqual({ position: 0.2 });
  });

  it('knows which inputs a board has', () => {
    expect(boardInputsUsed(grid)).toEqual(['light']);
    expect(hasPlayableInputs(grid)).toBe(true);
    const plain: Grid = [[{ type: 'battery', rotation: 0 }, { type: 'switch', rotation: 0 }]];
    expect(boardInputsUsed(plain)).toEqual([]);
    expect(hasPlayableInputs(plain)).toBe(false);
  });
});
