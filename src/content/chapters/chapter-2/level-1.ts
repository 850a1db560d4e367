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
];
const parallelResistorsBuild = [
  at('t-wire', 1, 0, TEE.noLeft),
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
      '{battery} Battery: a long line (+) and a short line (−). {resistor} Resistor: a zigzag. {red-bulb} Bulb: a circle with a cross.',
      '{switch} Switch: a line lifting off its contact. {t-wire} Junction: three wires meeting at a dot.',
      'Use the schematic toggle in a puzzle: the circuit works exactly the same.',
    ], '/lessons/schematic-symbols.svg'),
    quiz({
      title: 'Spot the symbol',
      question: 'Which part limits the current so that a bulb does not burn out?',
      answerType: 'icon',
      symbols: true,
      options: ['battery', 'resistor', 'switch', 't-wire'],
      correctOptionIndex: 1,
      successMessage: 'Yes, the resistor — a zigzag in a schematic.',
      failureMessage: 'Not quite. Think about what each part does to the current: which one holds it back?',
    }),
    circuit({
      title: 'Two resistors side by side',
      description: 'You only have 660 Ω resistors, and one of them alone lets just 13 mA through: the bulb would be dim. Join both in **parallel**, between two junctions, so the current has two paths and the bulb shines.',
      rows: 3,
      cols: 5,
      prePlacedComponents: parallelResistorsFrame,
      inventory: [
        { type: 'resistor', count: 2, rotation: 0, resistanceValue: 660 },
        { type: 't-wire', count: 2, rotation: 0 },
        { type: 'corner-wire', count: 1, rotation: 0 },
        { type: 'straight-wire', count: 1, rotation: 0 },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [{ type: 'red-bulb', status: 'ON' }],
      successMessage: 'Two 660 Ω resistors in parallel act like one 330 Ω resistor: each path carries half of the 24 mA.',
      failureMessage: 'Not quite. In series the two 660 Ω let only about 7 mA through, and one alone about 13 mA: both leave the bulb dim. Split the wire with a T-wire, give each branch one resistor, and join the branches again.',
      tags: ['resistor', 'parallel'],
      solution: { place: parallelResistorsBuild },
    }),
    quiz({
      title: 'Check: reading a schematic',
      question: 'In this circuit the two resistors sit on separate branches between the same two junction dots. How are they connected?',
      answerType: 'text',
      supportingCircuit: [...parallelResistorsFrame, ...parallelResistorsBuild],
      options: [
        'In series: the current flows through one, then the other',
        'In parallel: the current splits between them, then joins',
        'Not joined: they sit beside the bulb, not in its loop',
        'Shorted: they join the battery\'s two ends directly',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. Parts between the same two junctions are in parallel.',
      failureMessage: 'Not quite. Follow the current from one junction dot: does it have one path to take, or more than one?',
    }),
  ],
};
