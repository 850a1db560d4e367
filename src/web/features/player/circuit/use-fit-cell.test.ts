// The phone grid's height fit: rows plus gaps and grid chrome must fit into the measured room.
import { describe, expect, it } from 'vitest';
import { fitCellSize } from './use-fit-cell';

describe('fitCellSize', () => {
  it('makes every row, gap and the grid frame fit into the room above the dock', () => {
    const room = 400;
    for (const rows of [2, 3, 4, 5]) {
      const size = fitCellSize(room, rows);
      expect(size).not.toBeNull();
      expect(rows * size! + (rows - 1) * 3 + 24).toBeLessThanOrEqual(room);
      expect(rows * (size! + 1) + (rows - 1) * 3 + 24).toBeGreaterThan(room);
    }
  });

  it('gives no size when the grid starts below the dock or the input is unusable', () => {
    expect(fitCellSize(-50, 3)).toBeNull();
    expect(fitCellSize(10, 3)).toBeNull();
    expect(fitCellSize(Number.NaN, 3)).toBeNull();
    expect(fitCellSize(400, 0)).toBeNull();
  });
});
