// Wire routing (docs/product.md "How screens behave"): the wire snaps to the grid and takes one of the two L-shaped routes between
// its ports — across then down, or down then across — choosing the one that crosses no other wire and
// no part. Beyond docs/product.md's rule: when both Ls are blocked (always so for two ports in one row with a part
// between), the wire may detour along a cell border, the shortest clear detour first; when every
// route is blocked it takes the one with the fewest crossings, so a wire is always drawn.
import { mergeCollinear, samePoint, segmentCrossesRect, segmentIntersection, snapPoint } from './geometry';
import type { Point, Segment } from './types';

export interface RoutingObstacles {
  /** Segments of the wires already drawn. */
  wires: readonly Segment[];
  /** Bodies of the parts the wire must not pass through (not the two parts it joins). */
  parts: readonly Segment[];
}

/** The two L-shaped candidates, horizontal-first then vertical-first, merged (straight when aligned). */
export function lRoutes(from: Point, to: Point): [Segment[], Segment[]] {
  const horizontalFirst = mergeCollinear([
    { x1: from.x, y1: from.y, x2: to.x, y2: from.y },
    { x1: to.x, y1: from.y, x2: to.x, y2: to.y },
  ]);
  const verticalFirst = mergeCollinear([
    { x1: from.x, y1: from.y, x2: from.x, y2: to.y },
    { x1: from.x, y1: to.y, x2: to.x, y2: to.y },
  ]);
  return [horizontalFirst, verticalFirst];
}

/** How many wires and parts a route crosses; touching another wire at the route's own ends is fine. */
export function countCrossings(route: readonly Segment[], from: Point, to: Point, obstacles: RoutingObstacles): number {
  let crossings = 0;
  for (const wire of obstacles.wires) {
    const crosses = route.some((segment) => {
      const hit = segmentIntersection(segment, wire);
      return hit !== null && !samePoint(hit, from) && !samePoint(hit, to);
    });
    if (crosses) crossings += 1;
  }
  for (const body of obstacles.parts) {
    if (route.some((segment) => segmentCrossesRect(segment, body))) crossings += 1;
  }
  return crossings;
}

/** The grid the detours stay inside, in cells. */
export interface RoutingBounds {
  columns: number;
  rows: number;
}

const routeLength = (route: readonly Segment[]) => route.reduce((sum, s) => sum + Math.abs(s.x2 - s.x1) + Math.abs(s.y2 - s.y1), 0);

/** Detours keep this far inside the grid's top and bottom edges, so the outer border never hides a wire. */
const EDGE_INSET = 0.1;

/**
 * Three-segment detours along the horizontal cell borders (the top and bottom edges pulled slightly
 * inside) and the inner vertical cell borders.
 */
export function detourRoutes(from: Point, to: Point, bounds: RoutingBounds): Segment[][] {
  const routes: { route: Segment[]; edge: boolean }[] = [];
  for (let row = 0; row <= bounds.rows; row += 1) {
    const edge = row === 0 || row === bounds.rows;
    const y = row === 0 ? EDGE_INSET : row === bounds.rows ? bounds.rows - EDGE_INSET : row;
    routes.push({
      edge,
      route: mergeCollinear([
        { x1: from.x, y1: from.y, x2: from.x, y2: y },
        { x1: from.x, y1: y, x2: to.x, y2: y },
        { x1: to.x, y1: y, x2: to.x, y2: to.y },
      ]),
    });
  }
  for (let x = 1; x < bounds.columns; x += 1) {
    routes.push({
      edge: false,
      route: mergeCollinear([
        { x1: from.x, y1: from.y, x2: x, y2: from.y },
        { x1: x, y1: from.y, x2: x, y2: to.y },
        { x1: x, y1: to.y, x2: to.x, y2: to.y },
      ]),
    });
  }
  // Inner borders first (a wire hugging the grid's edge reads badly), each group shortest first.
  return routes
    .sort((a, b) => Number(a.edge) - Number(b.edge) || routeLength(a.route) - routeLength(b.route))
    .map((r) => r.route);
}

/** The segments of a new wire from one port to another. */
export function routeWire(fromRaw: Point, toRaw: Point, obstacles: RoutingObstacles, bounds?: RoutingBounds): Segment[] {
  const from = snapPoint(fromRaw);
  const to = snapPoint(toRaw);
  const candidates = [...lRoutes(from, to), ...(bounds ? detourRoutes(from, to, bounds) : [])];
  let best: { route: Segment[]; crossings: number } | null = null;
  for (const route of candidates) {
    const crossings = countCrossings(route, from, to, obstacles);
    if (crossings === 0) return route;
    if (!best || crossings < best.crossings) best = { route, crossings };
  }
  return best?.route ?? [];
}
