// Egg Timer, level 5 — the whole delay switch. 330 Ω charges the 10 000 µF capacitor (τ = 3.3 s); the
// gate follows the capacitor, so the bulb stays off until ≈ 0.9 s (DIM) and is ON from ≈ 1.1 s, when the
// gate passes ≈ 2.6 V (the engine's bulbEvents). A reset switch across the capacitor empties it (closed,
// it holds the gate at − and the lamp off). The capacitor is pre-placed: at the end of the window a lamp
// wired without it shines just the same, so only the resistor is the learner's (docs/course.md "Goals
// only the intended circuit meets"). Swapped round, resistor and capacitor light the lamp at once and
// let it fade (DIM at ≈ 4.1 s; egg-timer.test.ts).
import { info, quiz } from '../../authoring';
import { bulb, puzzle } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';


export const eggTimer: AuthoringLevel = {
  title: 'Egg Timer',
  exercises: [
    info('Putting it together', [
      'Here is the whole delay switch:',
      '{resistor} A resistor lets charge **trickle** into a {capacitor}, whose voltage slowly rises.',
      '{mosfet} The capacitor is joined to the MOSFET\'s **gate**. Below about 2 V the MOSFET is off and the lamp is dark.',
      '{yellow-bulb} Above it the MOSFET turns on and the lamp lights: **time is up!** A {switch} reset switch across the capacitor empties it to start again.',
      'Watch the bulb after you build it: it waits before it lights.',
    ], undefined, undefined, { uses: ['gate-delay', 'mosfet-threshold', 'switch'] }),
    puzzle({
      title: 'Build the egg timer',
      description: 'The lamp, the MOSFET, the capacitor, the reset switch and the wiring are ready. Put the resistor where it feeds the gate wire, so that the capacitor charges through it. The bulb should light after a short wait.',
      map: `
┌ R330 ─ y- ┐
├ ?R330 ┬ ┬ M
│ X C| S0| │
└ B ┴ ┴ ┘`,
      turned: true,
      goal: [bulb('yellow-bulb', 'ON')],
      successMessage: 'Your delay switch works! The capacitor charges through 330 Ω (3.3 s time constant); after about a second the gate passes the threshold and the lamp comes on. Now tap the reset switch: it joins the capacitor\'s two legs, empties it, and the lamp goes out. Open it, and the wait starts again.',
      failureMessage: 'Not yet. The resistor belongs in the middle row, between the + wire and the T-wires, so that it feeds the gate wire and the capacitor below it.',
      tags: ['mosfet', 'resistor'],
      uses: ['gate-delay', 'capacitor', 'switch'],
      tip: { message: 'The resistor lies flat, like the wires beside it.', actions: { drag: true } },
    }),
    quiz({
      title: 'Check: how it works',
      question: 'Why does the lamp of your egg timer wait before it lights?',
      answerType: 'text',
      options: [
        'The capacitor charges through the resistor until the gate passes about 2 V',
        'The battery needs time to warm up',
        'The MOSFET counts the seconds, then switches the lamp on once the time is up',
        'The lamp is slow to heat up',
      ],
      correctOptionIndex: 0,
      uses: ['gate-delay', 'mosfet-threshold'],
      successMessage: 'Exactly. Resistor and capacitor set the delay, the MOSFET turns the lamp on at the threshold, and the reset switch empties the capacitor. You built a delay switch, the heart of an egg timer!',
      failureMessage: 'Not quite. Think back to what you built: which parts make the gate\'s voltage climb slowly, and what does the MOSFET wait for?',
    }),
  ],
};
