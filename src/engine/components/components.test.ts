// Every component in a circuit, with currents worked out by hand from docs/engine.md's models.
import { describe, expect, it } from 'vitest';
import { simulate } from '../simulate';
import { gridFromText } from '../grid-text';
import { JUNCTION_IS_A, THERMAL_V } from './junction';

/** A loop: battery on top, the given cells along the bottom row (left → right). */
function loop(...bottom: string[]) {
  const inner = Math.max(0, bottom.length - 1);
  return gridFromText([
    ['┌', 'B', ...Array(inner).fill('─'), '┐'].join(' '),
    ['└', ...bottom, '┘'].join(' '),
  ]);
}

/** Solves 9 V = I·r + diode drop for the series current through a forward diode. */
function diodeLoopCurrent(ohms: number): number {
  let lo = 0;
  let hi = 9 / ohms;
  for (let k = 0; k < 200; k++) {
    const i = (lo + hi) / 2;
    if (i * ohms + THERMAL_V * Math.log(i / JUNCTION_IS_A + 1) > 9) hi = i;
    else lo = i;
  }
  return lo;
}

describe('bulbs and resistors', () => {
  it('bulb is ON through 330 Ω (≈ 24 mA)', () => {
    const r = simulate({ grid: loop('R330', 'r-') });
    expect(r.bulbs['red-bulb-straight']).toBe('ON');
    expect(r.bulbCurrents['red-bulb-straight']).toBeCloseTo(9 / 371, 9);
  });

  it('bulb is DIM through 560 Ω (≈ 15 mA)', () => {
    const r = simulate({ grid: loop('R560', 'g-') });
    expect(r.bulbs['green-bulb-straight']).toBe('DIM');
    expect(r.bulbCurrents['green-bulb-straight']).toBeCloseTo(9 / 601, 9);
  });

  it('bulb EXPLODES with no resistor (≈ 220 mA) and then carries nothing', () => {
    const r = simulate({ grid: loop('y-') });
    expect(r.bulbs['yellow-bulb-straight']).toBe('EXPLODED');
    expect(r.bulbCurrents['yellow-bulb-straight']).toBe(0);
    expect(r.bulbEvents).toEqual([{ time: 0, bulb: 'yellow-bulb-straight', state: 'EXPLODED' }]);
    expect(r.traces).toEqual([]);
  });

  it('bulb is OFF below 2 mA', () => {
    const r = simulate({ grid: loop('R5000', 'r-') });
    expect(r.bulbs['red-bulb-straight']).toBe('OFF');
    expect(r.bulbEvents).toEqual([]);
  });

  it('angled bulbs turn corners', () => {
    const grid = gridFromText(['┌ B    ┐', '└ R330 r┘']);
    expect(simulate({ grid }).bulbs['red-bulb']).toBe('ON');
    const yellow = gridFromText(['┌ B    ┐', '└ R330 ┘']);
    yellow[0][2] = { type: 'yellow-bulb', rotation: 0 }; // top–bottom: does not face the battery
    expect(simulate({ grid: yellow }).bulbs['yellow-bulb']).toBe('OFF');
  });

  it('the battery has 1 Ω inside: 1 Ω outside halves its 9 V and warns of a short circuit', () => {
    const r = simulate({ grid: loop('R1', 'P'), probe: true });
    expect(r.probeData?.current[0]).toBeCloseTo(4.5, 6);
    expect(r.warnings).toEqual(['short-circuit']);
  });
});

