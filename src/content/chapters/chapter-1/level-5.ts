// Chapter 1, level 5 — bulbs in parallel, each branch with its own 330 Ω resistor:
// each branch 370 Ω, together 185 Ω, battery current 9 V ÷ 186 Ω ≈ 48 mA, ≈ 24 mA per bulb: both ON.
import { at, circuit, CORNER, resistorAt, STRAIGHT, TEE } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level5: AuthoringLevel = {
  title: 'Bulbs in parallel',
  exercises: [
    circuit({
      title: 'Two bulbs, two paths',
      description: 'The T-wires split the loop into two branches, one per bulb. Give each branch what its bulb needs so that both shine brightly.',
      rows: 3,
      cols: 5,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        at('battery', 0, 1),
        at('straight-wire', 0, 2, STRAIGHT.horizontal),
        at('straight-wire', 0, 3, STRAIGHT.horizontal),
        at('corner-wire', 0, 4, CORNER.downLeft),
        at('t-wire', 1, 0, TEE.noLeft),
        at('yellow-bulb', 1, 2, 90),
        at('t-wire', 1, 4, TEE.noRight),
        at('corner-wire', 2, 0, CORNER.upRight),
        at('red-bulb', 2, 4, 180),
      ],
      inventory: [
        { type: 'resistor', count: 2, rotation: 0, resistanceValue: 330 },
        { type: 'straight-wire', count: 3, rotation: STRAIGHT.horizontal },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [
        { type: 'yellow-bulb', status: 'ON' },
        { type: 'red-bulb', status: 'ON' },
      ],
      successMessage: 'Each branch has its own 330 Ω resistor, so each bulb gets about 24 mA, and the battery delivers both together: about 48 mA.',
      failureMessage: 'Not quite. Each branch is its own path from + to −, so each bulb needs its own resistor. A branch without one lets about 220 mA through its bulb.',
      tags: ['parallel', 'resistor'],
      teaches: ['junction-currents'],
      uses: ['parallel', 'junction', 'resistor', 'bulb-states'],
      solution: {
        place: [
          resistorAt(330, 1, 1),
          at('straight-wire', 1, 3, STRAIGHT.horizontal),
          resistorAt(330, 2, 1),
          at('star', 2, 2),
          at('straight-wire', 2, 3, STRAIGHT.horizontal),
        ],
      },
    }),
  ],
};
