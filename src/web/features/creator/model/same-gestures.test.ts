// The creator and the player edit a grid with the same gestures (components/circuit/board-edits.ts): the
// same drops, moves, taps, turns and undos make the same grid on both screens.
import { describe, expect, it } from 'vitest';
import { createGridState, gridReducer, toGrid, type GridAction, type TrayItem } from '../../../components/circuit/grid-state';
import { creatorReducer, type CreatorAction, type CreatorState } from './creator-reducer';
import { emptyDraft } from './draft';

const tray: TrayItem[] = [
  { type: 'switch', count: 1 },
  { type: 'corner-wire', count: 1 },
  { type: 'potentiometer', count: 1 },
];
const a = { row: 0, col: 0 };
const b = { row: 1, col: 2 };
const c = { row: 2, col: 1 };

/** The gestures both screens speak alike: a swap, taps, a turn and an undo. */
const gestures: Extract<GridAction, { kind: 'move' | 'tap' | 'rotate' | 'undo' }>[] = [
  { kind: 'move', from: a, to: b },
  { kind: 'tap', at: b },
  { kind: 'tap', at: a },
  { kind: 'rotate', at: c },
  { kind: 'tap', at: a },
  { kind: 'undo' },
];
/** The same session in both vocabularies: three drops (from the tray, or from the catalog), then the gestures. */
const player: GridAction[] = [
  { kind: 'place', itemIndex: 0, to: a },
  { kind: 'place', itemIndex: 1, to: b },
  { kind: 'place', itemIndex: 2, to: c },
  ...gestures,
];
const creator: CreatorAction[] = [
  { kind: 'place', type: 'switch', at: a },
  { kind: 'place', type: 'corner-wire', at: b },
  { kind: 'place', type: 'potentiometer', at: c },
  ...gestures,
];

describe('the creator and the player share their grid gestures', () => {
  it('make the same grid from the same gestures, undo included', () => {
    const played = player.reduce(gridReducer(tray), createGridState(5, 5, [], tray));
    const built = creator.reduce(creatorReducer, { draft: emptyDraft(), history: [] } satisfies CreatorState);
    expect(built.draft.grid).toEqual(toGrid(played.board));
    expect(built.draft.grid[1][2]).toEqual({ type: 'switch', rotation: 0, isOn: true });
    expect(built.draft.grid[0][0]?.rotation).toBe(90);
    expect(built.draft.grid[2][1]?.rotation).toBe(90);
  });
});
