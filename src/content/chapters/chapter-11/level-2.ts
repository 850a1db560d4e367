// Chapter 11, level 2 — a potentiometer as a voltage divider: the whole track across the battery, the
// wiper picks a point along it. The plain probe on the wiper reads 4.5 V half way, 0 V at the track's
// − end, a quarter of the way 2.25 V; nothing flows out of the wiper, so nothing is taken from the share.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { puzzle, reads, scenario } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';
import { divider } from './circuits';

const half = { says: '4.5 V', read: 'voltage', map: divider(0.5) } as const;

export const level2: AuthoringLevel = {
  title: 'Sharing out the push',
  exercises: [
    info('A voltage divider', [
      'Now join **both** ends of the track to the battery, one to + and one to −: the current flows through the whole track.',
      'The wiper touches a point along it. Its voltage, measured from the battery\'s − side, is a **share** of the 9 V: 0 V with the wiper at the − end, 9 V at the + end, about 4.5 V half way.',
      'This is a **voltage divider**: it feeds parts that take almost no current, like a MOSFET\'s gate.',
    ], undefined, [half, { says: '0 V', read: 'voltage', map: divider(0) }], { teaches: ['voltage-divider'], uses: ['potentiometer', 'voltage-shares', 'voltage'] }),
    puzzle({
      title: 'Read the wiper',
      uses: ['voltage-divider', 'potentiometer', 'plain-probe'],
      description: 'Put the potentiometer in the bottom row with its wiper up under the plain probe, and close the loop to the right so the whole track sits across the battery. The probe reads the wiper\'s voltage against the battery\'s − side.',
      map: `
┌ B ─ ─ ┐
│ P| . . │
└ ?K^ ?─ ?─ ?┘`,
      goal: [reads.V(4.3, 4.7)],
      successMessage: 'About 4.5 V: with the knob half way, the wiper sits half way up the push, between the 9 V end and the 0 V end. No current flows out through the probe, so the share stays put.',
      failureMessage: 'The pot goes in the bottom row with its wiper on top, under the probe; two wires and a corner close the bottom row to the right-hand wire.',
      tags: ['potentiometer', 'divider', 'probe'],
      numbers: [{ says: '4.5 V', read: 'voltage' }, { says: '0 V', read: 'voltage', map: divider(0) }],
    }),
    quiz({
      title: 'Predict: wiper at the + end',
      uses: ['voltage-divider', 'voltage-shares', 'plain-probe'],
      question: 'You turn the knob until the wiper sits at the end of the track that is joined to the battery\'s +. What does the probe on the wiper read now?',
      answerType: 'text',
      supportingCircuit: picture(divider(1)),
      options: [
        'About 4.5 V: a wiper always gets half the push',
        'About 0 V: the track has used up all the push',
        'About 9 V: the wiper now touches the + side',
        'About 0 V: the current reaches the wiper last',
      ],
      correctOptionIndex: 2,
      successMessage: 'Right. With no track between the wiper and the + side, the wiper gets the whole push, and the whole track is between the wiper and −.',
      failureMessage: 'Not quite. The probe reads the voltage between the wiper and the battery\'s − side. How much of the track lies between them now?',
      numbers: [half, { says: '0 V', read: 'distractor' }],
    }),
    puzzle({
      title: 'From 0 to 9 V',
      uses: ['voltage-divider', 'potentiometer', 'plain-probe'],
      description: 'Build the divider again, wiper up under the probe: turning the knob must sweep the wiper from **0 V** through a quarter of the push to the full **9 V**.',
      map: `
┌ B ?─ ─ ┐
│ P| . . │
?└ ?K^ ?─ ?─ ?┘`,
      scenarios: [
        scenario('Knob at 0 %', { position: 0 }, [reads.V(0, 0.2)]),
        scenario('Knob at 25 %', { position: 0.25 }, [reads.V(2.1, 2.4)]),
        scenario('Knob at 100 %', { position: 1 }, [reads.V(8.8, 9)]),
      ],
      successMessage: 'At 0 % the wiper sits at the − end: 0 V. A quarter of the way up the track it gets a quarter of the push, about 2.25 V; at 100 % it touches the + end and gets about 9 V. That is how a volume knob hands out a voltage.',
      failureMessage: 'Close the loop round the pot: a wire in the top row, a corner on the left, two wires and a corner on the right. The pot\'s wiper faces up, into the probe.',
      tags: ['potentiometer', 'divider', 'probe'],
      numbers: [
        { says: '0 V', read: 'voltage', map: divider(0) },
        { says: '2.25 V', read: 'voltage', map: divider(0.25) },
      ],
    }),
  ],
};
