// Goals a teacher might type into the lesson generator (docs/architecture.md "Lesson generator"): short
// and long, misspelled, with numbers, with two or three ideas, in plain classroom words. Each lists the
// ideas it names (idea-checks.ts kinds) and the parts it names that the game does not have yet.
// corpus.test.ts generates every goal and checks each idea on the built circuit; bench/generator.bench.ts
// prints the counts.
import type { Idea } from './idea-checks';

export interface CorpusGoal {
  goal: string;
  ideas: Idea['kind'][];
  /** Parts the game has no piece for, as the notes name them ("a light sensor"). */
  missing?: string[];
  /** A note the level must carry (a count it cannot hold). */
  note?: string;
  /** Named ideas no level can show with today's parts (the notes say why). */
  leftOut?: Idea['kind'][];
}

export const GOAL_CORPUS: readonly CorpusGoal[] = [
  // One idea, short.
  { goal: 'series circuit', ideas: ['series'] },
  { goal: 'parallel', ideas: ['parallel'] },
  { goal: 'a switch', ideas: ['switch'] },
  { goal: 'diode', ideas: ['diode'] },
  { goal: 'LED', ideas: ['led'] },
  { goal: 'mosfet', ideas: ['mosfet'] },
  { goal: 'capacitor', ideas: ['capacitor'] },
  { goal: 'make the bulb dim', ideas: ['dim'] },
  { goal: 'the bulb explodes without a resistor', ideas: ['exploded'] },
  { goal: 'collect the star', ideas: ['star'] },
  { goal: 'use a 560 ohm resistor', ideas: ['value'] },
  { goal: 'two bulbs', ideas: ['bulbs'] },
  { goal: 'three resistors and a bulb', ideas: ['resistors'] },
  // Plain classroom words.
  { goal: 'Show that a switch turns the bulb on and off', ideas: ['switch'] },
  { goal: 'Lights one after the other in a single loop', ideas: ['series'] },
  { goal: 'Bulbs side by side so each has its own path', ideas: ['parallel'] },
  { goal: 'Current only goes one way through a diode', ideas: ['diode'] },
  { goal: 'A transistor that turns a bulb on', ideas: ['mosfet'] },
  { goal: 'The capacitor charges and then the bulb goes out', ideas: ['capacitor'] },
  { goal: 'Make the light faint', ideas: ['dim'] },
  { goal: 'Protect the bulb from too much current', ideas: ['exploded'] },
  { goal: 'An LED needs a resistor or it burns out', ideas: ['led', 'exploded'] },
  { goal: 'What happens to brightness with more resistance?', ideas: ['dim'] },
  { goal: 'a light-emitting diode the right way round', ideas: ['led'] },
  { goal: 'turn it on with a gate voltage', ideas: ['mosfet', 'switch'] },
  { goal: 'current splits at a junction', ideas: ['parallel'] },
  // Misspelled.
  { goal: 'paralel bulbs', ideas: ['parallel'] },
  { goal: 'seris circuit', ideas: ['series'] },
  { goal: 'a swich and a bulb', ideas: ['switch'] },
  { goal: 'capaciter fade', ideas: ['capacitor'] },
  { goal: 'transister as a swich', ideas: ['mosfet', 'switch'] },
  { goal: 'diod one way', ideas: ['diode'] },
  { goal: 'two bulbs in paralell with a switch', ideas: ['parallel', 'switch'] },
  { goal: 'series with a resister', ideas: ['series'] },
  { goal: 'parrallel and seires', ideas: ['parallel', 'series'] },
  { goal: 'mosfett switch', ideas: ['mosfet', 'switch'] },
  // Numbers and values.
  { goal: 'three bulbs in series', ideas: ['series'] },
  { goal: '3 bulbs in parallel', ideas: ['parallel'] },
  { goal: '2 lamps in series', ideas: ['series'] },
  { goal: 'one bulb and a 330 ohm resistor', ideas: ['bulbs', 'value'] },
  { goal: 'compare 330 ohm and 560 ohm', ideas: ['value', 'value'] },
  { goal: 'a 1k resistor with a bulb', ideas: ['value'] },
  { goal: '220Ω and a bulb in series', ideas: ['value', 'series'] },
  // 10 Ω would explode the bulb: 330 Ω stands in, and the notes say so.
  { goal: 'a 10 ohm resistor and a bulb', ideas: ['value'], leftOut: ['value'] },
  { goal: 'two resistors in series with a bulb', ideas: ['resistors', 'series'] },
  { goal: 'two LEDs in parallel', ideas: ['led', 'parallel'] },
  { goal: 'three LEDs in series', ideas: ['led', 'series'] },
  { goal: '560 ohm makes the bulb dim', ideas: ['value', 'dim'] },
  { goal: 'series circuit on a 6x4 grid', ideas: ['series'] },
  { goal: 'parallel on a 7 by 5 grid', ideas: ['parallel'] },
  { goal: 'diode on a 2x2 grid', ideas: ['diode'] },
  { goal: 'a pair of bulbs in series', ideas: ['series'] },
  // Colours.
  { goal: 'a green LED', ideas: ['led', 'colour'] },
  { goal: 'a yellow bulb with a switch', ideas: ['switch', 'colour'] },
  // Two ideas.
  { goal: 'two bulbs in series with a capacitor', ideas: ['series', 'capacitor'] },
  { goal: 'an LED with a resistor and a switch', ideas: ['led', 'switch'] },
  { goal: 'parallel with a switch', ideas: ['parallel', 'switch'] },
  { goal: 'a switch and a capacitor', ideas: ['switch', 'capacitor'] },
  { goal: 'a diode and a switch', ideas: ['diode', 'switch'] },
  { goal: 'series and parallel together', ideas: ['series', 'parallel'] },
  { goal: 'dim bulbs in parallel', ideas: ['dim', 'parallel'] },
  { goal: 'a dim bulb with a switch', ideas: ['dim', 'switch'] },
  { goal: 'an LED and a diode', ideas: ['led', 'diode'] },
  { goal: 'a capacitor and a diode', ideas: ['capacitor', 'diode'] },
  { goal: 'capacitor in parallel branches', ideas: ['capacitor', 'parallel'] },
  { goal: 'a MOSFET that switches an LED', ideas: ['mosfet', 'led', 'switch'] },
  { goal: 'a MOSFET with two bulbs in series', ideas: ['mosfet', 'series'] },
  { goal: 'MOSFET makes a bulb glow dim', ideas: ['mosfet', 'dim'] },
  { goal: 'series circuit with a star', ideas: ['series', 'star'] },
  { goal: 'protect the LED', ideas: ['led', 'exploded'] },
  { goal: 'a switch protects nothing: the bulb explodes', ideas: ['switch', 'exploded'] },
  { goal: 'a diode in series with two bulbs', ideas: ['diode', 'series'] },
  { goal: 'three bulbs in parallel with a switch', ideas: ['parallel', 'switch'] },
  { goal: 'LED in series with 470 ohm', ideas: ['led', 'series', 'value'] },
  { goal: 'dim LED', ideas: ['dim', 'led'] },
  { goal: 'two bulbs and a switch', ideas: ['bulbs', 'switch'] },
  { goal: 'two bulbs and a capacitor', ideas: ['bulbs', 'capacitor'] },
  // Three ideas.
  { goal: 'two bulbs in series with a capacitor and a switch', ideas: ['series', 'capacitor', 'switch'] },
  { goal: 'parallel bulbs, a switch and a star', ideas: ['parallel', 'switch', 'star'] },
  { goal: 'an LED, a switch and a dim bulb', ideas: ['led', 'switch', 'dim'] },
  { goal: 'series, diode and switch', ideas: ['series', 'diode', 'switch'] },
  { goal: 'capacitor, switch and star', ideas: ['capacitor', 'switch', 'star'] },
  { goal: 'parallel with 330 ohm and 560 ohm and a switch', ideas: ['parallel', 'value', 'value', 'switch'] },
  { goal: 'MOSFET, LED and a star', ideas: ['mosfet', 'led', 'star'] },
  { goal: 'dim bulb, diode and star', ideas: ['dim', 'diode', 'star'] },
  { goal: 'three bulbs in series with a switch and a star', ideas: ['series', 'switch', 'star'] },
  // A MOSFET level is one loop with its gate wire: a capacitor branch or parallel branches do not fit.
  { goal: 'capacitor and mosfet', ideas: ['capacitor', 'mosfet'], leftOut: ['capacitor'] },
  { goal: 'mosfet in parallel', ideas: ['mosfet', 'parallel'], leftOut: ['parallel'] },
  // Long goals.
  {
    goal: 'Today we learn that in a series circuit the current is the same everywhere, so build two bulbs one after the other with a resistor, and make it easy for beginners',
    ideas: ['series'],
  },
  {
    goal: 'My year 8 class has just learned about parallel circuits. I want them to see that each branch gets its own current and that a switch on one branch only changes that branch.',
    ideas: ['parallel', 'switch'],
  },
  {
    goal: 'A hard challenge: a capacitor charges through a resistor and the bulb behind it fades, while another bulb stays lit. Put a star on the path too.',
    ideas: ['capacitor', 'star'],
  },
  {
    goal: 'Explain polarity: a diode only lets current flow one way, so one bulb lights and the other one does not, on a 6 by 4 grid please',
    ideas: ['diode'],
  },
  {
    goal: 'Students should learn why an LED needs a current-limiting resistor, and that it only lights when it is the right way round. Keep it simple.',
    ideas: ['led', 'exploded'],
  },
  {
    goal: 'Use a MOSFET transistor as an electronic switch: closing the gate switch should turn the bulb on. Intermediate level, grid 5x4.',
    ideas: ['mosfet', 'switch'],
  },
  // Easy and hard.
  { goal: 'easy series', ideas: ['series'] },
  { goal: 'hard series', ideas: ['series'] },
  { goal: 'easy parallel', ideas: ['parallel'] },
  { goal: 'hard parallel', ideas: ['parallel'] },
  { goal: 'easy diode', ideas: ['diode'] },
  { goal: 'hard diode', ideas: ['diode'] },
  { goal: 'easy capacitor', ideas: ['capacitor'] },
  { goal: 'hard capacitor', ideas: ['capacitor'] },
  { goal: 'easy MOSFET switch', ideas: ['mosfet', 'switch'] },
  { goal: 'hard MOSFET switch', ideas: ['mosfet', 'switch'] },
  { goal: 'an easy first lesson with a dim bulb', ideas: ['dim'] },
  { goal: 'a tricky LED with a switch', ideas: ['led', 'switch'] },
  // The light sensor (LDR): a level of its own; beside a MOSFET the composed ladder cannot hold it yet.
  { goal: 'a light sensor turns on a bulb', ideas: ['ldr'] },
  { goal: 'an LDR makes the bulb brighter in daylight', ideas: ['ldr'] },
  { goal: 'LDR night light with a transistor', ideas: ['mosfet', 'ldr'], leftOut: ['ldr'] },
  // The parts learners work while playing: scenario levels of their own.
  { goal: 'a potentiometer makes the bulb dim', ideas: ['potentiometer', 'dim'] },
  { goal: 'a dimmer knob for a bulb', ideas: ['potentiometer', 'dim'] },
  { goal: 'a variable resistor', ideas: ['potentiometer'] },
  { goal: 'a doorbell', ideas: ['push-button'] },
  { goal: 'a momentary push button lights two bulbs in series', ideas: ['push-button', 'series'] },
  { goal: 'hard push button with a star', ideas: ['push-button', 'star'] },
  { goal: 'press a push button to light the LED', ideas: ['led', 'push-button'] },
  { goal: 'turn a knob to dim a green LED', ideas: ['potentiometer', 'led', 'dim', 'colour'] },
  // Parts the game does not have yet.
  { goal: 'a motor in series with a switch', ideas: ['series', 'switch'], missing: ['a motor'] },
  // More than a level holds: the most it can, and a note.
  { goal: 'four bulbs in series', ideas: ['series'], note: 'Not as many as asked: 4 bulbs (a level holds at most three).' },
  { goal: 'two switches and a bulb', ideas: ['switch'], note: 'Not as many as asked: 2 switches (a generated level has one).' },
  // Nothing recognisable.
  { goal: 'purple monkey dishwasher', ideas: [] },
  { goal: 'electricity', ideas: [] },
  { goal: '???', ideas: [] },
];
