// Chapter 6, level 3 — polarity: batteries and diodes have a + and a − side. A blocked diode holds the
// whole 9 V; turning the battery round flips which diode passes.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const LIT = `
┌ B R330 ─ ┐
└ A D> * r┘`;

export const level3: AuthoringLevel = {
  title: 'Polarity',
  exercises: [
    info('Which way round?', [
      '{battery} The battery pushes current out of its **+** end. {diode} A diode passes it only one way.',
      'So the two must agree. Turn either one round and the diode blocks.',
      'LEDs are the same: the longer leg (the anode) connects towards the battery\'s **+**; a flat edge on the LED\'s rim marks the − leg.',
    ], undefined, undefined, { teaches: ['led-polarity'], uses: ['diode', 'led'] }),
    puzzle({
      title: 'Turn the battery',
      description: 'The diode is fixed. Build the loop around it, bulb included, and **turn** the battery so its push goes the diode\'s way.',
      map: `
┌ ?B< ?R330 ─ ┐
└ ?A< D< * ?r┘`,
      turned: true,
      goal: [bulb('red-bulb', 'ON'), reads.mA(20, 24)],
      successMessage: 'With + on the right, the current runs round the other way, the way the diode allows.',
      failureMessage: 'Is every gap filled, the bulb turned to join the loop? If the current is blocked, tap the battery to turn it round.',
      tags: ['diode', 'probe'],
      uses: ['diode', 'current-probe'],
      tip: { message: 'Tap the placed battery to turn it.', actions: { drag: true, rotation: [{ rowIndex: 0, colIndex: 1 }] } },
    }),
    puzzle({
      title: 'Pick a colour with the battery',
      description: 'The red path\'s diode passes current left to right. Finish the green path with its resistor, a diode facing the **other** way (passing right to left) and its bulb, and place the battery so that only the **green** bulb lights.',
      map: `
┌ ?B< ─ ─ ┐
├ R330 D> r- ┤
└ ?R330 ?D< ?g- ┘`,
      turned: true,
      goal: [bulb('red-bulb', 'OFF'), bulb('green-bulb', 'ON')],
      successMessage: 'One battery, two diodes: its direction decides which path conducts.',
      failureMessage: 'The green path needs its resistor, its diode (facing the other way from the red one) and its bulb. If the red path conducts, turn the battery round so the green one does.',
      tags: ['diode', 'parallel'],
      uses: ['diode', 'parallel'],
    }),
    puzzle({
      title: 'The LED that stays dark',
      description: 'Build the loop with the resistor, the probe and the LED. Out of the box this LED faces the wrong way: placed as it comes, it stays dark. **Turn** it so it lights.',
      map: `
┌ B ?R330 ?─ ┐
└ ?A ?gL> * ┘`,
      turned: true,
      goal: [bulb('green-led', 'ON'), reads.mA(19, 23)],
      successMessage: 'Now its longer leg, the anode, connects towards the battery\'s +: about 21 mA flows and it glows.',
      failureMessage: 'Still dark: the LED is blocking. Tap it to turn it round.',
      tags: ['led', 'probe'],
      uses: ['led-polarity', 'current-probe'],
      numbers: [{ says: '21 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: turn the battery round',
      question: 'This bulb is lit. You turn the battery round. What happens?',
      answerType: 'text',
      supportingCircuit: picture(LIT),
      options: ['It stays lit, as bulbs work both ways', 'It goes out: now the diode blocks', 'It gets brighter, as the push adds up', 'It blinks, as the diode flips over'],
      correctOptionIndex: 1,
      uses: ['diode'],
      successMessage: 'Right. The bulb does not mind, but the diode does: the current now meets it the blocking way.',
      failureMessage: 'Not quite. Turning the battery sends the current the other way round the loop. Which part in this loop cares about direction?',
    }),
    puzzle({
      title: 'The push on a blocking diode',
      description: 'The diode is turned to **block**, with the − probe after it: put the + probe before it. How much of the push is across a blocking diode?',
      map: `
┌ B R330 ─ ┐
└ ?V+ D< V- r┘`,
      goal: [bulb('red-bulb', 'OFF'), reads.V(8.5, 9)],
      successMessage: 'The whole 9 V is across the blocking diode: no current flows, so the resistor and the bulb have none of the push.',
      failureMessage: 'The + probe goes in the bottom row\'s free cell, before the diode.',
      tags: ['diode', 'probe'],
      uses: ['diode', 'voltage-probe'],
    }),
  ],
};
