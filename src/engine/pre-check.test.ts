// The circuit check of docs/product.md "Rules and their texts": every rule and its console diagnostic, word for word.
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_MISSING_ENDS, DIAGNOSTIC_NO_BATTERY, DIAGNOSTIC_UNCONNECTED_ENDS } from './pre-check';
import { simulate } from './simulate';
import { gridFromText } from './grid-text';

describe('circuit pre-check', () => {
  it('uses the spec texts verbatim', () => {
    expect(DIAGNOSTIC_NO_BATTERY).toBe('Battery component not found in the grid');
    expect(DIAGNOSTIC_MISSING_ENDS).toBe('Start and/or end component is missing');
    expect(DIAGNOSTIC_UNCONNECTED_ENDS).toBe('Start and/or end components are not connected to the battery');
  });

  it('an empty grid answers every bulb OFF with the no-battery diagnostic', () => {
    expect(simulate({ grid: [[null]] })).toEqual({
      bulbs: {}, bulbCurrents: {}, star: false, probeData: null, traces: [], bulbEvents: [], warnings: [], explanations: [],
      diagnostics: ['Battery component not found in the grid'],
    });
  });

  it('without a battery every placed bulb is OFF', () => {
    const r = simulate({ grid: gridFromText(['┌ ─    ┐', '└ R330 r┘']), probe: true });
    expect(r.bulbs).toEqual({ 'red-bulb': 'OFF' });
    expect(r.diagnostics).toEqual([DIAGNOSTIC_NO_BATTERY]);
    expect(r.probeData).toBeNull();
  });

  it('a battery side with no neighbour is "missing"', () => {
    const r = simulate({ grid: gridFromText(['B  ┐', 'r| ┘']) });
    expect(r.diagnostics).toEqual([DIAGNOSTIC_MISSING_ENDS]);
    expect(r.bulbs['red-bulb-straight']).toBe('OFF');
  });

  it('a neighbour that does not face the battery is "not connected"', () => {
    const r = simulate({ grid: gridFromText(['┌ B    │', '└ R330 r┘']) });
    expect(r.diagnostics).toEqual([DIAGNOSTIC_UNCONNECTED_ENDS]);
    expect(r.bulbs['red-bulb']).toBe('OFF');
    expect(r.bulbEvents).toEqual([]);
  });

  it('with no bulb on a valid path and no probe nothing is simulated (no traces, no star)', () => {
    const r = simulate({ grid: gridFromText(['┌ B ┐', '└ * ─ ┘']) });
    expect(r.traces).toEqual([]);
    expect(r.star).toBe(false);
    expect(r.warnings).toEqual([]);
  });

  it('a bare wire loop across the battery warns short-circuit, though nothing else is simulated', () => {
    const r = simulate({ grid: gridFromText(['┌ B ┐', '└ ─ ┘']) });
    expect(r.warnings).toEqual(['short-circuit']);
    expect(r.diagnostics).toEqual([]);
    expect(r.bulbEvents).toEqual([]);
    expect(r.star).toBe(false);
    expect(r.traces).toHaveLength(6); // the whole loop carries the battery's 9 A
    expect(r.traces.every((t) => Math.abs(t.current - 9) < 1e-9)).toBe(true);
  });

  it('a short through a switch that is on warns; bulbs off the battery path stay OFF', () => {
    const r = simulate({ grid: gridFromText(['┌  B  ┐', '└  S1 ┘', 'r┌ .  g-']) });
    expect(r.warnings).toEqual(['short-circuit']);
    expect(r.bulbs).toEqual({ 'red-bulb': 'OFF', 'green-bulb-straight': 'OFF' });
    expect(r.bulbCurrents).toEqual({ 'red-bulb': 0, 'green-bulb-straight': 0 });
    expect(r.bulbEvents).toEqual([]);
    expect(r.star).toBe(false);
  });

  it('the same loop with the switch off neither warns nor lists traces', () => {
    const r = simulate({ grid: gridFromText(['┌ B  ┐', '└ S0 ┘']) });
    expect(r.warnings).toEqual([]);
    expect(r.traces).toEqual([]);
  });

  it('a 330 Ω loop across the battery with no bulb does not warn (27 mA is no short)', () => {
    const r = simulate({ grid: gridFromText(['┌ B    ┐', '└ R330 ┘']) });
    expect(r.warnings).toEqual([]);
    expect(r.bulbEvents).toEqual([]);
    expect(r.traces.map((t) => t.current)).toEqual(Array(6).fill(9 / 331).map((i) => expect.closeTo(i, 9)));
  });

  it('a probe alone makes it simulate: a shorted battery shows in traces and warnings', () => {
    const r = simulate({ grid: gridFromText(['┌ B ─ ┐', '└ P ─ ┘']), probe: true });
    expect(r.warnings).toEqual(['short-circuit']);
    expect(r.probeData?.current[0]).toBeCloseTo(9, 6);
    expect(r.probeData?.vdiff[0]).toBeCloseTo(0, 9);
    expect(r.traces).toHaveLength(8); // every cell of the loop carries the 9 A
  });

  it('a bulb off the battery path is OFF while another on it is ON', () => {
    const r = simulate({ grid: gridFromText(['┌  B    ─  ┐', '└  R330 r- ┘', 'g- .    .  .']) });
    expect(r.bulbs).toEqual({ 'red-bulb-straight': 'ON', 'green-bulb-straight': 'OFF' });
    expect(r.diagnostics).toEqual([]);
  });
});

