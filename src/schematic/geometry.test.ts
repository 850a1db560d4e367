// Wire geometry: crossings (parallel segments never intersect), parts in the way, merging, snapping.
import { describe, expect, it } from 'vitest';
import { mergeCollinear, segmentCrossesRect, segmentIntersection, segmentsIntersect, snap, snapPoint } from './geometry';

describe('segment intersection', () => {
  it('finds where a horizontal and a vertical wire cross', () => {
    expect(segmentIntersection({ x1: 0, y1: 1, x2: 4, y2: 1 }, { x1: 2, y1: 0, x2: 2, y2: 3 })).toEqual({ x: 2, y: 1 });
  });
  it('reports no crossing when segments miss each other', () => {
    expect(segmentsIntersect({ x1: 0, y1: 1, x2: 1, y2: 1 }, { x1: 2, y1: 0, x2: 2, y2: 3 })).toBe(false);
  });
  it('counts parallel segments as not intersecting, even when they overlap', () => {
    expect(segmentsIntersect({ x1: 0, y1: 1, x2: 4, y2: 1 }, { x1: 1, y1: 1, x2: 3, y2: 1 })).toBe(false);
    expect(segmentsIntersect({ x1: 0, y1: 0, x2: 0, y2: 4 }, { x1: 1, y1: 0, x2: 1, y2: 4 })).toBe(false);
    expect(segmentsIntersect({ x1: 0, y1: 0, x2: 2, y2: 2 }, { x1: 1, y1: 1, x2: 3, y2: 3 })).toBe(false);
  });
  it('counts touching at an end as intersecting', () => {
    expect(segmentsIntersect({ x1: 0, y1: 0, x2: 2, y2: 0 }, { x1: 2, y1: 0, x2: 2, y2: 2 })).toBe(true);
  });
});

describe('segment against a part', () => {
  const body = { x1: 1.2, y1: 0.3, x2: 1.8, y2: 0.7 };
  it('sees a wire passing through a part', () => {
    expect(segmentCrossesRect({ x1: 0, y1: 0.5, x2: 3, y2: 0.5 }, body)).toBe(true);
  });
  it('lets a wire pass beside a part', () => {
    expect(segmentCrossesRect({ x1: 0, y1: 1, x2: 3, y2: 1 }, body)).toBe(false);
    expect(segmentCrossesRect({ x1: 1, y1: 0, x2: 1, y2: 3 }, body)).toBe(false);
  });
});

describe('merging collinear segments', () => {
  it('joins consecutive horizontal pieces into one', () => {
    expect(
      mergeCollinear([
        { x1: 0, y1: 0, x2: 1, y2: 0 },
        { x1: 1, y1: 0, x2: 3, y2: 0 },
        { x1: 3, y1: 0, x2: 3, y2: 2 },
        { x1: 3, y1: 2, x2: 3, y2: 4 },
      ]),
    ).toEqual([
      { x1: 0, y1: 0, x2: 3, y2: 0 },
      { x1: 3, y1: 0, x2: 3, y2: 4 },
    ]);
  });
  it('drops zero-length pieces and keeps corners', () => {
    expect(
      mergeCollinear([
        { x1: 0, y1: 0, x2: 0, y2: 0 },
        { x1: 0, y1: 0, x2: 2, y2: 0 },
        { x1: 2, y1: 0, x2: 2, y2: 1 },
      ]),
    ).toEqual([
      { x1: 0, y1: 0, x2: 2, y2: 0 },
      { x1: 2, y1: 0, x2: 2, y2: 1 },
    ]);
  });
});

describe('snapping', () => {
  it('rounds to the routing grid', () => {
    expect(snap(0.1234)).toBe(0.1);
    expect(snapPoint({ x: 2.88, y: 0.49 })).toEqual({ x: 2.9, y: 0.5 });
  });
});
