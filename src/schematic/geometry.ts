// Plane geometry for wire routing: segment intersection, segment-vs-part tests, snapping and the
// merging of collinear consecutive segments (docs/product.md "How screens behave", Schematic drop).
import type { Point, Segment } from './types';

const EPSILON = 1e-9;

/** Grid step wires snap to, in cell units: a twentieth of a cell (2.5 px at the 50 px target). */
export const SNAP_STEP = 0.05;

export function snap(value: number, step = SNAP_STEP): number {
  // Rounding to a few decimals keeps 0.15000000000000002 from looking different from 0.15.
  return Number((Math.round(value / step) * step).toFixed(6));
}

export function snapPoint(point: Point, step = SNAP_STEP): Point {
  return { x: snap(point.x, step), y: snap(point.y, step) };
}

/**
 * Where two segments cross, or null. Parallel segments (zero cross product) count as not
 * intersecting, even when they overlap (docs/product.md "Rules and their texts": "Line segments that are parallel ... count as not
 * intersecting").
 */
export function segmentIntersection(a: Segment, b: Segment): Point | null {
  const rx = a.x2 - a.x1;
  const ry = a.y2 - a.y1;
  const sx = b.x2 - b.x1;
  const sy = b.y2 - b.y1;
  const cross = rx * sy - ry * sx;
  if (Math.abs(cross) < EPSILON) return null;
  const qx = b.x1 - a.x1;
  const qy = b.y1 - a.y1;
  const t = (qx * sy - qy * sx) / cross;
  const u = (qx * ry - qy * rx) / cross;
  if (t < -EPSILON || t > 1 + EPSILON || u < -EPSILON || u > 1 + EPSILON) return null;
  return { x: a.x1 + t * rx, y: a.y1 + t * ry };
}

export function segmentsIntersect(a: Segment, b: Segment): boolean {
  return segmentIntersection(a, b) !== null;
}

/** Whether an axis-aligned segment passes through the inside of a rectangle (given as x1<x2, y1<y2). */
export function segmentCrossesRect(segment: Segment, rect: Segment): boolean {
  const minX = Math.min(segment.x1, segment.x2);
  const maxX = Math.max(segment.x1, segment.x2);
  const minY = Math.min(segment.y1, segment.y2);
  const maxY = Math.max(segment.y1, segment.y2);
  return maxX > rect.x1 + EPSILON && minX < rect.x2 - EPSILON && maxY > rect.y1 + EPSILON && minY < rect.y2 - EPSILON;
}

export function samePoint(a: Point, b: Point): boolean {
  return Math.abs(a.x - b.x) < EPSILON && Math.abs(a.y - b.y) < EPSILON;
}

function isZeroLength(s: Segment): boolean {
  return samePoint({ x: s.x1, y: s.y1 }, { x: s.x2, y: s.y2 });
}

function direction(s: Segment): 'h' | 'v' | 'other' {
  if (Math.abs(s.y1 - s.y2) < EPSILON) return 'h';
  if (Math.abs(s.x1 - s.x2) < EPSILON) return 'v';
  return 'other';
}

/**
 * Joins consecutive segments that continue along the same axis into one (docs/product.md "How screens behave": "Collinear
 * consecutive segments are merged") and drops zero-length pieces.
 */
export function mergeCollinear(segments: readonly Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    if (isZeroLength(segment)) continue;
    const last = merged[merged.length - 1];
    const axis = direction(segment);
    if (
      last &&
      axis !== 'other' &&
      direction(last) === axis &&
      samePoint({ x: last.x2, y: last.y2 }, { x: segment.x1, y: segment.y1 })
    ) {
      merged[merged.length - 1] = { x1: last.x1, y1: last.y1, x2: segment.x2, y2: segment.y2 };
    } else {
      merged.push({ ...segment });
    }
  }
  return merged;
}