describe('switch, star, block, wires', () => {
  it('a switch that is on conducts; off (or without isOn) it opens the loop', () => {
    expect(simulate({ grid: loop('R330', 'S1', 'r-') }).bulbs['red-bulb-straight']).toBe('ON');
    expect(simulate({ grid: loop('R330', 'S0', 'r-') }).bulbs['red-bulb-straight']).toBe('OFF');
    expect(simulate({ grid: loop('R330', 'S', 'r-') }).bulbs['red-bulb-straight']).toBe('OFF');
  });

  it('the star is achieved with current through it, not on a dead end', () => {
    expect(simulate({ grid: loop('R330', '*', 'r-') }).star).toBe(true);
    const deadEnd = gridFromText(['┌  B    ┐  .', '├  R330 r- ┘', '*| .    .  .']);
    deadEnd[1][3] = { type: 'corner-wire', rotation: 90 };
    expect(simulate({ grid: deadEnd }).star).toBe(false);
  });

  it('a block connects nothing', () => {
    expect(simulate({ grid: loop('R330', 'X', 'r-') }).bulbs['red-bulb-straight']).toBe('OFF');
  });

  it('a t-wire reports its busiest branch', () => {
    // Two straight bulbs in parallel under one 330 Ω: the t-wires carry the sum on their shared side.
    const grid = gridFromText(['┌ B  R330 ┐', '├ r- ─    ┤', '└ g- ─    ┘']);
    const r = simulate({ grid });
    const each = 9 / (1 + 330 + 20) / 2;
    expect(r.bulbCurrents['red-bulb-straight']).toBeCloseTo(each, 9);
    expect(r.traces.find((t) => t.row === 1 && t.col === 0)?.current).toBeCloseTo(2 * each, 9);
    expect(r.traces.find((t) => t.row === 2 && t.col === 0)?.current).toBeCloseTo(each, 9);
  });
});

describe('diode', () => {
  it('conducts anode (right) to cathode (left) by the Shockley law', () => {
    const r = simulate({ grid: loop('D>', 'R330', 'r-') });
    expect(r.bulbCurrents['red-bulb-straight']).toBeCloseTo(diodeLoopCurrent(371), 8);
    expect(r.bulbs['red-bulb-straight']).toBe('ON');
  });

  it('blocks the other way', () => {
    const r = simulate({ grid: loop('D<', 'R330', 'r-') });
    expect(r.bulbCurrents['red-bulb-straight']).toBeLessThan(1e-9);
    expect(r.bulbs['red-bulb-straight']).toBe('OFF');
  });
});

describe('mosfet', () => {
  /** Drain current with the gate at the battery's + node: vds = 9 − r·I, vgs = 9 − I (level 1). */
  function onCurrent(ohms: number): number {
    let lo = 0;
    let hi = 9 / ohms;
    for (let k = 0; k < 200; k++) {
      const i = (lo + hi) / 2;
      const vds = 9 - ohms * i;
      const vgst = 9 - i - 2;
      const channel = vds < vgst ? 0.1 * (vgst - vds / 2) * vds : 0.05 * vgst * vgst;
      if (channel > i) lo = i;
      else hi = i;
    }
    return lo;
  }

  it('turns on with its gate pulled up through 1 kΩ (no gate current)', () => {
    const r = simulate({ grid: gridFromText(['┌ B     ─  ─     ┐', '├ R330  r- M/270 ┘', '└ R1000 ─  ┘     .']) });
    expect(r.bulbCurrents['red-bulb-straight']).toBeCloseTo(onCurrent(371), 9);
    expect(r.bulbs['red-bulb-straight']).toBe('ON');
  });

  it('stays off with its gate left open (pinned to 0 V by gmin)', () => {
    const r = simulate({ grid: gridFromText(['┌ B    ─  ┐', '├ R330 r- M/270 ┘'].map((row, k) => (k === 0 ? '┌ B ─ ─ ┐' : row))) });
    expect(r.bulbCurrents['red-bulb-straight']).toBeLessThan(1e-9);
    expect(r.bulbs['red-bulb-straight']).toBe('OFF');
  });

  it('conducts through its body diode when the drain is below the source', () => {
    const r = simulate({ grid: gridFromText(['┌ B  ─    ┬    ┐', '└ r- R330 M/90 ┘']) });
    expect(r.bulbCurrents['red-bulb-straight']).toBeCloseTo(diodeLoopCurrent(371), 7);
    expect(r.bulbs['red-bulb-straight']).toBe('ON');
  });

  it('its channel is symmetric: with the gate high it conducts either way round', () => {
    const normal = simulate({ grid: gridFromText(['┌ B     ─     ┐', '├ r-    M/270 ┘', '└ R1000 ┘     .']) });
    expect(normal.bulbs['red-bulb-straight']).toBe('EXPLODED'); // ≈ 0.2 A: the channel is nearly a short
    const reversed = simulate({ grid: gridFromText(['┌ B     ┐', '├ R1000 M', '└ r-    ┘']) });
    expect(reversed.bulbs['red-bulb-straight']).toBe(normal.bulbs['red-bulb-straight']);
  });
});

