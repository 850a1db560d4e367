// Chapter 2, level 5 — a first MOSFET switch: a T-wire takes the battery's + to the gate.
// With the gate at 9 V the bulb gets 9 V ÷ (1 + 330 + 40 + 1.4) Ω ≈ 24 mA: ON. The gate draws no
// current, so a star on the gate wire is never collected — that is the star's lesson.
import { at, circuit, CORNER, quiz, resistorAt, STRAIGHT, TEE } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level5: AuthoringLevel = {
  title: 'Switching with a MOSFET',
  exercises: [
    circuit({
      title: 'Wake up the MOSFET',
      description: 'The bulb\'s current has to pass through the MOSFET from drain (top) to source (bottom). Join its gate (left) to the battery\'s + so it switches on.',
      rows: 3,
      cols: 4,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        resistorAt(330, 0, 1),
        at('red-bulb', 0, 3, 90),
        at('mosfet', 1, 3, 0),
        at('corner-wire', 2, 0, CORNER.upRight),
        at('battery', 2, 1, 0),
        at('straight-wire', 2, 2, STRAIGHT.horizontal),
        at('corner-wire', 2, 3, CORNER.upLeft),
      ],
      inventory: [
        { type: 't-wire', count: 1, rotation: 0 },
        { type: 'straight-wire', count: 3, rotation: STRAIGHT.horizontal },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [{ type: 'red-bulb', status: 'ON' }],
      successMessage: 'The gate sits at 9 V, far above the 2 V it needs, so the MOSFET conducts like a closed switch and the bulb gets about 24 mA. Did the star light? No current flows into a gate, so a star on the gate wire stays dark.',
      failureMessage: 'Not yet. Is the loop closed at the top? And is the gate joined to the + side of the battery? A T-wire on the left can split the + wire: one way up to the resistor, one way across to the gate.',
      tags: ['mosfet'],
      uses: ['mosfet', 'junction', 'mosfet-threshold'],
      tip: { message: 'Place the T-wire on the left and tap it to turn it, so it joins up, down and right.', actions: { rotation: [{ rowIndex: 1, colIndex: 0 }] } },
      solution: {
        place: [
          at('star', 0, 2),
          at('t-wire', 1, 0, TEE.noLeft),
          at('straight-wire', 1, 1, STRAIGHT.horizontal),
          at('straight-wire', 1, 2, STRAIGHT.horizontal),
        ],
      },
    }),
    quiz({
      title: 'Check: MOSFETs',
      question: 'What turns an n-channel MOSFET on, so that current flows from its drain to its source?',
      answerType: 'text',
      options: [
        'A steady current of a few mA flowing into the gate',
        'The gate joined to the battery\'s − side',
        'A voltage on the gate, about 2 V above the source',
        'A tap on it, like the switches in the puzzles',
      ],
      correctOptionIndex: 2,
      uses: ['mosfet', 'mosfet-threshold'],
      successMessage: 'Correct: the gate needs a voltage, not a current. That is why one small signal can switch a big load.',
      failureMessage: 'Not quite. Think back to the MOSFET card: what does the gate need before the MOSFET conducts from drain to source?',
    }),
  ],
};
