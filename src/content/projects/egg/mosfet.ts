// Egg Timer, level 4 — the MOSFET as a voltage-controlled switch: the switch feeds the gate, the
// gate (9 V, far above the 2 V threshold) turns the drain–source path on, and the bulb gets ≈ 24 mA.
// A pull-down resistor under the gate takes it back to − when the switch opens: a real loose gate keeps
// its charge, so the lamp could stay on (on the grid 660 Ω; on a breadboard about 100 kΩ).
import { info, quiz } from '../../authoring';
import { bulb, puzzle } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

export const mosfet: AuthoringLevel = {
  title: 'Mosfet',
  exercises: [
    info('A switch with no hands', [
      '{mosfet} A **MOSFET** is a switch worked by a voltage. Its **gate** (left) is the handle; the lamp\'s current flows in at the **drain** (top) and out at the **source** (bottom).',
      'From about **2 V** on the gate, its threshold, it starts to conduct; a few volts more and it is fully on.',
      'Almost no current goes into the gate, so a slowly charging capacitor can work it. A **pull-down** resistor from gate to − makes sure it turns off.',
    ], '/lessons/mosfet.svg', undefined, { uses: ['mosfet', 'mosfet-threshold', 'pull-down'] }),
    puzzle({
      title: 'Flip the gate',
      description: 'The bulb\'s current has to pass through the MOSFET. Wire the switch to the gate (on its left), put the **pull-down** resistor upright from the gate wire to the − wire, and close the switch, so the gate gets the battery\'s 9 V. On the grid a loose gate counts as off, so the bulb lights without the pull-down too: it is optional here, but a real circuit needs it.',
      map: `
┌ R330 ─ r- ┐
├ S0 ?─ ?┬ M
│ . . ?R660| │
└ B ─ ?┴ ┘`,
      toggle: [{ row: 1, col: 1, isOn: true }],
      // the simulator counts a loose gate as off, so with the switch closed only a real circuit needs the pull-down
      optionalPieces: [{ row: 2, col: 3 }],
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'The gate is at 9 V, well above its 2 V threshold, so the MOSFET conducts and the bulb gets about 24 mA. Almost no current goes into the gate. Open the switch and the pull-down takes the gate to −: the lamp goes out. On a breadboard use about 100 kΩ, which wastes almost no current.',
      failureMessage: 'Not yet. A wire and a T-wire must join the switch to the MOSFET\'s gate, the resistor stands under the T down to the − wire, and the switch must be closed. Without a voltage on the gate the MOSFET stays off.',
      tags: ['mosfet', 'switch'],
      uses: ['mosfet', 'pull-down', 'switch', 'junction'],
      tip: { message: 'Fill the empty cells, then tap the switch.', actions: { drag: true, tap: [{ rowIndex: 1, colIndex: 1 }] } },
    }),
    quiz({
      title: 'Check: the gate',
      question: 'A capacitor is wired to a MOSFET\'s gate. Right now it has charged to 1 V. What does the lamp on the MOSFET\'s drain do?',
      answerType: 'text',
      options: [
        'It stays off: 1 V is below the gate\'s threshold of about 2 V',
        'It shines at full brightness',
        'It explodes, because the capacitor pushes a big current through it',
        'It flashes on and off',
      ],
      correctOptionIndex: 0,
      uses: ['mosfet-threshold', 'capacitor'],
      successMessage: 'Correct. Until the capacitor passes about 2 V the MOSFET stays off, so the lamp waits. That waiting is the delay.',
      failureMessage: 'Not quite. Think about the MOSFET\'s threshold: how does 1 V on the gate compare with it?',
    }),
  ],
};
