// Chapter 2, level 2 — the diode: conducts from anode to cathode, drops about 0.7 V
// (Shockley, IS = 1e-14 A: ≈ 0.73 V at 22 mA), so 330 Ω + bulb still gets (9 − 0.73) V ÷ 371 Ω ≈ 22 mA: ON.
import { at, circuit, CORNER, info, resistorAt, STRAIGHT } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level2: AuthoringLevel = {
  title: 'Diodes: one-way streets',
  exercises: [
    info('The diode', [
      'A {diode} lets current through **one way only**: it **conducts** one way and **blocks** the other.',
      'In its symbol the triangle points the way current may flow: in at its flat side, the **anode**, out at the bar, the **cathode**.',
      'A voltage is always **between two points**. Across a conducting diode there is only about 0.7 V, so most of the 9 V is left for the rest: with 330 Ω and a bulb, about 22 mA flows. The bulb is ON.',
    ], '/lessons/diode.svg', undefined, { teaches: ['diode', 'diode-voltage'], uses: ['voltage', 'current'] }),
    circuit({
      title: 'Point the diode the right way',
      description: 'Current leaves the battery at +, goes round through the bulb and the resistor and comes back to −. Place the diode so that its anode faces where the current comes from.',
      rows: 2,
      cols: 5,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        at('battery', 0, 1),
        resistorAt(330, 0, 3),
        at('corner-wire', 0, 4, CORNER.downLeft),
        at('corner-wire', 1, 0, CORNER.upRight),
        at('straight-wire', 1, 1, STRAIGHT.horizontal),
        at('straight-wire', 1, 2, STRAIGHT.horizontal),
        at('red-bulb', 1, 4, 180),
      ],
      inventory: [
        { type: 'diode', count: 1, rotation: 180 },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [{ type: 'red-bulb', status: 'ON' }],
      successMessage: 'The current enters at the anode and leaves at the cathode, so the diode lets it through. The bulb gets about 22 mA.',
      failureMessage: 'Not yet. Is the diode in the gap, and pointing the right way? Follow the current from the battery\'s + end around the loop: it must enter the diode at the anode (the triangle\'s flat side), not at the bar.',
      tags: ['diode'],
      uses: ['diode'],
      tip: { message: 'Tap the diode twice to turn it round: each tap is a quarter turn.', actions: { rotation: [{ rowIndex: 0, colIndex: 2 }] } },
      solution: { place: [at('diode', 0, 2, 0), at('star', 1, 3)] },
    }),
  ],
};
