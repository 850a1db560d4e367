// Chapter 7, level 1 — a MOSFET's gate works the switch: no current goes into the gate (the probe in
// the gate wire reads 0 mA), yet the bulb's 24 mA flows through drain and source; the gate sits at 9 V.
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
      '{mosfet} A **MOSFET** is a switch with no moving parts.',
      'Its **gate** (left) is the handle. The bulb\'s current flows in at the top and out at the bottom.',
      'Give the gate more than about 2 V and the path opens. Almost no current goes into the gate itself.',
    ], '/lessons/mosfet.svg'),
    puzzle({
      title: 'Open the gate',
      description: 'Wire the switch to the MOSFET\'s gate and close the switch. The probe at the bottom shows the bulb\'s current.',
      map: `
┌ R330 ─ r- ┐
├ S0 ?─ ?─ M
└ B A ─ ┘`,
      toggle: [{ row: 1, col: 1, isOn: true }],
      goal: [bulb('red-bulb', 'ON'), reads.mA(22, 26)],
      successMessage: 'The gate gets the battery\'s push, the MOSFET opens, and about 24 mA flows through the bulb.',
      failureMessage: 'Fill both gaps with wires so the switch reaches the gate, then tap the switch to close it.',
      tags: ['mosfet', 'switch', 'probe'],
      tip: { message: 'Tap the switch to close it.', actions: { drag: true, tap: [{ rowIndex: 1, colIndex: 1 }] } },
      numbers: [{ says: '24 mA', read: 'current' }],
    }),
    puzzle({
      title: 'What does the gate take?',
      description: 'Put the current probe **in the gate wire**. How much current goes into the gate?',
      map: GATE_PROBE.replace('A ─', '?A ?─'),
      goal: [bulb('red-bulb', 'ON'), reads.mA(0, 0.01)],
      successMessage: 'The probe reads 0 mA: the gate only feels the push, it takes no current. Yet the bulb shines.',
      failureMessage: 'Put the probe and a wire in the two gaps between the switch and the gate.',
      tags: ['mosfet', 'probe'],
      numbers: [{ says: '0 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: where does the light come from?',
      question: 'The probe in the gate wire reads 0 mA, yet the bulb shines. Where does the bulb\'s current flow?',
      answerType: 'text',
      supportingCircuit: picture(GATE_PROBE),
      options: ['From the gate, through the probe', 'From the battery, through drain and source', 'From the switch, through the probe and the gate', 'Nowhere: the bulb is just warm'],
      correctOptionIndex: 1,
      successMessage: 'Yes. The gate only opens the door; the bulb\'s current goes in at the drain and out at the source.',
      failureMessage: 'Not quite. The probe shows that no current enters the gate. Follow the bulb\'s loop from the battery: which parts does it pass through?',
      numbers: [{ says: '0 mA', read: 'current', map: GATE_PROBE }],
    }),
    puzzle({
      title: 'The gate\'s push',
      description: 'A 660 Ω resistor feeds the gate. Put the plain **probe** in the gate wire to read the gate\'s voltage.',
      map: `
┌ R330 ─ r- ┐
├ R660 ?P ─ M
└ B * ─ ┘`,
      goal: [bulb('red-bulb', 'ON'), reads.V(8.5, 9)],
      successMessage: 'About 9 V: with no current into the gate, the resistor takes none of the push. The gate gets it all.',
      failureMessage: 'The probe goes in the gap between the resistor and the wire to the gate.',
      tags: ['mosfet', 'probe'],
    }),
  ],
};
