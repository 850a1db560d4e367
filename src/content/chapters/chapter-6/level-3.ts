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
      'So the two must agree. Turn either one round and the valve shuts.',
      'LEDs are the same: the longer leg goes towards **+**.',
    ]),
    puzzle({
      title: 'Turn the battery',
      description: 'The diode is fixed. Place the battery and **turn** it so its push goes the diode\'s way.',
      map: `
┌ ?B< R330 ─ ┐
└ A D< * r┘`,
      turned: true,
      goal: [bulb('red-bulb', 'ON'), reads.mA(20, 24)],
      successMessage: 'With + on the right, the current runs round the other way, the way the diode allows.',
      failureMessage: 'The current is blocked. Tap the battery to turn it round.',
      tags: ['diode', 'probe'],
      tip: { message: 'Tap the placed battery to turn it.', actions: { drag: true, rotation: [{ rowIndex: 0, colIndex: 1 }] } },
    }),
    puzzle({
      title: 'Pick a colour with the battery',
      description: 'The diodes face opposite ways. Place the battery so that only the **green** bulb lights.',
      map: `
┌ ?B< ─ ─ ┐
├ R330 D> r- ┤
└ R330 D< g- ┘`,
      turned: true,
      goal: [bulb('red-bulb', 'OFF'), bulb('green-bulb', 'ON')],
      successMessage: 'One battery, two valves: its direction decides which path is open.',
      failureMessage: 'Now the red path is open. Turn the battery round to open the green one.',
      tags: ['diode', 'parallel'],
    }),
    puzzle({
      title: 'The LED that stays dark',
      description: 'Out of the box this LED faces the wrong way: placed as it comes, it stays dark. Place it and **turn** it so it lights.',
      map: `
┌ B R330 ─ ┐
└ A ?gL> * ┘`,
      turned: true,
      goal: [bulb('green-led', 'ON'), reads.mA(19, 23)],
      successMessage: 'Now its longer leg, the + side, faces the battery\'s +: about 21 mA flows and it glows.',
      failureMessage: 'Still dark: the LED is blocking. Tap it to turn it round.',
      tags: ['led', 'probe'],
      numbers: [{ says: '21 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: turn the battery round',
      question: 'This bulb is lit. You turn the battery round. What happens?',
      answerType: 'text',
      supportingCircuit: picture(LIT),
      options: ['It stays lit, as bulbs work both ways', 'It goes out: now the diode blocks', 'It gets brighter, as the push adds up', 'It blinks, as the diode flips over'],
      correctOptionIndex: 1,
      successMessage: 'Right. The bulb does not mind, but the diode does: the current now meets the shut side.',
      failureMessage: 'Not quite. Turning the battery sends the current the other way round the loop. Which part in this loop cares about direction?',
    }),
    puzzle({
      title: 'The push on a shut valve',
      description: 'The diode is turned to **block**, with the − probe after it. Put the + probe before it: what push does a shut valve hold back?',
      map: `
┌ B R330 ─ ┐
└ ?V+ D< V- r┘`,
      goal: [bulb('red-bulb', 'OFF'), reads.V(8.5, 9)],
      successMessage: 'The whole 9 V sits across the shut valve: it holds back all of the push.',
      failureMessage: 'The + probe goes in the bottom row\'s free cell, before the diode.',
      tags: ['diode', 'probe'],
    }),
  ],
};
