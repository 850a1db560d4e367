// Chapter 1, level 3 — switches: a gap in the loop that the learner opens and closes by tapping.
import { at, circuit, CORNER, info, resistorAt, STRAIGHT } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level3: AuthoringLevel = {
  title: 'Switches',
  exercises: [
    info('Switches open and close the loop', [
      'A {switch} is a gap you can control.',
      'When a switch is **on** (closed), its two sides are joined and current flows through it. When it is **off** (open), the loop has a gap and every bulb in that loop goes dark.',
      'The light switch on your wall does this for a loop of mains wiring. **Never** open or touch mains wiring: it can kill. Experiment with batteries only.',
      'In the puzzles, tap a switch to flip it.',
    ], '/lessons/switch.svg', undefined, { teaches: ['switch', 'mains-safety'], uses: ['loop'] }),
    circuit({
      title: 'Flip the switch',
      description: 'Finish the loop with the parts in the tray, then close the switch so the bulb lights.',
      rows: 2,
      cols: 5,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        at('battery', 0, 1),
        at('switch', 0, 2, 0, { isOn: false }),
        at('corner-wire', 0, 4, CORNER.downLeft),
        at('corner-wire', 1, 0, CORNER.upRight),
        at('straight-wire', 1, 1, STRAIGHT.horizontal),
        at('straight-wire', 1, 2, STRAIGHT.horizontal),
        at('red-bulb', 1, 4, 180),
      ],
      inventory: [
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 },
        { type: 'straight-wire', count: 1, rotation: STRAIGHT.horizontal },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [{ type: 'red-bulb', status: 'ON' }],
      successMessage: 'Switch closed, loop complete, bulb on. Tap the switch again and watch the bulb go out: an open switch is a gap.',
      failureMessage: 'Not yet. Is the switch closed (on)? Is there a resistor in the loop to protect the bulb? Are both empty cells filled?',
      tags: ['switch', 'resistor'],
      uses: ['switch', 'resistor', 'bulb-states'],
      tip: { message: 'Tap the switch to close it.', actions: { tap: [{ rowIndex: 0, colIndex: 2 }] } },
      solution: {
        place: [resistorAt(330, 0, 3), at('star', 1, 3)],
        toggle: [{ row: 0, col: 2, isOn: true }],
      },
    }),
  ],
};
