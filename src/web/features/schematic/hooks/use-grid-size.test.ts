// The schematic grid's size rule (50 px target cells, rows a third of the columns).
import { describe, expect, it } from 'vitest';
import { gridMetrics } from './use-grid-size';

describe('schematic grid size', () => {
  it('fits 50 px cells across the width, with a third as many rows', () => {
    expect(gridMetrics(358)).toEqual({ width: 358, columns: 7, rows: 3, cell: 358 / 7 });
    expect(gridMetrics(960)).toMatchObject({ columns: 19, rows: 7 });
  });
  it('keeps at least one column on a very narrow screen', () => {
    expect(gridMetrics(30)).toEqual({ width: 30, columns: 1, rows: 1, cell: 30 });
  });
});
