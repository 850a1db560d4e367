// The lessons built around one special part: a diode's one-way valve, a capacitor that charges and
// then blocks, a MOSFET switched by its gate, an LED that needs a resistor and the right way round. Each is a ladder plan like those in templates.ts.
import type { Concepts } from './concepts';
import type { TemplatePlan } from './template-plan';
import { bulb, resistor, star, wire } from './slots';

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
    trayRoles: ['bulb-0', 'capacitor', 'series-resistor'],
    flipSwitches: [],
    extras: [wire],
    tags: ['capacitor', 'parallel'],
    summary: 'a steady bulb beside a bulb behind a capacitor that fades as it charges',
    notes: [],
  };
}

export function mosfet(c: Concepts): TemplatePlan {
  return {
    kind: 'mosfet',
    spec: {
      plus: 'right',
      // The first top slot is the gate tap: a wire before the resistor, so the gate sees the full 9 V.
      top: [null, resistor(330, 'series-resistor')],
      left: [],
      bottom: star(c),
      rungs: [[bulb(0), { type: 'mosfet', role: 'mosfet' }]],
    },
    trayRoles: ['mosfet', 'series-resistor', 'bulb-0'],
    flipSwitches: ['gate-switch'],
    extras: [],
    tags: ['mosfet', 'switch'],
    summary: 'a MOSFET switching a bulb, its gate fed through a switch',
    notes: [],
    finish: ({ board, topCols, rungCols }, rows) => {
      const tap = topCols[0];
      const gateRow = rows - 2;
      const cells: [number, number][] = [];
      for (let r = 0; r <= gateRow; r++) cells.push([r, tap]);
      for (let col = tap + 1; col <= rungCols[0]; col++) cells.push([gateRow, col]);
      board.path(cells).part([1, tap], { type: 'switch', isOn: true }, 'gate-switch');
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
