// Chapter 10's three levels (docs/course.md "Fault finding"): the method on one loop; the fault kinds
// (short, flat, wrong value); parallel branches, a diode and a MOSFET.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';
import { faultPuzzle } from './fault-puzzle';

/** Battery, 330 Ω and a red bulb in one loop. */
const LOOP = `
┌ B ┐
└ R330 r┘`;

/** The same loop with a wire more on top. */
const LONG_LOOP = `
┌ B ─ ┐
└ R330 ─ r┘`;

/** Red and green bulbs in series with 330 Ω. */
const TWO_BULBS = `
┌ B ─ ┐
└ R330 r- g┘`;

/** Two branches, each 330 Ω and a bulb, side by side across the battery. */
const PARALLEL = `
┌ B ─ ┐
├ R330 r- ┤
└ R330 g- ┘`;

const DIODE_LOOP = `
┌ B ─ ┐
└ R330 D> r┘`;

/** Chapter 7's MOSFET switch, with its 660 Ω pull-down from the gate wire to the − wire. */
const MOSFET = `
┌ R330 ─ r- ┐
├ S1 ─ ┬ M
│ . . R660| │
└ B ─ ┴ ┘`;

export const level1: AuthoringLevel = {
  title: 'The method',
  exercises: [
    info('Something is broken', [
      'A finished circuit does not do what it should. One part is broken.',
      'Choose **Measure** and touch a part: you read the **voltage across** it and the **current through** it, the two readings a real meter gives: voltage with its two leads on the two sides of the part, current when it is put into the loop.',
      'Every reading counts. Name the broken part in as few as you can to win the star.',
    ], undefined, undefined, { teaches: ['meter', 'fault-finding'], uses: ['voltage', 'current', 'loop'] }),
    faultPuzzle({
      title: 'Read the symptom',
      description: 'The red bulb should shine, but it stays dark. No current flows. Measure the parts of the loop and find the one that breaks it.',
      map: LOOP,
      fault: { row: 1, col: 2, kind: 'open' },
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'The bulb\'s filament is broken: the battery\'s whole 9 V sits across it, and nothing flows.',
      uses: ['meter', 'fault-finding', 'loop', 'bulb-states'],
    }),
    faultPuzzle({
      title: 'Across the dark bulb',
      description: 'Dark again. Measure across the bulb first: no voltage across it means the break is somewhere else.',
      map: LOOP,
      fault: { row: 1, col: 1, kind: 'open' },
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'The resistor is open. With no current, every whole part reads no voltage and the open one reads the full 9 V.',
      uses: ['meter', 'fault-finding', 'voltage-shares', 'resistor'],
    }),
    faultPuzzle({
      title: '9 V across the gap',
      description: 'A wire can break too. Find the part with the battery\'s whole push across it.',
      map: LONG_LOOP,
      fault: { row: 0, col: 2, kind: 'open' },
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'A broken wire: the full 9 V across it and no current through it. A whole wire has almost no voltage across it.',
      uses: ['meter', 'fault-finding', 'loop'],
    }),
    quiz({
      title: 'Check: where is the push?',
      question: 'A series loop is broken in one place and no current flows. Across which part does the meter read 9 V?',
      answerType: 'text',
      supportingCircuit: picture(LOOP),
      options: ['Across every part', 'Across the broken part only', 'Across the battery only, never a part', 'Across no part at all'],
      correctOptionIndex: 1,
      successMessage: 'Yes. With no current, whole parts drop nothing, so the battery\'s push all sits across the gap.',
      failureMessage: 'Not quite. With no current, a whole part has nothing to hold back: think about where the battery\'s push must go.',
      uses: ['meter', 'voltage-shares', 'ohms-law'],
    }),
  ],
};

