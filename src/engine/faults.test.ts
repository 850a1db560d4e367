// Faults and readings (docs/engine.md "Readings and faults"): the physics of each fault by hand, the
// 400 texts, and faulty circuits against ngspice (open, short, flat, a resistor's faultValue).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareCase, compareEvents, emptyComparison, engineCase, pool, runCaseInNgspice, type EngineCase } from './testing/differential';
import { gridFromText } from './grid-text';
import { ladderGrid } from './testing/ladder-grid';
import { pick, seeded } from './testing/random';
import { simulate } from './simulate';
import { validateSimulationRequest } from './validate';
import type { Cell, FaultKind, Grid, PartReading } from './types';

/** Battery, 330 Ω and a red bulb in one loop: battery (0,1), resistor (1,1), bulb (1,2). */
const LOOP = ['┌ B    ┐', '└ R330 r┘'];

function withFault(rows: string[], row: number, col: number, fault: Partial<Cell>): Grid {
  const grid = gridFromText(rows);
  grid[row][col] = { ...(grid[row][col] as Cell), ...fault };
  return grid;
}

function readingAt(readings: PartReading[] | undefined, row: number, col: number): PartReading {
  const found = readings?.find((r) => r.row === row && r.col === col);
  if (!found) throw new Error(`no reading at ${row},${col}`);
  return found;
}

describe('faults', () => {
  it('a healthy loop: readings per part, the battery delivering EMF × current', () => {
    const result = simulate({ grid: gridFromText(LOOP), readings: true });
    const i = 9 / (1 + 330 + 40);
    expect(readingAt(result.readings, 1, 1).current).toBeCloseTo(i, 6);
    expect(readingAt(result.readings, 1, 1).voltage).toBeCloseTo(330 * i, 4);
    expect(readingAt(result.readings, 1, 1).power).toBeCloseTo(330 * i * i, 6);
    expect(readingAt(result.readings, 0, 1).power).toBeCloseTo(9 * i, 6);
    expect(readingAt(result.readings, 0, 1).voltage).toBeCloseTo(9 - i, 4);
    // wires: current through, nothing across
    expect(readingAt(result.readings, 0, 0).voltage).toBeCloseTo(0, 9);
    expect(readingAt(result.readings, 0, 0).current).toBeCloseTo(i, 6);
    expect(simulate({ grid: gridFromText(LOOP) }).readings).toBeUndefined();
  });

  it('open: no current anywhere, the full 9 V across the open part, 0 V across the others', () => {
    const result = simulate({ grid: withFault(LOOP, 1, 1, { fault: 'open' }), readings: true });
    expect(result.bulbs['red-bulb']).toBe('OFF');
    expect(readingAt(result.readings, 1, 1).voltage).toBeCloseTo(9, 3);
    expect(readingAt(result.readings, 1, 1).current).toBe(0);
    expect(readingAt(result.readings, 1, 2).voltage).toBeCloseTo(0, 3);
    // a broken wire opens the loop just the same
    const wire = simulate({ grid: withFault(LOOP, 0, 2, { fault: 'open' }), readings: true });
    expect(wire.bulbs['red-bulb']).toBe('OFF');
    expect(readingAt(wire.readings, 0, 2).voltage).toBeCloseTo(9, 3);
  });

  it('short: the shorted bulb is dark with 0 V across it and the loop carries more', () => {
    const result = simulate({ grid: withFault(LOOP, 1, 2, { fault: 'short' }), readings: true });
    expect(result.bulbs['red-bulb']).toBe('OFF');
    expect(result.bulbCurrents['red-bulb']).toBe(0);
    const i = 9 / (1 + 330 + 1e-3);
    expect(readingAt(result.readings, 1, 2).voltage).toBeCloseTo(i * 1e-3, 6);
    expect(readingAt(result.readings, 1, 2).current).toBeCloseTo(i, 6);
    // a shorted resistor: the bulb explodes (9 V across 41 Ω)
    expect(simulate({ grid: withFault(LOOP, 1, 1, { fault: 'short' }) }).bulbs['red-bulb']).toBe('EXPLODED');
  });

  it('flat: a 3 V battery dims the bulb; faultValue: the resistor behaves as its hidden value', () => {
    const flat = simulate({ grid: withFault(LOOP, 0, 1, { fault: 'flat' }), readings: true });
    const i = 3 / (1 + 330 + 40);
    expect(flat.bulbs['red-bulb']).toBe('DIM');
    expect(readingAt(flat.readings, 0, 1).power).toBeCloseTo(3 * i, 6);
    const value = simulate({ grid: withFault(LOOP, 1, 1, { faultValue: 33000 }), readings: true });
    expect(value.bulbs['red-bulb']).toBe('OFF');
    expect(readingAt(value.readings, 1, 1).current).toBeCloseTo(9 / 33041, 6);
  });

  it('answers 400 naming the field for a bad or misplaced fault', () => {
    const request = (cell: Record<string, unknown>, at: [number, number] = [1, 1]) => {
      const grid: unknown[][] = gridFromText(LOOP);
      grid[at[0]][at[1]] = { ...(grid[at[0]][at[1]] as Cell), ...cell };
      return validateSimulationRequest({ grid });
    };
    expect(request({ fault: 'melted' })).toMatchObject({ ok: false, error: 'grid[1][1].fault must be open, short or flat' });
    expect(request({ fault: 'flat' })).toMatchObject({ ok: false, error: 'grid[1][1].fault flat is for a battery only' });
    expect(request({ faultValue: 33 }, [1, 2])).toMatchObject({ ok: false, error: 'grid[1][2].faultValue is for a resistor only' });
    expect(request({ faultValue: -1 })).toMatchObject({ ok: false, error: 'grid[1][1].faultValue must be from 0.001 to 1e9 ohms' });
    expect(validateSimulationRequest({ grid: gridFromText(LOOP), readings: 'yes' })).toMatchObject({ ok: false, error: 'readings must be true or false' });
    expect(request({ fault: 'flat' }, [0, 1]).ok).toBe(true);
  });
});

