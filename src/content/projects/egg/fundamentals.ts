// Egg Timer, level 1 — the idea: a capacitor charging through a resistor takes time, and that time
// is the delay. 330 Ω × 10 000 µF = 3.3 s (one time constant, 63 %); 660 Ω doubles it. Honest about
// scale: the delay is about a second; minutes need a 555 timer chip or a microcontroller.
import { info, quiz } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const fundamentals: AuthoringLevel = {
  title: 'Fundamentals',
  exercises: [
    info('A timer without clockwork', [
      'You build a **delay switch**, the heart of an egg timer: press start, wait, and a lamp lights when the time is over. A reset starts it again.',
      'There is no clock chip inside. The delay comes from a part that **charges slowly**; when its voltage is high enough, an electronic switch turns the lamp on.',
      'Ours waits about a second. Minutes would need far bigger parts, so real kitchen timers use a 555 timer chip or a microcontroller.',
    ], undefined, undefined, { uses: ['capacitor', 'mosfet', 'switch'] }),
    info('The capacitor stores charge', [
      '{capacitor} A **capacitor** stores electric charge. Empty, it has 0 V across it; as charge flows in, its voltage rises.',
      '{resistor} A **resistor** in the same loop lets the charge only trickle in, so the voltage rises **slowly**.',
      'Resistance × capacitance gives the **time constant**. Ours is 10 000 µF, which is 0.01 farad (F), so with 330 Ω: 330 × 0.01 = **3.3 seconds**.',
      'After one time constant the capacitor has about 63 % of the battery\'s 9 V; after five, it is practically charged.',
    ], undefined, undefined, { uses: ['capacitor', 'time-constant', 'resistor'] }),
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
      uses: ['time-constant'],
      successMessage: 'Right: 660 Ω × 10 000 µF = 6.6 s, twice the time constant. A bigger resistor lets the charge in more slowly. A 3-minute egg would need a time constant of about 12 minutes, too long for a real capacitor, which slowly leaks its charge.',
      failureMessage: 'Not quite. The delay is set by resistance × capacitance: think about which change makes that product bigger.',
    }),
  ],
};
