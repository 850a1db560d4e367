// Differential test: ≥ 300 generated circuits (series, parallel, open, short, diodes both ways, MOSFET
// on and off, capacitors charging, LEDs both ways), a few dozen heavy 9×9 ladders (capacitors, diodes, MOSFETs,
// some with LEDs) and small hand-drawn LED circuits, solved by the engine and by ngspice on the same netlist with the same models. Every node voltage and
// branch current must agree within 0.5 % or 1 mV / 1 µA (docs/engine.md), every light's change of state must
// lie within 10 ms of ngspice's, and the engine must solve every heavy grid ngspice solves. ngspice missing is a failure, not a skip: scripts/ensure-ngspice.sh
// installs it or says how. `npm run bench:engine` runs more heavy ladders the same way.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareCase, compareEvents, emptyComparison, engineCase, pool, runCaseInNgspice, type EngineCase } from './testing/differential';
import { simulate } from './simulate';
import { gridFromText } from './grid-text';
import { heavyLadder } from './testing/heavy-ladder';
import { ladderGrid, type PartKind } from './testing/ladder-grid';
import { LED_CIRCUITS } from './testing/led-circuits';
import { seeded } from './testing/random';

const DURATION_S = 1;
/** Heavy 9×9 ladders checked here (the benchmark checks more). */
const HEAVY_COUNT = 30;
/** Of which this many are drawn from the mix with LEDs. */
const HEAVY_LED_COUNT = 8;

const FAMILIES: { name: string; kinds: PartKind[]; count: number }[] = [
  { name: 'resistors and bulbs (series, parallel, open, short)', kinds: ['wire', 'resistor', 'resistor', 'bulb', 'bulb', 'switch', 'open', 'star'], count: 80 },
  { name: 'diodes both ways', kinds: ['resistor', 'resistor', 'bulb', 'diode', 'diode', 'wire', 'open'], count: 60 },
  { name: 'MOSFETs on and off', kinds: ['resistor', 'resistor', 'bulb', 'mosfet', 'mosfet', 'wire', 'wire', 'diode'], count: 60 },
  { name: 'capacitors charging', kinds: ['resistor', 'resistor', 'bulb', 'capacitor', 'capacitor', 'wire', 'switch'], count: 70 },
  { name: 'everything', kinds: ['resistor', 'resistor', 'bulb', 'capacitor', 'diode', 'mosfet', 'wire', 'open', 'probe'], count: 50 },
  { name: 'LEDs both ways, lit, dim and exploded', kinds: ['resistor', 'resistor', 'resistor', 'led', 'led', 'bulb', 'wire', 'diode', 'capacitor'], count: 40 },
];

let ngspiceReady = '';
beforeAll(() => {
  try {
    execFileSync('bash', [path.resolve('scripts/ensure-ngspice.sh')], { stdio: 'pipe' });
  } catch (error) {
    ngspiceReady = `ngspice is required for the differential test and could not be installed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`;
  }
}, 300_000);

/** Compares every case with ngspice; returns the summary line and the disagreements (values, then events). */
async function compareAll(cases: EngineCase[]): Promise<{ summary: string; failures: string[]; eventFailures: string[]; solved: number }> {
  const comparison = emptyComparison();
  const spiceFailures: string[] = [];
  await pool(cases, 2, async (c) => {
    let spice;
    try {
      spice = await runCaseInNgspice(c.netlist, c.transient, c.durationS);
    } catch {
      spiceFailures.push(c.label); // ngspice itself stalled (timestep too small)
      return;
    }
    compareCase(c, spice, comparison);
    compareEvents(c, spice, comparison);
  });
  const { worst, worstRelative, compared, floating, failures, eventFailures } = comparison;
  const summary =
    `${cases.length} circuits; worst error ${(worst.ratio * 100).toFixed(2)} % of the tolerance (${worst.detail}); ` +
    `worst relative error on values above 1 mV / 1 µA ${(worstRelative * 100).toFixed(4)} %; ` +
    `${compared} values compared, ${floating} voltages of leakage-held nodes not compared; ` +
    `${comparison.events} light events after t = 0, the furthest ${(comparison.worstEventS * 1000).toFixed(1)} ms from ngspice's ` +
    `(${comparison.lightChecks} light states checked, ${eventFailures.length} outside 10 ms); ` +
    `ngspice gave up on ${spiceFailures.length} (${spiceFailures.join(', ')})`;
  return { summary, failures, eventFailures, solved: cases.length - spiceFailures.length };
}

