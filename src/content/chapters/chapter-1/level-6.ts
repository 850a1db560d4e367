// Chapter 1, level 6 — a switch in one parallel branch controls only that branch.
import { at, circuit, CORNER, quiz, resistorAt, STRAIGHT, TEE } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level6: AuthoringLevel = {
  title: 'Switches in parallel circuits',
  exercises: [
    circuit({
      title: 'One switch, one bulb',
      description: 'The yellow bulb\'s branch is finished and has its own switch. Complete the red bulb\'s branch so the red bulb shines — while the yellow bulb rests.',
      rows: 3,
      cols: 5,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        at('battery', 0, 1),
        at('straight-wire', 0, 2, STRAIGHT.horizontal),
        at('straight-wire', 0, 3, STRAIGHT.horizontal),
        at('corner-wire', 0, 4, CORNER.downLeft),
        at('t-wire', 1, 0, TEE.noLeft),
        at('switch', 1, 1, 0, { isOn: true }),
        resistorAt(330, 1, 2),
        at('yellow-bulb', 1, 3, 90),
        at('t-wire', 1, 4, TEE.noRight),
        at('corner-wire', 2, 0, CORNER.upRight),
        at('red-bulb', 2, 4, 180),
      ],
      inventory: [
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 },
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 560 },
        { type: 'straight-wire', count: 2, rotation: STRAIGHT.horizontal },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [
        { type: 'red-bulb', status: 'ON' },
        { type: 'yellow-bulb', status: 'OFF' },
      ],
      successMessage: 'The open switch breaks only the yellow branch. The red branch is still a closed loop through the battery, so the red bulb keeps shining.',
      failureMessage: 'Not quite. The red bulb needs a branch with a resistor that lets it shine fully (330 Ω: 24 mA). And the yellow bulb only rests when its switch is open.',
      tags: ['switch', 'parallel', 'resistor'],
      uses: ['switch', 'parallel', 'resistor'],
      solution: {
        place: [resistorAt(330, 2, 1), at('star', 2, 2), at('straight-wire', 2, 3, STRAIGHT.horizontal)],
        toggle: [{ row: 1, col: 1, isOn: false }],
      },
    }),
    quiz({
      title: 'Check: series and parallel',
      question: 'Two bulbs are in parallel, each on its own branch with its own resistor. You open a switch on the first branch. What happens to the second bulb?',
      answerType: 'text',
      options: [
        'It goes off too: both bulbs share the one loop',
        'It goes dim: the battery is now shared',
        'It stays on: its own branch is still closed',
        'It burns out: it now gets all the current',
      ],
      correctOptionIndex: 2,
      uses: ['switch', 'parallel', 'series'],
      successMessage: 'Right. Parallel branches are separate paths; in series the second bulb would have gone dark too.',
      failureMessage: 'Not quite. In parallel each branch has its own path from + to −. Follow the second bulb\'s path: does the open switch sit on it?',
    }),
  ],
};
