// Chapter 11, level 4 — a push button: closed only while held. Held on a MOSFET's gate it gives the
// gate 9 V and the lamp gets 24 mA; released, the 660 Ω pull-down takes the gate to − so the lamp is
// surely off. While the button is held, the pull-down carries about 14 mA straight from + to −, which is
// why real pull-downs are far bigger.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads, scenario } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';
import { buttonGate, doorbell, GATE_UP_PROBE } from './circuits';

const held = { pressed: true } as const;
const released = { pressed: false } as const;

export const level4: AuthoringLevel = {
  title: 'Push buttons and pull-downs',
  exercises: [
    info('The push button', [
      'A {push-button} **push button** is a switch that is closed only while you hold it down. Let go and a spring opens it, like a doorbell or a keyboard key.',
      'Wire one from + to a MOSFET\'s gate: pressed, the gate gets 9 V and the lamp turns on.',
      'Released, the button joins the gate to nothing. A real gate keeps its charge, so the lamp might stay on. A **pull-down** resistor from the gate to − takes it back to 0 V.',
    ], undefined, [{ says: '0 V', read: 'voltage', map: GATE_UP_PROBE }], { teaches: ['push-button'], uses: ['switch', 'mosfet', 'pull-down'] }),
    puzzle({
      title: 'A doorbell light',
      uses: ['push-button', 'series', 'current-probe', 'bulb-states'],
      description: 'Build a loop with the 330 Ω resistor, the push button and the bulb, and the current probe in the left wire. The bulb must shine **only while the button is held**: hold it to try.',
      map: `
┌ B ?R330 ?T ┐
?A| . . . │
└ ?─ ?─ ?r- ┘`,
      scenarios: [
        scenario('Button held', held, [bulb('red-bulb', 'ON'), reads.mA(23, 25.5)]),
        scenario('Button released', released, [bulb('red-bulb', 'OFF')]),
      ],
      successMessage: 'Held, the button closes the loop: about 24 mA, and the bulb shines. Let go and it springs open: a gap, so no current flows anywhere in the loop.',
      failureMessage: 'Resistor and button on top, current probe in the left wire, two wires and the bulb along the bottom.',
      tags: ['push-button', 'probe'],
      numbers: [{ says: '24 mA', read: 'current', map: doorbell(true) }],
    }),
    puzzle({
      title: 'A button on the gate',
      uses: ['push-button', 'pull-down', 'mosfet', 'current-probe', 'junction'],
      description: 'Wire the button from the left T-wire to the gate, with the current probe after it and a T-wire beside the gate. Hang the 660 Ω pull-down from that T-wire down to a T-wire in the bottom row. The lamp must be on while the button is held, and off when it is released.',
      map: `
┌ R330 ─ r- ┐
├ ?T ?A ?┬ M
│ . . ?R660| │
└ B ─ ?┴ ┘`,
      scenarios: [
        scenario('Button held', held, [bulb('red-bulb', 'ON'), reads.mA(13, 14.5)]),
        scenario('Button released', released, [bulb('red-bulb', 'OFF'), reads.mA(0, 0.01)]),
      ],
      successMessage: 'Held: the gate gets the push and the lamp turns on. The probe reads about 14 mA, yet no current goes into the gate: it all runs down through the pull-down to −. That is why real pull-downs are far bigger, such as 100 kΩ. Released: the pull-down takes the gate to 0 V, and the lamp is off.',
      failureMessage: 'Button, current probe and a T-wire in the middle row lead to the gate; the 660 Ω stands under that T-wire, on a T-wire in the bottom row.',
      tags: ['push-button', 'mosfet', 'probe'],
      numbers: [{ says: '14 mA', read: 'current', map: buttonGate(true) }, { says: '0 V', read: 'voltage', map: GATE_UP_PROBE }],
    }),
    quiz({
      title: 'Check: why the pull-down?',
      uses: ['push-button', 'pull-down', 'mosfet-threshold'],
      question: 'The button is released. Why is this lamp sure to be off?',
      answerType: 'text',
      supportingCircuit: picture(buttonGate(false)),
      options: [
        'The 660 Ω resistor joins the gate to −, taking it to 0 V',
        'The 660 Ω resistor uses up the current the lamp had',
        'The battery\'s current must go somewhere: the 660 Ω takes it',
        'The 660 Ω comes after the gate, so it stops the current first',
      ],
      correctOptionIndex: 0,
      successMessage: 'Right. Nothing else touches the gate, so the pull-down brings it to the battery\'s − side, under its 2 V threshold. Without it, a real gate would keep whatever charge it had last.',
      failureMessage: 'Not quite. A gate takes no current, and no current is used up. With the button up, what is the gate joined to?',
      numbers: [{ says: '0 V', read: 'voltage', map: GATE_UP_PROBE }],
    }),
    info('Circuits that sense', [
      'A knob, a light sensor and a push button turn what people and the world do into a voltage. The same dividers and pull-downs feed real gadgets and the inputs of microcontrollers.',
      'Build a real delay switch, with a reset button, in **Projects** with the code **egg**.',
    ], undefined, undefined, { uses: ['voltage-divider', 'light-sensor', 'push-button', 'pull-down'] }),
  ],
};
