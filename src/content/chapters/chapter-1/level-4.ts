// Chapter 1, level 4 — bulbs in series: one path, one current, resistances add
// (9 V ÷ (1 + 330 + 40 + 40) Ω ≈ 22 mA: both ON; with 560 Ω instead ≈ 14 mA: both DIM).
import { at, circuit, CORNER, info, resistorAt, STRAIGHT } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level4: AuthoringLevel = {
  title: 'Bulbs in series',
  exercises: [
    info('One path or two?', [
      'Two bulbs can share one battery in two ways.',
      '**Series**: one after the other, in one loop. The same current flows through both; if one breaks, both go dark. With 330 Ω, about 22 mA: both ON.',
      '**Parallel**: joined between the same two points, each on its own path. A {t-wire} junction splits the current into branches and another joins them. Here each branch, with its own {resistor}, shines as if alone.',
    ], '/lessons/series-parallel.svg', undefined, { teaches: ['series', 'parallel', 'junction'], uses: ['current', 'resistor'] }),
    circuit({
      title: 'Two bulbs, one loop',
      description: 'Put the green bulb into the loop in series with the red one, so both shine. Choose the resistor carefully: every extra ohm takes current away from both bulbs.',
      rows: 2,
      cols: 5,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        at('battery', 0, 1),
        at('corner-wire', 0, 4, CORNER.downLeft),
        at('red-bulb', 1, 4, 180),
      ],
      inventory: [
        { type: 'green-bulb', count: 1, rotation: 0 },
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 },
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 560 },
        { type: 'straight-wire', count: 3, rotation: STRAIGHT.horizontal },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [
        { type: 'red-bulb', status: 'ON' },
        { type: 'green-bulb', status: 'ON' },
      ],
      successMessage: 'Both bulbs share one current of about 22 mA: 9 V ÷ (1 + 330 + 40 + 40) Ω, counting the battery\'s 1 Ω and each bulb\'s 40 Ω. That is series.',
      failureMessage: 'Not quite. The green bulb is a corner piece — where is the loop missing a corner? With 560 Ω the shared current is only 14 mA, so both bulbs are dim.',
      tags: ['series', 'resistor'],
      uses: ['series', 'series-resistance', 'ohms-law', 'inside-resistance', 'bulb-states'],
      solution: {
        place: [
          resistorAt(330, 0, 2),
          at('straight-wire', 0, 3, STRAIGHT.horizontal),
          at('green-bulb', 1, 0, 270),
          at('straight-wire', 1, 1, STRAIGHT.horizontal),
          at('straight-wire', 1, 2, STRAIGHT.horizontal),
          at('star', 1, 3),
        ],
      },
    }),
  ],
};
