// Every grid the course and the bundled projects draw as a picture, pinned: the pieces each exercise
// carries (pre-placed, tray, solutions, a quiz's circuit) and every number's `map`, parsed. The grid
// text format (docs/engine.md "Grid text") may change how it is built, never what the course contains.
import { describe, expect, it } from 'vitest';
import { course, projects } from './index';
import { layout } from './layout';
import type { AuthoringLevel } from './schema';

/** Only the parts of a value that hold pieces (objects with a rotation), keys sorted. */
function piecesOnly(value: unknown): unknown {
  if (Array.isArray(value)) {
    const kept = value.map(piecesOnly).filter((v) => v !== undefined);
    return kept.length > 0 ? kept : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if ('rotation' in record) return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
  const kept = Object.keys(record)
    .sort()
    .map((key) => [key, piecesOnly(record[key])] as const)
    .filter(([, v]) => v !== undefined);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

function gridsOf(levels: readonly AuthoringLevel[], prefix: string): Record<string, unknown> {
  const grids: Record<string, unknown> = {};
  levels.forEach((level, l) =>
    level.exercises.forEach((exercise, e) => {
      const maps = (exercise.numbers ?? []).flatMap((n) => (n.map ? [piecesOnly(layout(n.map))] : []));
      grids[`${prefix}/${l}/${e}`] = { pieces: piecesOnly(exercise), ...(maps.length > 0 ? { maps } : {}) };
    }),
  );
  return grids;
}

describe('the course grids', () => {
  it('are the pinned ones, exercise by exercise', async () => {
    const grids = {
      ...Object.assign({}, ...course.chapters.map((chapter, c) => gridsOf(chapter.levels, `chapter ${c}`))),
      ...Object.assign({}, ...Object.values(projects).map((project) => gridsOf(project.levels, `project ${project.code}`))),
    };
    expect(Object.keys(grids).length).toBeGreaterThan(100);
    const lines = Object.entries(grids).map(([where, pieces]) => `${JSON.stringify(where)}: ${JSON.stringify(pieces)}`);
    await expect(`{\n${lines.join(',\n')}\n}\n`).toMatchFileSnapshot('./__snapshots__/course-grids.json');
  });
});
