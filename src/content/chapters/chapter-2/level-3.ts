// Chapter 2, level 3 — diode direction depends on battery polarity: flip the battery, not the diode.
// The learner also places the bulb's resistor (a wire there lets about 200 mA through: it bursts).
import { at, circuit, CORNER, quiz, resistorAt, STRAIGHT } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level3: AuthoringLevel = {
  title: 'Diode direction and polarity',
  exercises: [
    circuit({
      title: 'Which way round?',
      description: 'This diode is fixed in place. Put the battery in so the current flows through the diode the way it allows — from anode to cathode — and give the bulb its resistor.',
      rows: 2,
      cols: 5,
      prePlacedComponents: [
        at('corner-wire', 0, 0, CORNER.downRight),
        at('straight-wire', 0, 3, STRAIGHT.horizontal),
        at('corner-wire', 0, 4, CORNER.downLeft),
        at('corner-wire', 1, 0, CORNER.upRight),
        at('diode', 1, 1, 0),
        at('straight-wire', 1, 2, STRAIGHT.horizontal),
        at('red-bulb', 1, 4, 180),
      ],
      inventory: [
        { type: 'battery', count: 1, rotation: 0 },
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 },
        { type: 'straight-wire', count: 1, rotation: STRAIGHT.horizontal },
        { type: 'star', count: 1, rotation: 0 },
      ],
      goal: [{ type: 'red-bulb', status: 'ON' }],
      successMessage: 'With + on the right, the current flows through the resistor and the bulb first, then enters the diode at its anode and leaves at its cathode. Polarity matters whenever a diode is in the loop.',
      failureMessage: 'Not yet. Are the battery and the resistor in the loop, and is the diode blocking? Its anode is on its right, so the current must reach it from the right. Which end of the battery should face right?',
      tags: ['diode'],
      uses: ['diode'],
      solution: { place: [at('battery', 0, 1, 180), resistorAt(330, 0, 2), at('star', 1, 3)] },
    }),
    quiz({
      title: 'Check: diodes',
      question: 'A bulb, a 330 Ω resistor and a diode are in a loop with the 9 V battery, and the bulb is ON. You turn the diode around. What happens?',
      answerType: 'text',
      options: [
        'Nothing: a diode works the same both ways round',
        'The bulb burns out: the diode stops holding it back',
        'The bulb gets brighter: the diode no longer takes 0.7 V',
        'The bulb goes off: the diode now blocks the current',
      ],
      correctOptionIndex: 3,
      uses: ['diode', 'diode-voltage'],
      successMessage: 'Correct. A diode only conducts from anode to cathode; turned round, it is like a gap.',
      failureMessage: 'Not quite. A diode is a one-way street. Think about which way the current meets it after the turn.',
    }),
  ],
};
