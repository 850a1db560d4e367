// Egg Timer, level 5 — the whole timer. 330 Ω charges the 10 000 µF capacitor (τ = 3.3 s); the gate
// follows the capacitor, so the bulb stays off until ≈ 0.9 s (DIM) and is ON from ≈ 1.1 s, when the
// gate passes ≈ 2.6 V (the engine's bulbEvents). The capacitor is pre-placed: at the end of the window a
// lamp wired without it shines just the same, so only the resistor is the learner's (docs/course.md
// "Goals only the intended circuit meets").
import { at, circuit, CORNER, info, quiz, resistorAt, STRAIGHT, TEE } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const eggTimer: AuthoringLevel = {
  title: 'Egg Timer',
  exercises: [
    info('Putting it together', [
      'Here is the whole egg timer:',
      '{resistor} A resistor lets charge **trickle** into a {capacitor} capacitor, whose voltage slowly rises.',
      '{mosfet} The capacitor is joined to the MOSFET\'s **gate**. While it is below about 2 V, the MOSFET is shut and the lamp is dark.',
      '{yellow-bulb} When the capacitor passes about 2 V, the MOSFET opens and the lamp lights: **time is up!**',
      'Watch the bulb after you build it: it waits before it lights.',
    ]),
    circuit({
      title: 'Build the egg timer',
      description: 'The lamp, the MOSFET, the capacitor and the wiring are ready. Put the resistor where it feeds the gate wire, so that the capacitor fills through it. The bulb should light after a short wait.',
      rows: 4,
      cols: 5,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        resistorAt(330, 0, 1),
        at('straight-wire', 0, 2, STRAIGHT.horizontal),
        at('straight-wire', 0, 3, STRAIGHT.horizontal),
        at('corner-wire', 0, 4, CORNER.downLeft),
        at('t-wire', 1, 0, TEE.noLeft),
        at('t-wire', 1, 2, TEE.noTop),
        at('corner-wire', 1, 3, CORNER.downLeft),
        at('yellow-bulb', 1, 4),
        at('straight-wire', 2, 0, STRAIGHT.vertical),
        at('block', 2, 1),
        at('capacitor', 2, 2, 90),
        at('corner-wire', 2, 3, CORNER.upRight),
        at('mosfet', 2, 4),
        at('corner-wire', 3, 0, CORNER.upRight),
        at('battery', 3, 1),
        at('t-wire', 3, 2, TEE.noBottom),
        at('straight-wire', 3, 3, STRAIGHT.horizontal),
        at('corner-wire', 3, 4, CORNER.upLeft),
      ],
      inventory: [
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 },
      ],
      goal: [{ type: 'yellow-bulb', status: 'ON' }],
      successMessage: 'Your egg timer works! The capacitor charges through 330 Ω (3.3 s time constant); after about a second it passes the gate\'s threshold and the lamp comes on. A 660 Ω resistor would double the wait.',
      failureMessage: 'Not yet. The resistor belongs in the middle row, between the two T-wires, so that it feeds the gate wire and the capacitor below it.',
      tags: ['mosfet', 'resistor'],
      tip: { message: 'The resistor lies flat, like the wires beside it.', actions: { drag: true } },
      solution: { place: [resistorAt(330, 1, 1)] },
    }),
    quiz({
      title: 'Check: how it works',
      question: 'Why does the lamp of your egg timer wait before it lights?',
      answerType: 'text',
      options: [
        'The capacitor fills through the resistor until the gate reaches about 2 V',
        'The battery needs time to warm up',
        'The MOSFET counts the seconds, then switches the lamp on once the time is up',
        'The lamp is slow to heat up',
      ],
      correctOptionIndex: 0,
      successMessage: 'Exactly. Resistor and capacitor set the delay, the MOSFET turns the lamp on at the threshold. You built an egg timer!',
      failureMessage: 'Not quite. Think back to what you built: which parts make the gate\'s voltage climb slowly, and what does the MOSFET wait for?',
    }),
  ],
};
