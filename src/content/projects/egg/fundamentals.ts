// Egg Timer, level 1 — the idea: a capacitor filling up through a resistor takes time, and that time
// is the timer. 330 Ω × 10 000 µF = 3.3 s (one time constant); 660 Ω doubles it.
import { info, quiz } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const fundamentals: AuthoringLevel = {
  title: 'Fundamentals',
  exercises: [
    info('A timer without clockwork', [
      'In this project you build a real **egg timer**: press start, wait, and a lamp lights up when the time is over.',
      'There are no gears and no clock chip inside. The delay comes from a part that **fills up slowly**, like a bucket under a thin stream of water.',
      'When it is full enough, a tiny electronic switch notices and turns the lamp on.',
      'Each level teaches one piece. In the last level you put them all together.',
    ]),
    info('The capacitor: a bucket for charge', [
      '{capacitor} A **capacitor** stores electric charge. Empty, it has 0 V across it; as charge flows in, its voltage rises.',
      '{resistor} A **resistor** in front of it lets the charge only trickle in, so the voltage rises **slowly**.',
      'Resistance × capacitance gives the **time constant**. Our capacitors hold 10 000 µF, so with 330 Ω: 330 × 0.01 = **3.3 seconds**.',
      'After one time constant the capacitor holds about two thirds of the battery\'s 9 V; after five, it is practically full.',
    ]),
    quiz({
      title: 'Check: longer delays',
      question: 'Your timer, built with a 330 Ω resistor and a 10 000 µF capacitor, finishes too soon. Which change makes the delay longer?',
      answerType: 'text',
      options: [
        'Use a 660 Ω resistor instead, so the capacitor fills more slowly',
        'Use a 10 Ω resistor instead, so more current flows into the capacitor',
        'Take the resistor out altogether',
        'Turn the capacitor around',
      ],
      correctOptionIndex: 0,
      successMessage: 'Right: 660 Ω × 10 000 µF = 6.6 s, twice the time constant. A bigger resistor lets the charge in more slowly.',
      failureMessage: 'Not quite. The delay is set by resistance × capacitance: think about which change makes that product bigger.',
    }),
  ],
};