describe('iterative explosion rule', () => {
  // Battery, 20 Ω, then the red bulb (40 Ω) in parallel with 60 Ω + green bulb (100 Ω):
  // red 130 mA explodes first; then the green branch alone takes 74 mA and explodes too.
  const grid = gridFromText(['┌ B   R20 ─ ┐', '├ r-  ─   ─ ┤', '└ R60 g-  ─ ┘']);

  it('explodes the red bulb, re-solves, then explodes the green one at the same instant', () => {
    const r = simulate({ grid });
    expect(r.bulbs).toEqual({ 'red-bulb-straight': 'EXPLODED', 'green-bulb-straight': 'EXPLODED' });
    expect(r.bulbEvents).toEqual([
      { time: 0, bulb: 'red-bulb-straight', state: 'EXPLODED' },
      { time: 0, bulb: 'green-bulb-straight', state: 'EXPLODED' },
    ]);
    expect(r.bulbCurrents).toEqual({ 'red-bulb-straight': 0, 'green-bulb-straight': 0 });
  });

  it('with 40 Ω in series instead, only the red bulb explodes and the green one stays ON', () => {
    const safer = gridFromText(['┌ B   R60 ─ ┐', '├ r-  ─   ─ ┤', '└ R60 g-  ─ ┘']);
    const r = simulate({ grid: safer });
    expect(r.bulbs['red-bulb-straight']).toBe('EXPLODED');
    expect(r.bulbs['green-bulb-straight']).toBe('ON');
    expect(r.bulbCurrents['green-bulb-straight']).toBeCloseTo(9 / 161, 9);
  });
});

describe('probes', () => {
  it('voltage probes give V(pos) − V(neg) across a resistor; probe-current is signed left → right', () => {
    const r = simulate({ grid: gridFromText(['┌ B  ─    ─  ─  ┐', '└ V+ R330 V- A< ┘']), probe: true });
    const i = 9 / 331;
    expect(r.probeData?.vdiff[0]).toBeCloseTo(330 * i, 9);
    // Turned 180°, the probe's own left side faces right: the current enters at its rotation-0 right.
    expect(r.probeData?.current[0]).toBeCloseTo(-i, 9);
    expect(r.probeData?.time).toHaveLength(201);
    expect(r.probeData?.time[200]).toBe(10);
  });

  it('the plain probe measures its voltage to the battery minus, and current', () => {
    const r = simulate({ grid: gridFromText(['┌ B    ─ ┐', '└ R330 P ┘']), probe: true, duration: 0.12 });
    expect(r.probeData?.vdiff[0]).toBeCloseTo(0, 9);
    expect(r.probeData?.current[0]).toBeCloseTo(9 / 331, 9);
    expect(r.probeData?.time).toEqual([0, 0.05, 0.1, 0.12]);
  });

  it('probeData is null unless asked for', () => {
    expect(simulate({ grid: gridFromText(['┌ B    ─ ┐', '└ R330 P ┘']) }).probeData).toBeNull();
  });
});
