// Egg Timer, level 4 — the MOSFET as a voltage-controlled switch: the switch feeds the gate, the
// gate (9 V, far above the 2 V threshold) opens the drain–source path, and the bulb gets ≈ 24 mA.
import { at, circuit, CORNER, info, quiz, resistorAt, STRAIGHT, TEE } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const mosfet: AuthoringLevel = {
  title: 'Mosfet',
  exercises: [
    info('A switch with no hands', [
      '{mosfet} A **MOSFET** is a switch worked by a voltage. Its **gate** (left) is the handle; the lamp\'s current flows in at the **drain** (top) and out at the **source** (bottom).',
      'When the gate is about **2 V** or more above the source, the drain–source path opens and current flows. Below that, it is shut.',
      'Almost no current goes into the gate, so a slowly filling capacitor can work it without being emptied: that is the egg timer\'s trick.',
    ], '/lessons/mosfet.svg'),
    circuit({
      title: 'Flip the gate',
      description: 'The bulb\'s current has to pass through the MOSFET. Wire the switch to the gate (on its left) and close the switch, so the gate gets the battery\'s 9 V.',
      rows: 3,
      cols: 5,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        resistorAt(330, 0, 1),
        at('straight-wire', 0, 2, STRAIGHT.horizontal),
        at('red-bulb-straight', 0, 3),
        at('corner-wire', 0, 4, CORNER.downLeft),
        at('t-wire', 1, 0, TEE.noLeft),
        at('switch', 1, 1, 0, { isOn: false }),
        at('mosfet', 1, 4),
        at('corner-wire', 2, 0, CORNER.upRight),
        at('battery', 2, 1),
        at('straight-wire', 2, 2, STRAIGHT.horizontal),
        at('straight-wire', 2, 3, STRAIGHT.horizontal),
        at('corner-wire', 2, 4, CORNER.upLeft),
      ],
      inventory: [{ type: 'straight-wire', count: 2, rotation: STRAIGHT.horizontal }],
      goal: [{ type: 'red-bulb', status: 'ON' }],
      successMessage: 'The gate is at 9 V, well above its 2 V threshold, so the MOSFET conducts and the bulb gets about 24 mA. The switch only drives the gate: no current flows through it.',
      failureMessage: 'Not yet. The two empty cells must join the switch to the MOSFET\'s gate, and the switch must be closed. Without a voltage on the gate the MOSFET stays shut.',
      tags: ['mosfet', 'switch'],
      tip: { message: 'Fill both empty cells in the middle row with wires, then tap the switch.', actions: { drag: true, tap: [{ rowIndex: 1, colIndex: 1 }] } },
      solution: {
        place: [at('straight-wire', 1, 2, STRAIGHT.horizontal), at('straight-wire', 1, 3, STRAIGHT.horizontal)],
        toggle: [{ row: 1, col: 1, isOn: true }],
      },
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
      successMessage: 'Correct. Until the capacitor passes about 2 V the MOSFET stays shut, so the lamp waits. That waiting is the timer.',
      failureMessage: 'Not quite. Think about the MOSFET\'s threshold: how does 1 V on the gate compare with it?',
    }),
  ],
};
