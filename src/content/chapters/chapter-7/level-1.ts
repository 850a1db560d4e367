// Chapter 7, level 1 — a MOSFET's gate works the switch: no current goes into the gate (the probe in
// the gate wire reads 0 mA), yet the bulb's 24 mA flows through drain and source; the gate sits at 9 V.
// A pull-down resistor from gate to − takes the gate low when the switch opens (a real loose gate keeps
// its charge); on the grid it is 660 Ω, in a real circuit about 100 kΩ.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const GATE_PROBE = `
┌ R330 ─ r- ┐
├ S1 A ─ M
└ B ─ ─ ┘`;

export const level1: AuthoringLevel = {
  title: 'The gate controls a big current',
  exercises: [
    info('A switch worked by voltage', [
      '{mosfet} You met the **MOSFET** in chapter 2: a switch with no moving parts.',
      'Its **gate** (left) is the handle. The bulb\'s current flows in at the drain (top) and out at the source (bottom).',
      'Above about 2 V on the gate, its **threshold**, it starts to conduct; a few volts more and it is fully on. No current goes into the gate.',
      'A **pull-down** resistor from the gate to − turns it off for sure whenever nothing else drives the gate.',
    ], '/lessons/mosfet.svg', undefined, { teaches: ['mosfet-threshold', 'pull-down'], uses: ['mosfet'] }),
    puzzle({
      title: 'Turn the MOSFET on',
      description: 'Wire the switch to the MOSFET\'s gate, add the **pull-down** resistor from the gate wire down to the − wire, and close the switch. The probe under the MOSFET shows the bulb\'s current. On the grid a loose gate counts as off, so the bulb lights without the pull-down too: it is optional here, but a real circuit needs it.',
      map: `
┌ R330 ─ r- ┐
├ S0 ?─ ?┬ M
│ . . ?R660| A|
└ B ─ ┴ ┘`,
      toggle: [{ row: 1, col: 1, isOn: true }],
      // the simulator counts a loose gate as off, so with the switch closed only a real circuit needs the pull-down
      optionalPieces: [{ row: 2, col: 3 }],
      goal: [bulb('red-bulb', 'ON'), reads.mA(22, 26)],
      successMessage: 'The gate gets the battery\'s push, the MOSFET turns on, and about 24 mA flows through the bulb. Open the switch again: the pull-down takes the gate down to − and the bulb goes out. Real pull-downs are about 100 kΩ, so they waste almost no current.',
      failureMessage: 'Join the switch to the gate with a wire and a T-wire, put the resistor upright under the T, down to the − wire, then tap the switch to close it.',
      tags: ['mosfet', 'switch', 'probe'],
      uses: ['mosfet', 'pull-down', 'current-probe', 'junction'],
      tip: { message: 'Tap the switch to close it.', actions: { drag: true, tap: [{ rowIndex: 1, colIndex: 1 }] } },
      numbers: [{ says: '24 mA', read: 'current' }],
    }),
    puzzle({
      title: 'What does the gate take?',
      description: 'Build the lamp\'s resistor and the MOSFET in, and put the current probe **in the gate wire**. How much current goes into the gate?',
      map: GATE_PROBE.replace('A ─', '?A ?─').replace('┌ R330', '┌ ?R330').replace(' M\n', ' ?M\n'),
      goal: [bulb('red-bulb', 'ON'), reads.mA(0, 0.01)],
      successMessage: 'The probe reads 0 mA: the gate only feels the push, it takes no current. Yet the bulb shines.',
      failureMessage: 'The resistor goes in the top row, the MOSFET on the right (drain up), and the probe and a wire in the two gaps between the switch and the gate.',
      tags: ['mosfet', 'probe'],
      uses: ['mosfet', 'current-probe'],
      numbers: [{ says: '0 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: where does the light come from?',
      question: 'The probe in the gate wire reads 0 mA, yet the bulb shines. Where does the bulb\'s current flow?',
      answerType: 'text',
      supportingCircuit: picture(GATE_PROBE),
      options: ['From the gate, through the probe', 'From the battery, through drain and source', 'From the switch, through the probe and the gate', 'Nowhere: the bulb is just warm'],
      correctOptionIndex: 1,
      uses: ['mosfet'],
      successMessage: 'Yes. The gate only works the switch; the bulb\'s current goes in at the drain and out at the source.',
      failureMessage: 'Not quite. The probe shows that no current enters the gate. Follow the bulb\'s loop from the battery: which parts does it pass through?',
      numbers: [{ says: '0 mA', read: 'current', map: GATE_PROBE }],
    }),
    puzzle({
      title: 'The gate\'s push',
      description: 'A 660 Ω resistor feeds the gate, and 330 Ω protects the lamp. The plain **probe** reads the voltage at one point, compared with the battery\'s − side. Build the circuit with the probe in the gate wire to read the gate\'s voltage.',
      map: `
┌ ?R330 ─ r- ┐
├ ?R660 ?P ?─ M
└ B ?* ?─ ┘`,
      goal: [bulb('red-bulb', 'ON'), reads.V(8.5, 9)],
      successMessage: 'About 9 V: no current flows through the resistor into the gate, so there is no voltage across the resistor. The gate gets the whole push.',
      failureMessage: '330 Ω goes in the top row with the lamp, 660 Ω feeds the gate; the probe goes between that resistor and the wire to the gate, and the bottom row needs closing too.',
      tags: ['mosfet', 'probe'],
      teaches: ['plain-probe'],
      uses: ['mosfet', 'ohms-law'],
    }),
  ],
};
