// Chapter 5, level 1 — a capacitor fills through a resistor: its voltage climbs fast, then slower.
// Through 330 Ω (no bulb) it reaches 8.6 V in 10 s; through 660 Ω only 7.0 V.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const FILL_330 = `
┌ B R330 ─ ┐
└ V+ C V- ┘`;

export const level1: AuthoringLevel = {
  title: 'Charging through a resistor',
  exercises: [
    info('Storing charge', [
      '{capacitor} A **capacitor** stores charge; you met it in chapter 3.',
      'Charge piles up on one side and leaves the other, but none crosses it. As it charges, its voltage climbs and the current slows. When its voltage equals the battery\'s, the current stops.',
      'A {resistor} in the same loop makes it charge **slowly**, slow enough to watch on the scope.',
    ], undefined, undefined, { teaches: ['capacitor'], uses: ['voltage', 'resistor', 'scope'] }),
    puzzle({
      title: 'Charge it up',
      description: 'Build the charging loop: the resistor in the top gap, then the + probe, the capacitor and the − probe along the bottom. Watch the capacitor\'s voltage climb on the scope.',
      map: `
┌ B ?R330 ─ ┐
└ ?V+ ?C ?V- ┘`,
      goal: [reads.V(8.3, 8.8)],
      successMessage: 'The purple line climbs quickly at first, then more and more slowly: about 8.6 V after 10 seconds.',
      failureMessage: 'The resistor goes in the top gap; along the bottom, the + probe, the capacitor, then the − probe.',
      tags: ['capacitor', 'probe'],
      uses: ['capacitor', 'voltage-probe'],
      numbers: [{ says: '8.6 V', read: 'voltage' }],
    }),
    puzzle({
      title: 'Fill it more slowly',
      description: 'Build the loop again, but choose the resistor that charges the capacitor more slowly, so it only reaches **between 6.5 and 7.5 V** in the 10 seconds.',
      map: `
┌ B ?R660 ─ ┐
└ ?V+ ?C ?V- ┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [reads.V(6.5, 7.5)],
      successMessage: '660 Ω lets the charge in more slowly: the capacitor only gets to about 7 V. Compare with 8.6 V through 330 Ω.',
      failureMessage: 'The 330 Ω resistor charges it too fast. Which resistor lets less current in?',
      tags: ['capacitor', 'probe', 'resistor'],
      uses: ['capacitor', 'voltage-probe', 'ohms-law'],
      numbers: [
        { says: '7 V', read: 'voltage' },
        { says: '8.6 V', read: 'voltage', map: FILL_330 },
      ],
    }),
    quiz({
      title: 'Check: a charged capacitor',
      question: 'This capacitor has been charging for a long time. How much current flows through the resistor now?',
      answerType: 'text',
      supportingCircuit: picture(FILL_330),
      options: ['Almost none: its voltage now matches the battery\'s', 'A steady current, as with a wire', 'More and more, as it gets fuller', 'It flows backwards into the battery'],
      correctOptionIndex: 0,
      uses: ['capacitor'],
      successMessage: 'Right. A charged capacitor pushes back as hard as the battery, so the current stops.',
      failureMessage: 'Not quite. As the capacitor charges, its voltage climbs towards the battery\'s. What happens to the current as the gap between the two shrinks?',
    }),
    puzzle({
      title: 'The first rush',
      description: 'Build a loop where the current probe counts the current into the empty capacitor. Pick the resistor that leaves **between 2.4 and 3 mA** still flowing after 10 seconds.',
      map: `
┌ B ?R560 ─ ┐
└ ?A ?C * ┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [reads.mA(2.4, 3)],
      successMessage: 'The green line starts at 16 mA, a rush into the empty capacitor, and sinks to 2.7 mA as it charges.',
      failureMessage: 'With 330 Ω the capacitor charges faster, so less still flows at the end. Try 560 Ω.',
      tags: ['capacitor', 'probe'],
      uses: ['capacitor', 'current-probe'],
      numbers: [
        { says: '16 mA', read: 'current', at: 0 },
        { says: '2.7 mA', read: 'current' },
      ],
    }),
  ],
};
