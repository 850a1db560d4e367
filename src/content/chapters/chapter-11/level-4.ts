// Chapter 11, level 4 — a push button: closed only while held. Held on a MOSFET's gate it gives the
// gate 9 V and the lamp gets 24 mA; released, the 660 Ω pull-down takes the gate to − so the lamp is
// surely off. While the button is held, the pull-down carries about 14 mA straight from + to −, which is
// why real pull-downs are far bigger.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import type { AuthoringLevel } from '../../schema';
import { buttonGate, GATE_UP_PROBE } from './circuits';

export const level4: AuthoringLevel = {
  title: 'Push buttons and pull-downs',
  exercises: [
    info('The push button', [
      'A {push-button} **push button** is a switch that is closed only while you hold it down. Let go and a spring opens it, like a doorbell or a keyboard key.',
      'Wire one from + to a MOSFET\'s gate: pressed, the gate gets 9 V and the lamp turns on.',
      'Released, the button joins the gate to nothing. A real gate keeps its charge, so the lamp might stay on. A **pull-down** resistor from the gate to − takes it back to 0 V.',
    ], undefined, [{ says: '0 V', read: 'voltage', map: GATE_UP_PROBE }], { teaches: ['push-button'], uses: ['switch', 'mosfet', 'pull-down'] }),
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