describe('capacitor', () => {
  it('a bulb in series with 10000 µF is ON at t = 0, DIM as it charges, then OFF', () => {
    const r = simulate({ grid: loop('R330', 'C:10000uF', 'r-'), probe: false });
    const tau = 371 * 0.01;
    expect(r.bulbEvents.map((e) => e.state)).toEqual(['ON', 'DIM', 'OFF']);
    expect(r.bulbEvents[1].time).toBeCloseTo(tau * Math.log(9 / 371 / 0.018), 1);
    expect(r.bulbEvents[2].time).toBeCloseTo(tau * Math.log(9 / 371 / 0.002), 1);
    expect(r.bulbs['red-bulb-straight']).toBe('OFF');
  });

  it('follows I = 9/371·e^(−t/τ) at every 50 ms sample within 0.1 %', () => {
    const r = simulate({ grid: loop('R330', 'C:10000uF', 'A', 'r-'), probe: true });
    const data = r.probeData;
    expect(data?.time.length).toBe(201);
    data?.time.forEach((t, k) => {
      const exact = (9 / 371) * Math.exp(-t / 3.71);
      expect(Math.abs((data.current[k] as number) - exact)).toBeLessThan(1e-3 * exact + 1e-9);
    });
    expect(data?.vdiff.every((v) => v === null)).toBe(true);
  });

  it('a surge through an uncharged capacitor explodes the bulb at t = 0', () => {
    const r = simulate({ grid: loop('C:10000uF', 'r-') });
    expect(r.bulbEvents).toEqual([{ time: 0, bulb: 'red-bulb-straight', state: 'EXPLODED' }]);
  });

  it('reads "4.7mF" and plain farads', () => {
    const a = simulate({ grid: loop('R330', 'C:4.7mF', 'r-') });
    const b = simulate({ grid: loop('R330', 'C:0.0047', 'r-') });
    expect(a.bulbEvents).toEqual(b.bulbEvents);
    expect(a.bulbEvents[1].time).toBeCloseTo(371 * 0.0047 * Math.log(9 / 371 / 0.018), 1);
  });
});

/** Solves 9 V = I·r + N·Vt·ln(I/IS + 1) for the series current through a forward LED. */
function ledLoopCurrent(ohms: number, isA: number): number {
  let lo = 0;
  let hi = 9 / ohms;
  for (let k = 0; k < 200; k++) {
    const i = (lo + hi) / 2;
    if (i * ohms + 2 * THERMAL_V * Math.log(i / isA + 1) > 9) hi = i;
    else lo = i;
  }
  return lo;
}