describe('engine against ngspice', () => {
  it('agrees within 0.5 % (or 1 mV / 1 µA) on ≥ 300 generated circuits', async () => {
    expect(ngspiceReady, ngspiceReady).toBe('');
    const cases: EngineCase[] = [];
    let seed = 1;
    for (const family of FAMILIES) {
      let made = 0;
      while (made < family.count) {
        const random = seeded(seed);
        const rows = 2 + Math.floor(random() * 3);
        const cols = 3 + Math.floor(random() * 4);
        const outcome = engineCase(`${family.name} seed ${seed}`, ladderGrid(random, { rows, cols, kinds: family.kinds }), DURATION_S);
        seed++;
        expect(outcome.kind === 'refused' ? outcome.label : '').toBe('');
        if (outcome.kind === 'case') {
          cases.push(outcome.value);
          made++;
        }
      }
    }
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const { summary, failures, eventFailures, solved } = await compareAll(cases);
    console.log(`differential: ${summary}`);
    expect(solved).toBeGreaterThanOrEqual(300);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(eventFailures.slice(0, 10)).toEqual([]);
  }, 600_000);

  it(`solves every heavy 9×9 ladder ngspice solves and agrees on it (${HEAVY_COUNT} grids)`, async () => {
    expect(ngspiceReady, ngspiceReady).toBe('');
    const cases: EngineCase[] = [];
    const refusedWhereSpiceSolves: string[] = [];
    let skipped = 0;
    for (let k = 0, led = 0; cases.length < HEAVY_COUNT; k++) {
      const withLeds = led < HEAVY_LED_COUNT && k % 2 === 1;
      const n = withLeds ? led++ : k - led;
      const outcome = engineCase(`heavy ladder ${withLeds ? 'with LEDs ' : ''}${n}`, heavyLadder(n, 9, withLeds), DURATION_S);
      if (outcome.kind === 'skip') skipped++;
      else if (outcome.kind === 'case') cases.push(outcome.value);
      else {
        const spiceSolves = await runCaseInNgspice(outcome.netlist, outcome.transient, DURATION_S).then(() => true, () => false);
        if (spiceSolves) refusedWhereSpiceSolves.push(`${outcome.label}: ${outcome.error}`);
      }
    }
    const { summary, failures, eventFailures } = await compareAll(cases);
    console.log(`differential, heavy 9×9 ladders: ${summary}; ${skipped} left out (a bulb exploded after t = 0)`);
    expect(refusedWhereSpiceSolves).toEqual([]);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(eventFailures.slice(0, 10)).toEqual([]);
  }, 400_000);

  it(`agrees on ${LED_CIRCUITS.length} small LED circuits (each colour, 330 Ω and 560 Ω, turned round, across the battery, with capacitors)`, async () => {
    expect(ngspiceReady, ngspiceReady).toBe('');
    const cases: EngineCase[] = [];
    const wrongStates: string[] = [];
    for (const circuit of LED_CIRCUITS) {
      const grid = gridFromText(circuit.rows);
      const outcome = engineCase(circuit.name, grid, DURATION_S);
      expect(outcome.kind, circuit.name).toBe('case');
      if (outcome.kind === 'case') cases.push(outcome.value);
      const { bulbs } = simulate({ grid, duration: DURATION_S });
      for (const [light, state] of Object.entries(circuit.expect ?? {})) {
        if (bulbs[light as keyof typeof bulbs] !== state) wrongStates.push(`${circuit.name}: ${light} ${bulbs[light as keyof typeof bulbs]}, expected ${state}`);
      }
    }
    const { summary, failures, eventFailures, solved } = await compareAll(cases);
    console.log(`differential, small LED circuits: ${summary}`);
    expect(wrongStates).toEqual([]);
    expect(solved).toBe(LED_CIRCUITS.length);
    expect(failures).toEqual([]);
    expect(eventFailures).toEqual([]);
  }, 60_000);

  // The parts a learner turns, holds or shades (docs/engine.md): each at several settings, as a
  // rheostat and as a divider whose wiper feeds a bulb.
  const PART_CIRCUITS: { name: string; rows: string[]; light?: number }[] = [
    ...[1, 10, 300, 1000, 100000].map((light) => ({ name: `light sensor at ${light} lux and a bulb`, rows: ['┌ B ─  ┐', '└ L r- ┘'], light })),
    { name: 'light sensor at 50 lux with a red LED', rows: ['┌ B ─   ┐', '└ L rL> ┘'], light: 50 },
    ...[0, 0.25, 0.5, 0.75, 1].map((p) => ({ name: `potentiometer 1 kΩ at ${p}, wiper joined to its right end`, rows: ['┌ B ─ ┐', `└ r- K1000@${p} ┤`, '. . └ ┘'] })),
    ...[0.1, 0.6].map((p) => ({ name: `potentiometer 4.7 kΩ at ${p}, wiper feeding a bulb beside the track`, rows: ['┌ B ─ ─ ┐', `└ K4700@${p} ─ ─ ┤`, '. r|/270 . . │', '. └ ─ ─ ┘'] })),
    ...[0, 0.3, 1].map((p) => ({ name: `potentiometer 10 kΩ at ${p}, wiper open`, rows: ['┌ B ─ ┐', `└ K10000@${p} r-/180 ┘`] })),
    { name: 'push button held, 330 Ω and a bulb', rows: ['┌ B  ─    ─  ┐', '└ T* R330 r- ┘'] },
    { name: 'push button held beside a capacitor charging', rows: ['┌ B  ─    ─        ┐', '└ T* R330 C:1000uF r- ┘'] },
    { name: 'push button released in parallel with 1 kΩ', rows: ['┌ B     R330 ┐', '├ T0    ─    ┤', '└ R1000 r-   ┘'] },
    { name: 'push button held in parallel with 1 kΩ', rows: ['┌ B     R330 ┐', '├ T*    ─    ┤', '└ R1000 r-   ┘'] },
    { name: 'potentiometer 100 Ω turned round, wiper up to the battery', rows: ['┌ B         ┬      ┐', '└ K100^@0.2 r-/180 ┘'] },
  ];

  it(`agrees on ${PART_CIRCUITS.length} circuits of the parts a learner turns, holds or shades`, async () => {
    expect(ngspiceReady, ngspiceReady).toBe('');
    const cases: EngineCase[] = [];
    for (const circuit of PART_CIRCUITS) {
      const outcome = engineCase(circuit.name, gridFromText(circuit.rows), DURATION_S, { light: circuit.light });
      expect(outcome.kind, circuit.name).toBe('case');
      if (outcome.kind === 'case') cases.push(outcome.value);
    }
    const { summary, failures, solved } = await compareAll(cases);
    console.log(`differential, turned, held and shaded parts: ${summary}`);
    expect(solved).toBe(PART_CIRCUITS.length);
    expect(failures).toEqual([]);
  }, 60_000);
});
