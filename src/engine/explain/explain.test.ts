// Each kind of explanation on a small grid, turned through all four quarter turns and mirrored: the kind,
// the lights and the exact cells follow the parts, and the sentence names parts by what they are.
import { describe, expect, it } from 'vitest';
import { simulate } from '../simulate';
import { gridFromText } from '../grid-text';
import { mirrorGrid, rotateGrid } from '../testing/grid-transform';
import type { CellRef, Explanation, Grid } from '../types';
import { buildCircuit } from '../netlist';
import { surge } from './what-if';

type Cell = [number, number];

interface Case {
  grid: Grid;
  cells: Cell[];
}

/** The grid and its expected cells after k quarter turns (clockwise), optionally mirrored first. */
function variants(rows: string[], cells: Cell[], mirror = true): { name: string; grid: Grid; cells: Cell[] }[] {
  const out: { name: string; grid: Grid; cells: Cell[] }[] = [];
  const start: Case = { grid: gridFromText(rows), cells };
  const mirrored: Case = {
    grid: mirrorGrid(start.grid),
    cells: cells.map(([r, c]) => [r, start.grid[0].length - 1 - c]),
  };
  const bases = mirror ? ([['', start], ['mirrored, ', mirrored]] as const) : ([['', start]] as const);
  for (const [label, base] of bases) {
    let current: Case = base;
    for (let turn = 0; turn < 4; turn++) {
      out.push({ name: `${label}${turn * 90}°`, ...current });
      const height = current.grid.length;
      current = { grid: rotateGrid(current.grid), cells: current.cells.map(([r, c]) => [c, height - 1 - r]) };
    }
  }
  return out;
}

function sorted(cells: readonly CellRef[] | readonly Cell[]): string[] {
  return cells.map((c) => (Array.isArray(c) ? `${c[0]},${c[1]}` : `${(c as CellRef).row},${(c as CellRef).col}`)).sort();
}

function only(grid: Grid, light: string): Explanation {
  const result = simulate({ grid });
  const found = result.explanations.filter((e) => e.lights.includes(light as Explanation['lights'][number]));
  expect(found.length, JSON.stringify(result.explanations)).toBeGreaterThan(0);
  return found[0];
}

interface KindCase {
  kind: Explanation['kind'];
  rows: string[];
  light: string;
  cells: Cell[];
  says: RegExp;
  /** A MOSFET mirrored swaps drain and source, which its body diode notices: turns only. */
  turnsOnly?: boolean;
}

const CASES: Record<string, KindCase> = {
  'a wire end that joins nothing': {
    kind: 'open-loop',
    rows: ['┌ B    ┐', '. R330 r┘'],
    light: 'red-bulb',
    cells: [[0, 0], [1, 1]],
    says: /loop is broken.*join nothing.*red bulb/,
  },
  'an open switch': {
    kind: 'switch-open',
    rows: ['┌ B  ┐', '└ S0 r┘'],
    light: 'red-bulb',
    cells: [[1, 1]],
    says: /switch is open.*red bulb/,
  },
  'a diode turned round': {
    kind: 'reverse',
    rows: ['┌ B  R330 ┐', '└ D< ─    r┘'],
    light: 'red-bulb',
    cells: [[1, 1]],
    says: /diode is turned round.*red bulb/,
  },
  'a MOSFET whose gate joins nothing': {
    kind: 'mosfet-off',
    rows: ['┌ B    ┐', '│ .    M/180', '└ R330 r┘'],
    light: 'red-bulb',
    cells: [[1, 2]],
    says: /MOSFET is switched off.*gate.*2 V.*joined to nothing.*pull-down resistor/,
    turnsOnly: true,
  },
  'a wire beside the bulb': {
    kind: 'bypassed',
    rows: ['┌ B  R330 ┐', '├ y- ─    ┤', '└ ─  ─    ┘'],
    light: 'yellow-bulb-straight',
    cells: [[1, 0], [1, 1], [1, 2], [1, 3], [2, 0], [2, 1], [2, 2], [2, 3]],
    says: /wire next to the straight yellow bulb carries the current round it\. Current splits between the paths.*almost no resistance/,
  },
  'a bulb straight across the battery': {
    kind: 'too-much-current',
    rows: ['┌ B ┐', '└ ─ g┘'],
    light: 'green-bulb',
    cells: [[1, 2]],
    says: /about 220 mA.*green bulb.*60 mA.*A 330 Ω resistor/,
  },
  'a big resistor': {
    kind: 'too-little-current',
    rows: ['┌ B    ┐', '└ R560 r┘'],
    light: 'red-bulb',
    cells: [[1, 1], [1, 2]],
    says: /Only 15 mA.*dimly.*18 mA.*smaller resistor than the 560 Ω resistor/,
  },
  'a capacitor in the loop': {
    kind: 'charging',
    rows: ['┌ B       R330 ┐', '└ C:100uF ─    r┘'],
    light: 'red-bulb',
    cells: [[1, 1]],
    says: /capacitor has filled up.*red bulb/,
  },
};

