// Chapter 4, level 1 — current splits at a junction and joins again; each path adds its share, so the
// battery gives more in total: one 330 Ω path 24 mA, two paths 48 mA, three paths 72 mA.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const TWO_PATHS = `
┌ B A< ─ ┐
├ R330 r- ─ ┤
└ R330 g- ─ ┘`;

export const level1: AuthoringLevel = {
  title: 'Current splits at junctions',
  exercises: [
    info('Paths between two points', [
      '{t-wire} At a **junction** the current splits: some goes each way. On the far side the paths join again, and their currents add up.',
      'Two equal paths get equal shares. Each new path adds its own share, so the battery gives **more** current in total.',
      'As in chapter 2: two equal resistors in parallel make **half** the resistance, and the total is always less than the smallest one.',
    ], '/lessons/series-parallel.svg', undefined, { teaches: ['junction-currents', 'parallel-resistance'], uses: ['parallel', 'junction', 'current'] }),
    puzzle({
      title: 'A second path',
      description: 'The red path is built, but not yet joined. Put a **T-wire** at each end of it, the junctions where the current splits and joins again, and build the green path below. Then read the **total** current on the probe at the top.',
      map: TWO_PATHS.replace('├ R330 r- ─ ┤', '?├ R330 r- ─ ?┤').replace('└ R330 g- ─', '└ ?R330 ?g- ?─'),
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON'), reads.mA(45, 52)],
      successMessage: 'The probe reads about 48 mA: 24 mA for each path. Two paths, twice the current from the battery.',
      failureMessage: 'A T-wire at each end of the red path, joining up, down and to the path; then the bottom row: the resistor first, then the green bulb, then a wire.',
      tags: ['parallel', 'probe'],
      uses: ['junction-currents', 'current-probe'],
      numbers: [
        { says: '48 mA', read: 'current' },
        { says: '24 mA', read: 'current', map: `┌ B ─ ─ ┐\n├ R330 r- A ┤\n└ R330 g- ─ ┘` },
      ],
    }),
    puzzle({
      title: 'Measure one path',
      description: 'Build the red path with the current probe **inside** it, so only that path\'s current flows through the probe.',
      map: `
┌ B ─ ─ ┐
├ ?R330 ?r- ?A ┤
└ R330 g- * ┘`,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON'), reads.mA(22, 26)],
      successMessage: 'About 24 mA: half of the 48 mA total. The paths are equal, so the current splits evenly.',
      failureMessage: 'The middle row needs its resistor, the red bulb and the probe, so that path is closed through the probe.',
      tags: ['parallel', 'probe'],
      uses: ['junction-currents', 'current-probe'],
      numbers: [
        { says: '24 mA', read: 'current' },
        { says: '48 mA', read: 'current', map: TWO_PATHS },
      ],
    }),
    quiz({
      title: 'Check: the total',
      question: 'Each path here carries about 24 mA. What does the probe at the top read?',
      answerType: 'text',
      supportingCircuit: picture(TWO_PATHS),
      options: ['About 12 mA', 'About 24 mA', 'About 48 mA', 'About 96 mA'],
      correctOptionIndex: 2,
      uses: ['junction-currents', 'current-probe'],
      successMessage: 'Yes: the paths\' currents add up where they join, 24 + 24 ≈ 48 mA.',
      failureMessage: 'Not quite. Follow the current back to the battery: which paths\' current passes the probe at the top?',
      numbers: [
        { says: '24 mA', read: 'current', map: `┌ B ─ ─ ┐\n├ R330 r- A ┤\n└ R330 g- ─ ┘` },
        { says: '48 mA', read: 'current', map: TWO_PATHS },
        { says: '12 mA', read: 'distractor' },
        { says: '96 mA', read: 'distractor' },
      ],
    }),
    puzzle({
      title: 'Three paths',
      description: 'Add the yellow path at the bottom, with the two **T-wires** that join it to the green path above. How much does the battery give now?',
      map: `
┌ B A< ─ ┐
├ R330 r- ─ ┤
?├ R330 g- ─ ?┤
└ ?R330 ?y- ?─ ┘`,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON'), bulb('yellow-bulb', 'ON'), reads.mA(68, 76)],
      successMessage: 'About 72 mA: three paths of 24 mA. Each bulb still gets its own share, so all three shine.',
      failureMessage: 'The green row needs a T-wire at each end, so the current can go on down; the bottom row needs all three pieces: resistor, yellow bulb and a wire to the corner.',
      tags: ['parallel', 'probe'],
      uses: ['junction-currents', 'current-probe'],
      numbers: [
        { says: '72 mA', read: 'current' },
        { says: '24 mA', read: 'current', map: `┌ B ─ ─ ┐\n├ R330 r- A ┤\n├ R330 g- ─ ┤\n└ R330 y- ─ ┘` },
      ],
    }),
  ],
};
