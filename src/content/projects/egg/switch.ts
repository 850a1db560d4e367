// Egg Timer, level 3 — the start button: a switch closes the loop. 9 V through 1 + 330 + 40 Ω ≈ 24 mA,
// so the yellow bulb is ON only once the missing wire is in and the switch is tapped on.
import { at, circuit, CORNER, info, resistorAt, STRAIGHT } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const switchLevel: AuthoringLevel = {
  title: 'Switch',
  exercises: [
    info('The start button', [
      '{switch} A **switch** is a gap you can open and close. Closed, current flows through it like a wire; open, the loop is broken.',
      'On the breadboard the delay starts when you close the start switch: current flows into the circuit and the capacitor begins to charge. Use a switch that stays closed: a push button would charge it only while you hold it.',
      'On the grid, **tap** a switch to close it or open it again.',
    ], '/lessons/switch.svg', undefined, { uses: ['switch', 'capacitor'] }),
    circuit({
      title: 'Start the circuit',
      description: 'One wire is missing on the left and the switch is open. Fill the gap, then tap the switch to close it so the yellow bulb lights.',
      rows: 3,
      cols: 4,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        resistorAt(330, 0, 1),
        at('switch', 0, 2, 0, { isOn: false }),
        at('corner-wire', 0, 3, CORNER.downLeft),
        at('yellow-bulb', 1, 3),
        at('corner-wire', 2, 0, CORNER.upRight),
        at('battery', 2, 1),
        at('straight-wire', 2, 2, STRAIGHT.horizontal),
        at('corner-wire', 2, 3, CORNER.upLeft),
      ],
      inventory: [{ type: 'straight-wire', count: 1, rotation: STRAIGHT.vertical }],
      goal: [{ type: 'yellow-bulb', status: 'ON' }],
      successMessage: 'The loop is closed and the switch lets current through: about 24 mA, so the bulb shines. In the delay switch this switch starts the countdown.',
      failureMessage: 'The bulb is still dark. Is the gap on the left filled with an up–down wire? And is the switch closed? Tap it to flip it.',
      tags: ['switch'],
      uses: ['switch', 'loop'],
      tip: { message: 'Drag the wire into the empty cell on the left, then tap the switch.', actions: { drag: true, tap: [{ rowIndex: 0, colIndex: 2 }] } },
      solution: { place: [at('straight-wire', 1, 0, STRAIGHT.vertical)], toggle: [{ row: 0, col: 2, isOn: true }] },
    }),
  ],
};
