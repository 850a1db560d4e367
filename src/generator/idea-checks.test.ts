// The idea checks read the circuit, not the words: the same goal read by two different circuits gets
// different verdicts. The parallel "Capacitor Fade" level of the classroom walk (a steady bulb beside a
// bulb behind a capacitor) does not pass as "two bulbs in series"; the composed ladder does.
import { describe, expect, it } from 'vitest';
import type { Grid } from '../engine/types';
import { extractConcepts } from './concepts';
import type { Design } from './design';
import { checkIdea } from './idea-checks';
import { designFrom, planFor, planMinimum } from './templates';
import type { LessonKind } from './design';

function solvedGrid(kind: LessonKind, goal: string): Grid {
  const plan = planFor(kind, extractConcepts(goal));
  const min = planMinimum(plan);
  const design = designFrom(plan, min.cols, min.rows) as Design;
  const grid: Grid = Array.from({ length: design.rows }, () => Array.from({ length: design.cols }, () => null));
  for (const { row, col, role: _role, ...cell } of design.pieces) grid[row][col] = cell;
  return grid;
}

const at = (grid: Grid, type: string) => {
  for (const [row, cells] of grid.entries()) for (const [col, cell] of cells.entries()) if (cell?.type === type) return { row, col, cell };
  throw new Error(`no ${type}`);
};

describe('checkIdea', () => {
  it('tells two bulbs in series from a bulb beside a capacitor branch', () => {
    const goal = 'two bulbs in series with a capacitor';
    const fade = solvedGrid('capacitor', goal);
    expect(checkIdea(fade, { kind: 'series', lights: 2 })).toMatchObject({ ok: false });
    expect(checkIdea(fade, { kind: 'parallel', branches: 2 }).ok).toBe(true);
    const composed = solvedGrid('composed', goal);
    expect(checkIdea(composed, { kind: 'series', lights: 2 }).ok).toBe(true);
    expect(checkIdea(composed, { kind: 'capacitor' }).ok).toBe(true);
  });

  it('sees a switch only when it changes a light, and a diode only when it faces the right way', () => {
    const led = solvedGrid('led', 'an LED with a resistor');
    expect(checkIdea(led, { kind: 'switch' }).ok).toBe(false);
    expect(checkIdea(led, { kind: 'led', count: 1 }).ok).toBe(true);
    expect(checkIdea(solvedGrid('composed', 'an LED with a resistor and a switch'), { kind: 'switch' }).ok).toBe(true);

    const diode = solvedGrid('composed', 'a diode in series with a bulb');
    expect(checkIdea(diode, { kind: 'diode' }).ok).toBe(true);
    // Turned round, the diode blocks: the lesson still needs it, but the circuit is no longer lit.
    const { row, col, cell } = at(diode, 'diode');
    diode[row][col] = { ...cell, rotation: ((cell.rotation + 180) % 360) as 0 | 90 | 180 | 270 };
    expect(checkIdea(diode, { kind: 'series', lights: 2 })).toMatchObject({ ok: false });
  });

  it('reads brightness, protection, counts and values from the circuit', () => {
    const dim = solvedGrid('dim', 'make the bulb dim');
    expect(checkIdea(dim, { kind: 'dim' }).ok).toBe(true);
    expect(checkIdea(dim, { kind: 'exploded' }).ok).toBe(true);
    expect(checkIdea(dim, { kind: 'value', ohms: 560 }).ok).toBe(true);
    expect(checkIdea(dim, { kind: 'value', ohms: 330 }).ok).toBe(false);
    expect(checkIdea(dim, { kind: 'bulbs', count: 1 }).ok).toBe(true);
    expect(checkIdea(dim, { kind: 'resistors', count: 3 }).ok).toBe(false);
    const bright = solvedGrid('series', 'one bulb');
    expect(checkIdea(bright, { kind: 'dim' }).ok).toBe(false);
  });

  it('sees a MOSFET only when a switch on its gate turns the light', () => {
    const mosfet = solvedGrid('mosfet', 'a transistor that turns a bulb on');
    expect(checkIdea(mosfet, { kind: 'mosfet' }).ok).toBe(true);
    const { row, col } = at(mosfet, 'switch');
    mosfet[row][col] = { type: 'straight-wire', rotation: mosfet[row][col]?.rotation ?? 0 };
    expect(checkIdea(mosfet, { kind: 'mosfet' }).ok).toBe(false);
  });
});
