// Explanations that know the goal and the locks (docs/explanations.md): advice points toward the goal,
// a suggested resistor is one a solve shows meets it, a locked piece is never the one to change, and
// every number is in mA / µA / V without exponents.
import { describe, expect, it } from 'vitest';
import type { GoalEntry } from '../measurement-goal';
import { simulate } from '../simulate';
import { gridFromText } from '../grid-text';
import type { Explanation, Grid, SimulationRequest } from '../types';

function explanationsOf(request: SimulationRequest): Explanation[] {
  return simulate(request).explanations;
}

/** The resistor a message suggests, put where the explanation's resistor (or the wire it replaces) is. */
function suggestedOhms(message: string): number | null {
  const found = /A (\d+) Ω resistor/.exec(message);
  return found ? Number(found[1]) : null;
}

function withResistor(grid: Grid, row: number, col: number, ohms: number, rotation: 0 | 90 = 0): Grid {
  return grid.map((line, r) => line.map((cell, c) => (r === row && c === col ? { type: 'resistor', rotation, resistanceValue: ohms } : cell)));
}

const NO_EXPONENT_OR_AMPS = /\de[-+]?\d|\d A\b/;

describe('explanations with a goal', () => {
  const loop = (ohms: number) => gridFromText(['┌ B         ┐', `└ R${ohms} r┘`]);
  const dim: GoalEntry[] = [{ type: 'red-bulb', status: 'DIM' }];
  const on: GoalEntry[] = [{ type: 'red-bulb', status: 'ON' }];

  it('a bulb ON where the goal wants DIM is told to take more resistance, and the value named makes it DIM', () => {
    const grid = loop(330);
    expect(explanationsOf({ grid })).toEqual([]); // without a goal an ON bulb needs nothing
    const [explanation] = explanationsOf({ grid, goal: dim });
    expect(explanation.lights).toEqual(['red-bulb']);
    expect(explanation.message).toMatch(/goal wants it DIM/);
    expect(explanation.message).not.toMatch(/smaller|less resistance|shine fully\./);
    const ohms = suggestedOhms(explanation.message);
    expect(ohms).toBe(560);
    expect(simulate({ grid: withResistor(grid, 1, 1, ohms as number) }).bulbs['red-bulb']).toBe('DIM');
  });

  it('a DIM bulb the goal wants DIM is not explained; one it wants ON is told less resistance, with a value that works', () => {
    const grid = loop(660);
    expect(simulate({ grid }).bulbs['red-bulb']).toBe('DIM');
    expect(explanationsOf({ grid, goal: dim })).toEqual([]);
    const [explanation] = explanationsOf({ grid, goal: on });
    expect(explanation.kind).toBe('too-little-current');
    const ohms = suggestedOhms(explanation.message);
    expect(ohms).not.toBeNull();
    expect(simulate({ grid: withResistor(grid, 1, 1, ohms as number) }).bulbs['red-bulb']).toBe('ON');
  });

  it('no resistor is named when none of the course values meets the goal (a reading no value reaches)', () => {
    const grid = loop(660);
    const goal: GoalEntry[] = [...on, { probe: 'current', min: 0.05, max: 0.06 }];
    const [explanation] = explanationsOf({ grid, goal });
    expect(explanation.kind).toBe('too-little-current');
    expect(suggestedOhms(explanation.message)).toBeNull();
  });

  it('a burnt-out bulb is offered only a resistor that meets its goal state', () => {
    const grid = gridFromText(['┌ B ┐', '└ ─ g┘']);
    const withoutGoal = explanationsOf({ grid })[0];
    expect(suggestedOhms(withoutGoal.message)).toBe(330);
    // Wanting DIM: 330 Ω gives about 24 mA (ON), so 560 Ω is the first that makes it DIM.
    const [wantDim] = explanationsOf({ grid, goal: [{ type: 'green-bulb', status: 'DIM' }] });
    const ohms = suggestedOhms(wantDim.message);
    expect(ohms).not.toBe(330);
    if (ohms !== null) expect(simulate({ grid: withResistor(grid, 1, 1, ohms) }).bulbs['green-bulb']).toBe('DIM');
  });

  it('a burnt-out light the goal does not name gets no advice to save it (a bulb that plays a fuse), until it darkens a goal light', () => {
    // 100 Ω: about 50 mA bursts the LED (35 mA at most) but would not burn the bulb out (60 mA).
    const grid = gridFromText(['┌ B    ─   ┐', '└ R100 rL> r┘']);
    const [fuse] = explanationsOf({ grid, goal: [{ type: 'red-bulb', status: 'OFF' }] });
    expect(fuse.kind).toBe('too-much-current');
    expect(fuse.lights).toEqual(['red-led']);
    expect(fuse.message).toMatch(/burned out: it takes at most 35 mA\. Now it lets no current through/);
    expect(fuse.message).not.toMatch(/resistor|keep it safe/);
    const [darkened] = explanationsOf({ grid, goal: [{ type: 'red-bulb', status: 'ON' }] });
    expect(darkened.lights).toEqual(['red-led', 'red-bulb']);
    expect(darkened.message).toMatch(/Add a resistor in the loop.*Now it is broken, so no current reaches the red bulb either\.$/);
  });

  it('an LED straight across the battery: the current in mA, never in amps or with an exponent', () => {
    for (const led of ['gL<', 'gL>']) {
      const grid = gridFromText(['┌ B ┐', `└ ─ ${led}`]);
      const result = simulate({ grid, goal: [{ type: 'green-led', status: 'ON' }] });
      for (const e of result.explanations) expect(e.message).not.toMatch(NO_EXPONENT_OR_AMPS);
      if (result.bulbs['green-led'] === 'EXPLODED') expect(result.explanations[0].message).toMatch(/about \d+ mA/);
    }
  });

  it('a bulb that glows where the goal wants it OFF is told so, not to take a smaller resistor', () => {
    const [explanation] = explanationsOf({ grid: loop(660), goal: [{ type: 'red-bulb', status: 'OFF' }] });
    expect(explanation.message).toMatch(/goal wants it OFF/);
    expect(explanation.message).not.toMatch(/smaller/);
  });
});

describe('explanations with locked pieces', () => {
  // The diode points against the battery's push.
  const grid = gridFromText(['┌ B  R330 ┐', '└ D< ─    r┘']);

  it('a diode the learner may turn is the piece to turn', () => {
    const [explanation] = explanationsOf({ grid });
    expect(explanation.kind).toBe('reverse');
    expect(explanation.cells).toEqual([{ row: 1, col: 1 }]);
  });

  it('a locked diode: the battery is the piece to turn, and the one outlined', () => {
    const [explanation] = explanationsOf({ grid, locked: [{ row: 1, col: 1 }] });
    expect(explanation.kind).toBe('reverse');
    expect(explanation.cells).toEqual([{ row: 0, col: 1 }]);
    expect(explanation.message).toMatch(/battery faces the wrong way for the diode.*Turn the battery round/);
    expect(explanation.message).not.toMatch(/Turn it round/);
  });
});

describe('numbers in explanations', () => {
  it('an OFF light that still carries current is too-little-current, in µA', () => {
    const grid = gridFromText(['┌ B        ┐', '└ R1000000 r┘']);
    const [explanation] = explanationsOf({ grid });
    expect(simulate({ grid }).bulbs['red-bulb']).toBe('OFF');
    expect(explanation.kind).toBe('too-little-current');
    expect(explanation.message).toMatch(/\d µA/);
    expect(explanation.message).not.toMatch(NO_EXPONENT_OR_AMPS);
  });
});
