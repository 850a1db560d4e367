// The lessons built around a part the learner works while playing, each a scenario level (scenarios.ts):
// a potentiometer used as a dimmer, turned through three knob positions, and a push button that lights a
// bulb only while it is held (a doorbell). Ladder plans like those in templates.ts.
import { formatResistance } from '../engine/index';
import type { Concepts } from './concepts';
import { BULB_COLOURS } from './design';
import { seriesLights } from './ideas';
import type { Slot } from './ladder';
import { buttonScenarios, knobScenarios } from './scenarios';
import type { TemplatePlan } from './template-plan';
import { bulb, mainValue, resistor, star, withOn, wire } from './slots';

/** The dimmer's track (ohms): with 330 Ω and the bulb, 0 % lights it, 50 % dims it, 100 % leaves it dark. */
export const DIMMER_TRACK_OHMS = 4700;

/**
 * A potentiometer as a dimmer: 330 Ω on the top rail, a bulb on the rung, and the potentiometer in the
 * top right corner, joining one end of its track and its wiper (the other end is left free, so the knob
 * sets the resistance: 0 Ω at 0 %, 4.7 kΩ at 100 %). 9 V through 371 Ω is about 24 mA (ON), through
 * 2.7 kΩ about 3.3 mA (DIM), through 5.1 kΩ about 1.8 mA (OFF). Only one turn of the piece joins the
 * wiper, so placing it is part of the lesson.
 */
export function potentiometer(c: Concepts): TemplatePlan {
  const bulbs = lights(c);
  return {
    kind: 'potentiometer',
    spec: { plus: 'left', top: [resistor(330, 'series-resistor')], left: [], bottom: [...bulbs.slice(1), ...star(c)], rungs: [[bulbs[0]]] },
    trayRoles: ['potentiometer', 'series-resistor', 'bulb-0'],
    flipSwitches: [],
    // A corner wire fits the gap too, but it leaves the bulb lit whatever the knob says.
    extras: [{ type: 'corner-wire' }],
    tags: ['potentiometer', 'dim', 'series', 'resistor', ...(c.led ? ['led'] : [])],
    summary: `a potentiometer (${formatResistance(DIMMER_TRACK_OHMS)} track) as a dimmer in series with 330 Ω and ${bulbWords(bulbs.length)}`,
    notes: ['The potentiometer joins the loop with one end of its track and its wiper, so turning the knob changes how much resistance the current meets. The level is judged with the knob at 0 %, 50 % and 100 %.'],
    scenarios: knobScenarios([0, 0.5, 1]),
    finish: ({ board, rungCols }) => {
      // The corner's path runs in from the left and down the rung: the left end and the wiper (pin 2), pin 1 free.
      board.part([0, rungCols[rungCols.length - 1]], { type: 'potentiometer', free: 1, ...mainValue('potentiometer', DIMMER_TRACK_OHMS) }, 'potentiometer');
    },
  };
}

/**
 * A push button as a doorbell: the button and 330 Ω on the top rail, a bulb on the rung (about 24 mA
 * while held, nothing when let go). A switch in the tray tempts: it stays as it is set, so the bulb
 * cannot follow the finger.
 */
export function pushButton(c: Concepts): TemplatePlan {
  const bulbs = lights(c);
  return {
    kind: 'push-button',
    spec: {
      plus: 'left',
      top: [withOn('push-button', false, 'push-button'), resistor(330, 'series-resistor')],
      left: [],
      bottom: [...bulbs.slice(1), ...star(c)],
      rungs: [[bulbs[0]]],
    },
    trayRoles: ['push-button', 'series-resistor', 'bulb-0'],
    flipSwitches: [],
    extras: [{ type: 'switch' }, wire],
    tags: ['push button', 'switch', 'series', 'resistor', ...(c.led ? ['led'] : [])],
    summary: `a push button in series with 330 Ω and ${bulbWords(bulbs.length)} (a doorbell)`,
    notes: [`The level is judged twice: while the button is held down the ${bulbs.length === 1 ? 'light must shine' : 'bulbs must light'}; once it is let go ${bulbs.length === 1 ? 'it must' : 'they must'} stay dark.`],
    scenarios: buttonScenarios(),
  };
}

/**
 * The lights in series: an LED when the goal names one (its first pin, the cathode, downstream), else
 * one bulb or as many as a series goal names (up to three: still about 20 mA, ON).
 */
function lights(c: Concepts): NonNullable<Slot>[] {
  if (c.led) return [{ type: `${BULB_COLOURS[0]}-led`, first: 'right', role: 'bulb-0' }];
  const n = c.series || c.bulbCount !== undefined ? seriesLights(c) : 1;
  return Array.from({ length: n }, (_, i) => bulb(i)).filter((slot): slot is NonNullable<Slot> => slot !== null);
}

const bulbWords = (n: number) => (n === 1 ? 'a light' : `${n} bulbs`);