describe('faulty circuits against ngspice', () => {
  let ngspiceReady = '';
  beforeAll(() => {
    try {
      execFileSync('bash', [path.resolve('scripts/ensure-ngspice.sh')], { stdio: 'pipe' });
    } catch (error) {
      ngspiceReady = `ngspice is required and could not be installed: ${String(error)}`;
    }
  }, 300_000);

  it('agrees within the contract on 80 generated circuits with one fault each', async () => {
    expect(ngspiceReady, ngspiceReady).toBe('');
    const cases: EngineCase[] = [];
    const kinds = { open: 0, short: 0, flat: 0, value: 0 };
    for (let seed = 1; cases.length < 80 && seed < 2000; seed++) {
      const random = seeded(seed * 7919);
      const grid = ladderGrid(random, { rows: 2 + Math.floor(random() * 3), cols: 3 + Math.floor(random() * 4), kinds: ['wire', 'resistor', 'resistor', 'bulb', 'diode', 'led', 'mosfet', 'switch', 'capacitor'] });
      const parts = grid.flatMap((row, r) => row.map((cell, c) => ({ cell, r, c }))).filter((p) => p.cell && p.cell.type !== 'block');
      const target = pick(random, parts);
      const cell = target.cell as Cell;
      const fault: FaultKind | 'value' =
        cell.type === 'battery' ? 'flat' : cell.type === 'resistor' && random() < 0.6 ? 'value' : random() < 0.5 ? 'open' : 'short';
      grid[target.r][target.c] = fault === 'value' ? { ...cell, faultValue: (cell.resistanceValue ?? 330) * (random() < 0.5 ? 10 : 0.1) } : { ...cell, fault };
      const outcome = engineCase(`fault ${fault} at ${target.r},${target.c} seed ${seed}`, grid, 1);
      if (outcome.kind !== 'case') continue;
      cases.push(outcome.value);
      kinds[fault]++;
    }
    const comparison = emptyComparison();
    const spiceFailures: string[] = [];
    await pool(cases, 2, async (c) => {
      try {
        const spice = await runCaseInNgspice(c.netlist, c.transient, c.durationS);
        compareCase(c, spice, comparison);
        compareEvents(c, spice, comparison);
      } catch {
        spiceFailures.push(c.label);
      }
    });
    console.log(`faults against ngspice: ${cases.length} circuits (${JSON.stringify(kinds)}), ${comparison.compared} values compared, worst ${(comparison.worst.ratio * 100).toFixed(2)} % of the tolerance; ngspice gave up on ${spiceFailures.length}`);
    expect(cases.length).toBe(80);
    expect(kinds.open).toBeGreaterThan(5);
    expect(kinds.short).toBeGreaterThan(5);
    expect(spiceFailures.length).toBeLessThan(4);
    expect(comparison.failures.slice(0, 10)).toEqual([]);
    expect(comparison.eventFailures.slice(0, 10)).toEqual([]);
  }, 300_000);
});
