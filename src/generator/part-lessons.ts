// The lessons built around one special part: a diode's one-way valve, a capacitor that charges and
// then blocks, a MOSFET switched by its gate, an LED that needs a resistor and the right way round, a
// light sensor that sets a bulb's brightness. Each is a ladder plan like those in templates.ts.
import { formatResistance } from '../engine/index';
import type { Concepts } from './concepts';
import type { TemplatePlan } from './template-plan';
import { safeOhms } from './compose';
import { BULB_COLOURS } from './design';
import { seriesLights } from './ideas';
import type { Slot } from './ladder';
import { bulb, closedSwitch, resistor, resistorExtra, star, wire } from './slots';

export function diode(c: Concepts): TemplatePlan {
  return {
    kind: 'diode',
    spec: {
      plus: 'left',
      top: [],
      left: [resistor(330, 'series-resistor')],
      bottom: star(c),
      // A diode's first pin is its cathode: forward = cathode downstream ('right'), reverse = upstream.
      rungs: [
        [{ type: 'diode', first: 'right', role: 'diode-forward' }, bulb(0)],
        [{ type: 'diode', first: 'left', role: 'diode-reverse' }, bulb(1)],
      ],
    },
    trayRoles: ['diode-forward', 'series-resistor', 'diode-reverse'],
    flipSwitches: [],
    extras: [],
    tags: ['diode', 'parallel'],
    summary: 'two branches, each a diode and a bulb: one diode forward, one reversed',
    notes: [],
  };
}

export function capacitor(c: Concepts): TemplatePlan {
  return {
    kind: 'capacitor',
    spec: {
      plus: 'left',
      top: [],
      left: [resistor(150, 'series-resistor')],
      bottom: star(c),
      rungs: [[bulb(0)], [{ type: 'capacitor', role: 'capacitor' }, bulb(1)]],
    },
    // The capacitor stays on the board: from the tray it could be left out, and the bulb behind the
    // gap would end dark anyway (idea-checks.ts catches such a level).
    trayRoles: ['bulb-0', 'series-resistor', 'bulb-1'],
    flipSwitches: [],
    extras: [wire],
    tags: ['capacitor', 'parallel'],
    summary: 'a steady bulb beside a bulb behind a capacitor that fades as it charges',
    notes: [],
  };
}

/**
 * A MOSFET switching its light(s): the named series lights (or LEDs) stacked above the MOSFET on the
 * rung, the named resistor value (560 Ω when the goal asks for a dim light) on the top rail, and the
 * gate fed through a switch from before the resistor.
 */
export function mosfet(c: Concepts): TemplatePlan {
  const notes: string[] = [];
  const leds = c.led ? Math.min(3, c.ledCount ?? 1) : 0;
  const count = c.series ? seriesLights(c) : Math.max(1, Math.min(3, (c.bulbCount ?? 0) + leds));
  const lights: Slot[] = Array.from({ length: count }, (_, i) =>
    i < leds ? { type: `${BULB_COLOURS[i]}-led`, first: 'right', role: `bulb-${i}` } : bulb(i),
  );
  const asked = c.resistorValues[0];
  const value = asked !== undefined && safeOhms(asked) ? asked : c.dim ? 560 : 330;
  if (asked !== undefined && value !== asked) notes.push(`${formatResistance(asked)} would let too much current through the light and explode it, so ${formatResistance(value)} is used instead.`);
  return {
    kind: 'mosfet',
    spec: {
      plus: 'right',
      // The first top slot is the gate tap: a wire before the resistor, so the gate sees the full 9 V.
      top: [null, resistor(value, 'series-resistor')],
      left: [],
      bottom: star(c),
      rungs: [[...lights, { type: 'mosfet', role: 'mosfet' }]],
    },
    trayRoles: ['mosfet', 'series-resistor', ...lights.map((_, i) => `bulb-${i}`)],
    flipSwitches: ['gate-switch'],
    extras: c.dim ? [resistorExtra(330)] : [],
    tags: ['mosfet', 'switch', ...(count > 1 ? ['series'] : []), ...(leds > 0 ? ['led'] : []), ...(c.dim ? ['dim'] : [])],
    summary: `a MOSFET switching ${count === 1 ? 'a light' : `${count} lights in series`} through ${formatResistance(value)}, its gate fed through a switch`,
    notes,
    finish: ({ board, topCols, rungCols }, rows) => {
      const tap = topCols[0];
      const gateRow = rows - 2;
      const cells: [number, number][] = [];
      for (let r = 0; r <= gateRow; r++) cells.push([r, tap]);
      for (let col = tap + 1; col <= rungCols[0]; col++) cells.push([gateRow, col]);
      board.path(cells).part([1, tap], closedSwitch('gate-switch'), 'gate-switch');
    },
  };
}

/**
 * An LED with a resistor: one loop, 330 Ω in series with a red LED (about 21 mA, ON). The LED must go
 * in the right way round (like a diode, its first pin is the cathode, downstream), and a bare wire
 * in the tray tempts the learner to leave the resistor out, which would explode it.
 */
export function led(c: Concepts): TemplatePlan {
  return {
    kind: 'led',
    spec: {
      plus: 'left',
      top: [resistor(330, 'series-resistor')],
      left: [],
      bottom: star(c),
      rungs: [[{ type: 'red-led', first: 'right', role: 'led' }]],
    },
    trayRoles: ['led', 'series-resistor'],
    flipSwitches: [],
    extras: [wire],
    tags: ['led', 'diode', 'series', 'resistor'],
    summary: 'an LED in series with a 330 Ω resistor',
    notes: [],
  };
}

/**
 * A light sensor (LDR) in series with a bulb and 150 Ω: at the board's usual 300 lux the sensor has
 * about 465 Ω and the bulb glows dimly (about 14 mA); in daylight (10 000 lux, about 40 Ω) it lights, in
 * the dark (about 25 kΩ) it goes out. The resistor keeps the bulb safe in bright light.
 */
export function ldr(c: Concepts): TemplatePlan {
  return {
    kind: 'ldr',
    spec: {
      plus: 'left',
      top: [{ type: 'ldr', role: 'ldr' }, resistor(150, 'series-resistor')],
      left: [],
      bottom: star(c),
      rungs: [[bulb(0)]],
    },
    trayRoles: ['ldr', 'series-resistor', 'bulb-0'],
    flipSwitches: [],
    extras: [wire],
    tags: ['light sensor', 'series', 'resistor'],
    summary: 'a light sensor in series with 150 Ω and a bulb',
    notes: ['The board starts at 300 lux: move the light slider to see the bulb follow the light.'],
  };
}