describe('LEDs', () => {
  it('a red LED through 330 Ω carries about 21 mA and is ON (the Shockley law with N = 2)', () => {
    const r = simulate({ grid: loop('R330', 'rL>') });
    expect(r.bulbs['red-led']).toBe('ON');
    expect(r.bulbCurrents['red-led']).toBeCloseTo(ledLoopCurrent(331, 1e-18), 7);
    expect(r.bulbCurrents['red-led']).toBeGreaterThan(0.021);
    expect(r.bulbEvents).toEqual([{ time: 0, bulb: 'red-led', state: 'ON' }]);
  });

  it('drops about 1.94 V (red), 2.00 V (yellow) and 2.06 V (green) at 20 mA', () => {
    for (const [isA, volts] of [[1e-18, 1.94], [3e-19, 2.0], [1e-19, 2.06]]) {
      expect(2 * THERMAL_V * Math.log(0.02 / isA + 1)).toBeCloseTo(volts, 2);
    }
    const green = simulate({ grid: loop('R330', 'gL>') });
    expect(green.bulbCurrents['green-led']).toBeCloseTo(ledLoopCurrent(331, 1e-19), 7);
  });

  it('is OFF turned round: a reverse LED passes at most its saturation current', () => {
    const r = simulate({ grid: loop('R330', 'yL<') });
    expect(r.bulbs['yellow-led']).toBe('OFF');
    expect(r.bulbCurrents['yellow-led']).toBeLessThan(1e-15);
  });

  it('EXPLODES straight across the battery and then carries nothing', () => {
    const r = simulate({ grid: loop('rL>') });
    expect(r.bulbs['red-led']).toBe('EXPLODED');
    expect(r.bulbCurrents['red-led']).toBe(0);
    expect(r.traces).toEqual([]);
  });

  it('is DIM between 1 and 5 mA: 9 V through 1.5 kΩ', () => {
    const r = simulate({ grid: loop('R1500', 'gL>') });
    expect(r.bulbs['green-led']).toBe('DIM');
  });

  it('sits beside a bulb of its colour: a red LED and a red bulb are different types', () => {
    const r = simulate({ grid: loop('R330', 'rL>', 'r-') });
    expect(r.bulbs['red-led']).toBeDefined();
    expect(r.bulbs['red-bulb-straight']).toBeDefined();
  });
});

describe('potentiometer', () => {
  it('with its wiper open it is the whole track: 1 kΩ and a bulb ≈ 8.6 mA (DIM), wherever the knob', () => {
    for (const p of [0, 0.5, 1]) {
      const r = simulate({ grid: loop(`K1000@${p}`, 'r-') });
      expect(r.bulbCurrents['red-bulb-straight']).toBeCloseTo(9 / (1000 + 40 + 1 + 0.002), 6);
      expect(r.bulbs['red-bulb-straight']).toBe('DIM');
    }
  });

  it('the wiper joined to the right end shorts that part: knob at 0.25 leaves 250 Ω in the loop (≈ 30.9 mA, ON)', () => {
    const grid = gridFromText(['┌ B  ─          ┐', '└ r- K1000@0.25 ┤', '. .  └          ┘']);
    const r = simulate({ grid });
    expect(r.bulbCurrents['red-bulb-straight']).toBeCloseTo(9 / (1 + 40 + 250.001), 6);
    expect(r.bulbs['red-bulb-straight']).toBe('ON');
  });
});

describe('push button', () => {
  it('closes the loop only while pressed: held, 330 Ω and a bulb ≈ 24 mA (ON); released, or without pressed, nothing', () => {
    const held = simulate({ grid: loop('T*', 'R330', 'r-') });
    expect(held.bulbCurrents['red-bulb-straight']).toBeCloseTo(9 / (1 + 330 + 40), 6);
    expect(held.bulbs['red-bulb-straight']).toBe('ON');
    expect(simulate({ grid: loop('T0', 'R330', 'r-') }).bulbs['red-bulb-straight']).toBe('OFF');
    const grid = loop('T*', 'R330', 'r-');
    delete grid[1][1]!.pressed;
    expect(simulate({ grid }).bulbCurrents['red-bulb-straight']).toBe(0);
  });
});

describe('light sensor', () => {
  it('is 200 Ω × (1000 / L)^0.7: the board light sets the loop current, 300 lux by default', () => {
    const ohms = (lux: number) => 200 * Math.pow(1000 / lux, 0.7);
    for (const light of [1, 10, 1000]) {
      const r = simulate({ grid: loop('L', 'r-'), light });
      expect(r.bulbCurrents['red-bulb-straight']).toBeCloseTo(9 / (1 + 40 + ohms(light)), 7);
    }
    expect(simulate({ grid: loop('L', 'r-') }).bulbCurrents['red-bulb-straight']).toBeCloseTo(9 / (1 + 40 + ohms(300)), 7);
    expect(ohms(300)).toBeCloseTo(464.6, 1); // ldr.ts: 'about 465 Ω in a classroom'
  });
});
