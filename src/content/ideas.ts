// The ideas the course teaches, each with the one line a learner would read for it. Every exercise
// declares the ideas it `teaches` and the ideas it `uses` (schema.ts); the content check (idea-order.ts)
// fails when an exercise uses an idea that no earlier exercise in map order teaches. See docs/course.md.
import { z } from 'zod';

export const IDEAS = {
  // the loop and its pieces
  loop: 'A circuit is a closed loop from the battery\'s + back to its −; one gap stops the current everywhere.',
  'joining-pieces': 'Two grid pieces join only where both have a wire end facing each other; tap a piece to turn it.',
  current: 'Current is how much charge flows past a point each second, in amps (A); 1 mA is a thousandth of an amp.',
  'bulb-states': 'A bulb is off, dim, on or burns out, depending on how much current flows through it.',
  resistor: 'A resistor holds the current back; its resistance is measured in ohms (Ω).',
  voltage: 'Voltage is the battery\'s push, in volts (V), always measured between two points.',
  'series-resistance': 'Parts one after another add their resistances: more resistance, less current.',
  'inside-resistance': 'The battery has about 1 Ω inside it, and each bulb about 40 Ω.',
  switch: 'A closed switch joins the loop; an open switch makes a gap, so no current flows.',
  'mains-safety': 'Mains wiring can kill: never open or experiment with it; use batteries only.',
  junction: 'A T-wire is a junction: the current splits there and joins up again at the next one.',
  series: 'In series, parts sit one after another on one path and the same current flows through all.',
  parallel: 'In parallel, parts are joined between the same two points, each on its own path.',
  // symbols and semiconductors
  'schematic-symbols': 'A schematic draws each part as a symbol and each wire as a line.',
  diode: 'A diode conducts one way only (arrow from + to −) and blocks the other way.',
  'diode-voltage': 'A conducting diode has about 0.7 V across it; the rest of the push is across the other parts.',
  mosfet: 'A MOSFET is a switch worked by the voltage on its gate: gate to +, it turns on; gate to −, it turns off.',
  'mosfet-threshold': 'A MOSFET starts to conduct above about 2 V on its gate (its threshold) and is fully on a few volts higher.',
  'pull-down': 'A loose gate keeps its charge in a real circuit, so a pull-down resistor to − makes sure it goes low.',
  // measuring
  'current-probe': 'A current probe sits in the loop like an ammeter and reads the current through it in mA.',
  'probe-sign': 'A minus sign on a current probe means the current goes through it the other way.',
  'voltage-probe': 'The + and − voltage probes are test points: they read the voltage between two points of the loop.',
  'plain-probe': 'The plain probe reads the voltage at one point, compared with the battery\'s − side (0 V).',
  scope: 'The scope draws each probe\'s reading against time.',
  // series, parallel and Ohm\'s law
  'junction-currents': 'At a junction the currents add up: the battery\'s current is the sum of the branch currents.',
  'voltage-shares': 'Parts in series share the battery\'s voltage; the shares add up to 9 V, and the bigger resistance gets more.',
  'ohms-law': 'Current = voltage ÷ resistance (I = V ÷ R): double the resistance, half the current.',
  'parallel-resistance': 'Two equal resistors in parallel make half the resistance; the total is less than the smallest.',
  // capacitors and time
  capacitor: 'A capacitor stores charge: the current falls as its voltage rises towards the battery\'s.',
  'time-constant': 'Resistance × capacitance is the time constant: after it the capacitor has about 63 % of the voltage.',
  'capacitor-safety': 'A real electrolytic capacitor has a + leg: put in backwards it can get hot and burst.',
  // LEDs and transistor circuits
  led: 'An LED is a diode that gives light; a red or green one has about 2 V across it when it lights.',
  'led-polarity': 'An LED lights only one way round: the longer leg towards the battery\'s +.',
  'led-resistor': 'A diode or LED cannot limit its own current, so something else in its loop must: a resistor.',
  'gate-delay': 'A resistor and a capacitor on a MOSFET\'s gate delay the moment it turns on.',
  breadboard: 'A breadboard joins real parts without solder: each row of five holes is one wire.',
  // ideas for the later chapters (energy, safety, sensors)
  power: 'Power is how fast a part turns electrical energy into light or heat: P = V × I, in watts (W).',
  'battery-capacity': 'A battery\'s capacity in mAh says how long it can keep up a current.',
  'short-circuit': 'A short circuit is a path with almost no resistance: a huge current that heats the wires and the battery.',
  fuse: 'A fuse is a thin wire that melts and opens the loop when the current is too big.',
  potentiometer: 'A potentiometer is a resistor with a slider: it divides the voltage or sets the current.',
  'voltage-divider': 'Two resistances in series across the battery divide its voltage: the point between them gets a share set by the resistances.',
  'light-sensor': 'A light sensor\'s resistance changes with the light falling on it: more light, less resistance.',
  'sensor-switch': 'A sensor in a divider on a MOSFET\'s gate gives the gate a defined voltage that the light sets, so the lamp switches itself.',
  'push-button': 'A push button is a switch that is closed only while it is held down.',
  brightness: 'A bulb\'s brightness follows its power: more power, brighter light.',
  bypass: 'A wire joining a part\'s two ends bypasses it: no voltage across it, so no current through it.',
  meter: 'A meter touched to a part reads the voltage across it and the current through it.',
  'fault-finding': 'To find a broken part, read the symptom, then measure where the reading splits the suspects in half.',
} as const satisfies Record<string, string>;

export type IdeaId = keyof typeof IDEAS;
export const IDEA_IDS = Object.keys(IDEAS) as [IdeaId, ...IdeaId[]];
export const ideaIdSchema = z.enum(IDEA_IDS);