describe('explanations of a light that is not ON', () => {
  for (const [title, c] of Object.entries(CASES)) {
    describe(`${c.kind}: ${title}`, () => {
      for (const v of variants(c.rows, c.cells, !c.turnsOnly)) {
        it(v.name, () => {
          const explanation = only(v.grid, c.light);
          expect(explanation.kind).toBe(c.kind);
          expect(explanation.lights).toEqual([c.light]);
          expect(sorted(explanation.cells)).toEqual(sorted(v.cells));
          expect(explanation.message).toMatch(c.says);
        });
      }
    });
  }

  it('short-circuit: wires across the battery explain a bulb left dark, with the warning', () => {
    // The bulb sits across the same two wires as the short, so it has no voltage across it.
    for (const v of variants(['┌ B  ┐', '├ ─  ┤', '└ r- ┘'], [[0, 0], [0, 2], [1, 0], [1, 1], [1, 2]])) {
      const result = simulate({ grid: v.grid });
      expect(result.warnings, v.name).toContain('short-circuit');
      const explanation = result.explanations.find((e) => e.kind === 'short-circuit') as Explanation;
      expect(explanation.lights, v.name).toEqual(['red-bulb-straight']);
      expect(sorted(explanation.cells), v.name).toEqual(sorted(v.cells));
      expect(explanation.message).toMatch(/Short circuit.*battery's two ends.*almost no voltage across the light, so no current flows through it\./);
      // Not the "current is used up / takes the easy way" picture (course review D17).
      expect(explanation.message).not.toMatch(/all the current|left for/);
    }
  });

  it('a light with no closed path beside a capacitor is a broken loop, never charging', () => {
    // The capacitor loop of the charging case with its wire taken out, or a switch left open there:
    // no current ever flows, so nothing charges (docs/explanations.md).
    for (const rows of [['┌ B       R330 ┐', '└ C:100uF .    r┘'], ['┌ B       R330 ┐', '└ C:100uF S0   r┘']]) {
      for (const v of variants(rows, [])) {
        const kinds = simulate({ grid: v.grid }).explanations.filter((e) => (e.lights as string[]).includes('red-bulb')).map((e) => e.kind);
        expect(kinds, `${rows.join(' / ')} ${v.name}`).not.toContain('charging');
        expect(kinds, `${rows.join(' / ')} ${v.name}`).toEqual([rows[1].includes('S0') ? 'switch-open' : 'open-loop']);
      }
    }
  });

  it('two bulbs that burn out together each get the current they would have carried', () => {
    // Two 40 Ω bulbs in series straight across the battery: ≈ 110 mA each, both burn out at once.
    const result = simulate({ grid: gridFromText(['┌ B  ┐', '└ y- r┘']) });
    expect(result.bulbs).toEqual({ 'red-bulb': 'EXPLODED', 'yellow-bulb-straight': 'EXPLODED' });
    expect(result.explanations.map((e) => e.kind)).toEqual(['too-much-current', 'too-much-current']);
    expect(result.explanations[0].message).toMatch(/about 111 mA/);
  });

  it('the burnt-out what-if solves share one work budget; past it the sentence gives no figures', () => {
    const grid = gridFromText(['┌ B ┐', '└ ─ g┘']);
    const light = buildCircuit(grid).cells.find((c) => c.cell.type === 'green-bulb')!;
    const question = { grid, cellIndex: light.index, lights: new Set([light.index]), limitA: 0.06, junction: false, atStart: true };
    expect(surge({ ...question, budget: { work: 0, maxWork: 1e9 } })).toEqual({ currentA: expect.closeTo(9 / 41, 4), resistorOhm: 330 });
    expect(surge({ ...question, budget: { work: 0, maxWork: 10 } })).toBeNull();
  });

  it('a bulb that is ON needs no explanation', () => {
    const result = simulate({ grid: gridFromText(['┌ B    ┐', '└ R330 r┘']) });
    expect(result.bulbs).toEqual({ 'red-bulb': 'ON' });
    expect(result.explanations).toEqual([]);
  });

  it('no battery: every light is explained as an open loop', () => {
    const result = simulate({ grid: gridFromText(['r- R330']) });
    expect(result.explanations).toEqual([
      { kind: 'open-loop', lights: ['red-bulb-straight'], cells: [{ row: 0, col: 0 }], message: expect.stringMatching(/no battery/) },
    ]);
  });

  it('two open switches in series are both shown', () => {
    const explanation = only(gridFromText(['┌ B  ─  ┐', '└ S0 S0 r┘']), 'red-bulb');
    expect(explanation.kind).toBe('switch-open');
    expect(sorted(explanation.cells)).toEqual(['1,1', '1,2']);
    expect(explanation.message).toMatch(/switches are open/);
  });

  it('a switch open and a wire end that joins nothing: the open end is the cause', () => {
    const explanation = only(gridFromText(['┌ B  ─ ┐', '└ S0 . r┘']), 'red-bulb');
    expect(explanation.kind).toBe('open-loop');
  });
});
