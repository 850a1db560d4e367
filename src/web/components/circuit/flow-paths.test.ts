// The current-flow animation runs out of the battery's + side and around the loop back to −.
import { describe, expect, it } from 'vitest';
import type { Cell, Grid, Side } from '../../../engine/types';
import { flowCycleSeconds, flowPaths } from './flow-paths';

// Rotation-0 sides for the few parts used here, turned clockwise like the engine does.
const BASE: Partial<Record<Cell['type'], Side[]>> = {
  battery: ['left', 'right'],
  'corner-wire': ['left', 'bottom'],
  resistor: ['left', 'right'],
  'red-bulb-straight': ['left', 'right'],
};
const ORDER: Side[] = ['top', 'right', 'bottom', 'left'];
const sidesOf = (cell: Cell): Side[] => (BASE[cell.type] ?? []).map((side) => ORDER[(ORDER.indexOf(side) + cell.rotation / 90) % 4]);

describe('flow paths', () => {
  // A 2×3 loop: corner, battery, corner on top; corner, bulb, corner below.
  const grid: Grid = [
    [{ type: 'corner-wire', rotation: 270 }, { type: 'battery', rotation: 0 }, { type: 'corner-wire', rotation: 0 }],
    [{ type: 'corner-wire', rotation: 180 }, { type: 'red-bulb-straight', rotation: 0 }, { type: 'corner-wire', rotation: 90 }],
  ];
  const traces = grid.flatMap((line, row) => line.map((_, col) => ({ row, col, current: 0.02 })));

  it('leaves the battery at + (left), goes round the loop and returns at −', () => {
    const flows = flowPaths(grid, traces, sidesOf);
    expect(flows.get('0:1')?.segments).toEqual([['right', 'left']]);
    expect(flows.get('0:0')?.segments).toEqual([['right', 'bottom']]);
    expect(flows.get('1:0')?.segments).toEqual([['top', 'right']]);
    expect(flows.get('1:1')?.segments).toEqual([['left', 'right']]);
    expect(flows.get('1:2')?.segments).toEqual([['left', 'top']]);
    expect(flows.get('0:2')?.segments).toEqual([['bottom', 'left']]);
  });

  it('draws nothing for cells without current', () => {
    expect(flowPaths(grid, [], sidesOf).size).toBe(0);
  });

  it('animates faster for more current, within limits', () => {
    expect(flowCycleSeconds(0.024)).toBeCloseTo(1.25);
    expect(flowCycleSeconds(2)).toBe(0.25);
    expect(flowCycleSeconds(0.001)).toBe(3);
  });
});