export const level2: AuthoringLevel = {
  title: 'Shorts, flat batteries, wrong values',
  exercises: [
    info('Three more ways to break', [
      'A **short** joins a part\'s ends: it reads almost no voltage even with current through it.',
      'A **flat** battery pushes too little. In this game a flat battery gives 3 V instead of 9 V; a real one also gets weaker inside as it runs down.',
      'A resistor with the **wrong value** reads the wrong voltage for its current (voltage ÷ current gives its real resistance).',
    ], undefined, undefined, { uses: ['meter', 'short-circuit', 'ohms-law'] }),
    faultPuzzle({
      title: 'No voltage across a short',
      description: 'The red bulb shines but the green one is dark. Current flows, so nothing is open. Which part is bridged?',
      map: TWO_BULBS,
      fault: { row: 1, col: 3, kind: 'short' },
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON')],
      successMessage: 'The green bulb is shorted: current passes it, yet it reads almost no voltage and stays dark.',
      uses: ['meter', 'fault-finding', 'series', 'bypass'],
    }),
    faultPuzzle({
      title: 'Same current all round',
      description: 'Both bulbs are dark. In a series loop every part carries the same current. Halve the suspects with each reading.',
      map: TWO_BULBS,
      fault: { row: 1, col: 1, kind: 'open' },
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON')],
      successMessage: 'The resistor is open. One reading of no current anywhere tells you the loop is broken; the 9 V shows where.',
      uses: ['meter', 'fault-finding', 'series'],
    }),
    faultPuzzle({
      title: 'A tired battery',
      description: 'The bulb glows only dimly. Something pushes too little, or holds back too much.',
      map: LOOP,
      fault: { row: 0, col: 1, kind: 'flat' },
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'The battery is flat: about 3 V instead of the 9 V it should push.',
      uses: ['meter', 'fault-finding', 'voltage'],
    }),
    faultPuzzle({
      title: 'The wrong stripes',
      description: 'Dim again, but this time the battery may be fine. Compare the voltage across the resistor with its current.',
      map: LOOP,
      fault: { row: 1, col: 1, kind: 'value', faultValue: 3300 },
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'The resistor is ten times what its stripes say: nearly all 9 V across it for a tiny current.',
      uses: ['meter', 'fault-finding', 'ohms-law', 'resistor'],
    }),
    quiz({
      title: 'Check: open or short?',
      question: 'The meter reads no voltage across a part, yet a good current through it. What can you say?',
      answerType: 'text',
      options: ['It is open', 'It conducts like a wire: whole if it is a wire, shorted if it is a bulb', 'The battery is flat', 'Nothing: the meter is wrong'],
      correctOptionIndex: 1,
      successMessage: 'Right. Current with no voltage means the part acts as a plain wire.',
      failureMessage: 'Not quite. Think about both readings: current flows through it, and almost no push is needed to drive that current.',
      uses: ['meter', 'ohms-law', 'bypass'],
    }),
  ],
};

export const level3: AuthoringLevel = {
  title: 'Branches, diodes and MOSFETs',
  exercises: [
    info('Branches split the suspects', [
      'In **parallel** each branch has its own current. A dark branch points at its own parts.',
      'A **diode** or a **MOSFET** can break inside so that it conducts nothing at all. Measure across it as you would across a bulb.',
    ], undefined, undefined, { uses: ['parallel', 'meter', 'diode', 'mosfet'] }),
    faultPuzzle({
      title: 'One branch dark',
      description: 'The red bulb shines, the green one does not. Only one branch is broken.',
      map: PARALLEL,
      fault: { row: 2, col: 2, kind: 'open' },
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON')],
      successMessage: 'The green bulb is open: its branch carries nothing while the red branch works on.',
      uses: ['meter', 'fault-finding', 'parallel'],
    }),
    faultPuzzle({
      title: 'Too bright to last',
      description: 'The red bulb burst. Something in its branch no longer holds the current back.',
      map: PARALLEL,
      fault: { row: 1, col: 1, kind: 'short' },
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON')],
      successMessage: 'Its resistor was shorted: 9 V straight across a 40 Ω bulb is far over 60 mA.',
      uses: ['meter', 'fault-finding', 'parallel', 'bulb-states'],
    }),
    faultPuzzle({
      title: 'Both branches dark',
      description: 'Neither bulb lights. Is it a branch, or the wire both branches share?',
      map: PARALLEL,
      fault: { row: 0, col: 2, kind: 'open' },
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON')],
      successMessage: 'The shared wire is broken, so neither branch gets any current.',
      uses: ['meter', 'fault-finding', 'parallel', 'junction'],
    }),
    faultPuzzle({
      title: 'A diode that will not pass',
      description: 'The diode points the right way, yet the bulb is dark.',
      map: DIODE_LOOP,
      fault: { row: 1, col: 2, kind: 'open' },
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'The diode is broken: 9 V across it the right way round, and still it conducts nothing.',
      uses: ['meter', 'fault-finding', 'diode'],
    }),
    faultPuzzle({
      title: 'The MOSFET that will not switch',
      description: 'The switch is closed, so the gate should turn the MOSFET on and light the bulb. It does not. The 660 Ω pull-down under the gate wire is there, as every real MOSFET switch needs.',
      map: MOSFET,
      fault: { row: 1, col: 1, kind: 'open' },
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'The switch is dead: closed on the outside, open inside, so the gate never gets its push. The pull-down holds the gate at −, so the MOSFET stays off, as it would on a real board.',
      uses: ['meter', 'fault-finding', 'mosfet', 'pull-down'],
    }),
    info('You can find what is broken', [
      'Read the symptom, then measure where a reading splits the suspects in half: that is how people who repair circuits work.',
      'Build a real delay switch, with a reset button, in **Projects** with the code **egg**.',
    ], undefined, undefined, { uses: ['fault-finding'] }),
  ],
};
