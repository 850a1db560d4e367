// Wire routing: the two L routes, avoiding parts and wires, and detours along cell borders.
import { describe, expect, it } from 'vitest';
import { countCrossings, lRoutes, routeWire } from './routing';

const from = { x: 0, y: 0 };
const to = { x: 4, y: 3 };

describe('wire routing', () => {
  it('offers the horizontal-first and the vertical-first L', () => {
    const [across, down] = lRoutes(from, to);
    expect(across).toEqual([
      { x1: 0, y1: 0, x2: 4, y2: 0 },
      { x1: 4, y1: 0, x2: 4, y2: 3 },
    ]);
    expect(down).toEqual([
      { x1: 0, y1: 0, x2: 0, y2: 3 },
      { x1: 0, y1: 3, x2: 4, y2: 3 },
    ]);
  });

  it('draws a straight wire between aligned ports', () => {
    expect(routeWire({ x: 0.88, y: 0.5 }, { x: 3.12, y: 0.5 }, { wires: [], parts: [] })).toEqual([{ x1: 0.9, y1: 0.5, x2: 3.1, y2: 0.5 }]);
  });

  it('takes the horizontal-first route when nothing is in the way', () => {
    expect(routeWire(from, to, { wires: [], parts: [] })[0]).toEqual({ x1: 0, y1: 0, x2: 4, y2: 0 });
  });

  it('goes around a part sitting on the horizontal-first route', () => {
    const part = { x1: 1.2, y1: -0.2, x2: 1.8, y2: 0.2 };
    const route = routeWire(from, to, { wires: [], parts: [part] });
    expect(route[0]).toEqual({ x1: 0, y1: 0, x2: 0, y2: 3 });
  });

  it('goes around a wire crossing the horizontal-first route', () => {
    const wire = { x1: 2, y1: -1, x2: 2, y2: 1 };
    const route = routeWire(from, to, { wires: [wire], parts: [] });
    expect(route[0]).toEqual({ x1: 0, y1: 0, x2: 0, y2: 3 });
    expect(countCrossings(route, from, to, { wires: [wire], parts: [] })).toBe(0);
  });

  it('does not count a wire sharing the start port as a crossing', () => {
    const wire = { x1: 0, y1: 0, x2: 0, y2: -2 };
    expect(routeWire(from, to, { wires: [wire], parts: [] })[0]).toEqual({ x1: 0, y1: 0, x2: 4, y2: 0 });
  });

  it('takes the route with fewer crossings when both are blocked', () => {
    const obstacles = {
      wires: [
        { x1: 2, y1: -1, x2: 2, y2: 1 },
        { x1: -1, y1: 1, x2: 1, y2: 1 },
        { x1: -1, y1: 2, x2: 1, y2: 2 },
      ],
      parts: [],
    };
    expect(routeWire(from, to, obstacles)[0]).toEqual({ x1: 0, y1: 0, x2: 4, y2: 0 });
  });

  it('keeps detours along the grid edge inside the outer border', () => {
    const part = { x1: 2.2, y1: 0.28, x2: 2.8, y2: 0.72 };
    const blockRow1 = { x1: 1.5, y1: 0.8, x2: 1.5, y2: 1.2 };
    const route = routeWire({ x: 0.9, y: 0.5 }, { x: 4.1, y: 0.5 }, { wires: [blockRow1], parts: [part] }, { columns: 6, rows: 1 });
    expect(route[1]).toEqual({ x1: 0.9, y1: 0.1, x2: 4.1, y2: 0.1 });
  });

  it('detours along a cell border when both Ls run through a part', () => {
    const part = { x1: 2.2, y1: 0.28, x2: 2.8, y2: 0.72 };
    const route = routeWire({ x: 0.9, y: 0.5 }, { x: 4.1, y: 0.5 }, { wires: [], parts: [part] }, { columns: 6, rows: 2 });
    expect(route).toEqual([
      { x1: 0.9, y1: 0.5, x2: 0.9, y2: 1 },
      { x1: 0.9, y1: 1, x2: 4.1, y2: 1 },
      { x1: 4.1, y1: 1, x2: 4.1, y2: 0.5 },
    ]);
  });
});
