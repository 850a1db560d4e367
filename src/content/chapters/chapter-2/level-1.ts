// Chapter 2, level 1 — reading schematic symbols, and two 660 Ω resistors in parallel acting as 330 Ω.
import { at, circuit, CORNER, info, quiz, resistorAt, STRAIGHT, TEE } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

const parallelResistorsFrame = [
  at('corner-wire', 0, 0, CORNER.downRight),
  at('battery', 0, 1),
  at('straight-wire', 0, 2, STRAIGHT.horizontal),
  at('straight-wire', 0, 3, STRAIGHT.horizontal),
  at('corner-wire', 0, 4, CORNER.downLeft),
  at('red-bulb', 1, 4, 180),
  at('corner-wire', 2, 0, CORNER.upRight),
  at('t-wire', 1, 0, TEE.noLeft),
];
const parallelResistorsBuild = [
  resistorAt(660, 1, 1),
  at('t-wire', 1, 2, TEE.noTop),
  at('star', 1, 3),
  resistorAt(660, 2, 1),
  at('corner-wire', 2, 2, CORNER.upLeft),
];

export const level1: AuthoringLevel = {
  title: 'Reading schematic symbols',
  exercises: [
    info('Circuits on paper', [
      'Engineers draw circuits as **schematics**: symbols joined by lines. A line is a wire; a dot joins wires.',
      '{battery}: one cell is a long line (+) and a short line (−); a battery is drawn as several cells. {resistor}: a zigzag. {red-bulb}: a circle with a cross.',
      '{switch}: a line lifting off its contact. {t-wire} (a junction): three wires meeting at a dot.',
      'Use the schematic toggle in a puzzle: the circuit works exactly the same.',
    ], '/lessons/schematic-symbols.svg', undefined, { teaches: ['schematic-symbols'], uses: ['switch', 'junction', 'resistor'] }),
    quiz({
      title: 'Spot the symbol',
      question: 'Which part limits the current so that a bulb does not burn out?',
      answerType: 'icon',
      symbols: true,
      options: ['battery', 'resistor', 'switch', 't-wire'],
      correctOptionIndex: 1,
      uses: ['schematic-symbols', 'resistor'],
      successMessage: 'Yes, the resistor — a zigzag in a schematic.',
      failureMessage: 'Not quite. Think about what each part does to the current: which one holds it back?',
    }),
    circuit({
      title: 'Two resistors, two paths',
      description: 'You only have 660 Ω resistors, and one of them alone lets just 13 mA through: the bulb would be dim. The T-wire on the left already splits the wire. Join both resistors in **parallel**, between the same two junctions, so the current has two paths and the bulb shines.',
      rows: 3,
      cols: 5,
      prePlacedComponents: parallelResistorsFrame,
      inventory: [
        { type: 'resistor', count: 2, rotation: 0, resistanceValue: 660 },
        { type: 't-wire', count: 1, rotation: 0 },
        { type: 'corner-wire', count: 1, rotation: 0 },
        { type: 'straight-wire', count: 1, rotation: 0 },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [{ type: 'red-bulb', status: 'ON' }],
      successMessage: 'Two equal resistors in parallel make half the resistance: two 660 Ω act like one 330 Ω, and each path carries half of the 24 mA. Two paths let more current through than either one alone.',
      failureMessage: 'Not quite. In series the two 660 Ω let only about 7 mA through, and one alone about 13 mA: both leave the bulb dim. Split the wire with a T-wire, give each branch one resistor, and join the branches again.',
      tags: ['resistor', 'parallel'],
      teaches: ['parallel-resistance'],
      uses: ['parallel', 'junction', 'series-resistance', 'bulb-states'],
      solution: { place: parallelResistorsBuild },
    }),
    quiz({
      title: 'Check: reading a schematic',
      question: 'How are the two 660 Ω resistors in this circuit connected?',
      answerType: 'text',
      supportingCircuit: [...parallelResistorsFrame, ...parallelResistorsBuild],
      options: [
        'In series: the current flows through one, then the other',
        'In parallel: the current splits between them, then joins',
        'Not joined: they sit beside the bulb, not in its loop',
        'Shorted: they join the battery\'s two ends directly',
      ],
      correctOptionIndex: 1,
      uses: ['parallel', 'schematic-symbols'],
      successMessage: 'Right. Parts between the same two junctions are in parallel.',
      failureMessage: 'Not quite. Follow the current from one junction dot: does it have one path to take, or more than one?',
    }),
  ],
};
