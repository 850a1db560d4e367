// Chapter 9, level 2 — why fuses exist: a yellow bulb in the battery's line plays the fuse. A short
// after it sends 220 mA through it; it burns out (over 60 mA) and opens the loop, so the current
// stops. Paths in parallel behind one fuse add their currents: two paths draw 40 mA through it.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const FUSED = `
┌ B ─ ─ ┐
y| . . . │
├ R330 r- A ┤
└ ─ ─ ─ ┘`;
const TWO_PATHS = `
┌ B< y- A ┐
│ . . . │
├ R330 r- ─ ┤
└ R330 g- ─ ┘`;

export const level2: AuthoringLevel = {
  title: 'Why fuses exist',
  exercises: [
    info('Fuses', [
      'A **fuse** is a thin wire in the battery\'s + line. When the current gets too big, it melts and opens the loop.',
      'That stops a short circuit before the wires get hot enough to start a fire. Cars, chargers and many plugs have fuses.',
      'A blown fuse means something is wrong: find the fault first.',
      'Here a yellow bulb plays the fuse: above 60 mA it burns out and opens the loop, like a blown fuse.',
    ], undefined, undefined, { teaches: ['fuse'], uses: ['short-circuit', 'bulb-states'] }),
    puzzle({
      title: 'The fuse blows',
      uses: ['fuse', 'short-circuit', 'current-probe'],
      description: 'The yellow bulb is the fuse (a real fuse does not glow). Make a short: a wire path along the bottom row, corner to corner, under the resistor and the red bulb. Watch the probe.',
      map: `
┌ B ─ ─ ┐
y| . . . │
├ R330 r- A ┤
?└ ?─ ?─ ?─ ?┘`,
      goal: [bulb('red-bulb', 'OFF'), reads.mA(0, 0.01)],
      successMessage: 'About 220 mA rushed through the fuse, far over its 60 mA, so it burned out at once. Now the loop is open: the probe reads 0 mA and nothing can get hot.',
      failureMessage: 'Two corners and three straight wires fill the bottom row, joining the left T-wire to the right one.',
      tags: ['fuse', 'short-circuit', 'probe'],
      numbers: [
        { says: '220 mA', read: 'current', map: `┌ B R40 ─ ┐\n└ A ─ ─ ┘` },
        { says: '0 mA', read: 'current' },
      ],
    }),
    quiz({
      title: 'Check: where does the fuse go?',
      uses: ['fuse', 'series'],
      question: 'A fuse sits right next to the battery\'s +, before everything else. Why there?',
      answerType: 'text',
      supportingCircuit: picture(FUSED.replace('└ ─ ─ ─ ┘', '└ . . . ┘')),
      options: [
        'The current is biggest there, before the parts use it up',
        'So that any short after it still sends current through it',
        'The fuse must get the push first, before the other parts',
        'The battery gives a set current there for the fuse to check',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. In one loop the current is the same everywhere, so the fuse could sit anywhere in it. Right by the battery it also guards every wire after it.',
      failureMessage: 'Not quite. In one loop the current is the same everywhere. Think about a short between the battery and the fuse.',
    }),
    puzzle({
      title: 'Two paths, one fuse',
      uses: ['fuse', 'parallel', 'junction-currents', 'current-probe'],
      description: 'Add a second path under the first: a **T-wire** at each end of the red path, where the new path splits off and joins again, then corner to corner a resistor, the green bulb and a wire. The probe next to the fuse shows what the fuse carries.',
      map: `
┌ B< y- A ┐
│ . . . │
?├ R330 r- ─ ?┤
?└ ?R330 ?g- ?─ ?┘`,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON'), reads.mA(38, 42)],
      successMessage: 'The fuse now carries both paths: about 40 mA. Every path you add adds its current, so with enough paths the fuse blows. That is why too many plugs on one socket are dangerous.',
      failureMessage: 'A T-wire at each end of the red path, joining up, down and to the path; then the new path fills the bottom row: corner, resistor, green bulb, wire, corner.',
      tags: ['fuse', 'parallel', 'probe'],
      numbers: [{ says: '40 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: more and more paths',
      uses: ['fuse', 'junction-currents'],
      question: 'Two paths behind this fuse draw about 40 mA. It burns out above 60 mA. What happens as you add more paths like them?',
      answerType: 'text',
      supportingCircuit: picture(TWO_PATHS),
      options: [
        'Nothing: the battery gives the same current however many',
        'Each path gets less, so the fuse keeps carrying 40 mA',
        'Each path adds current, until at last the fuse blows',
        'The fuse carries only the current of the first path',
      ],
      correctOptionIndex: 2,
      successMessage: 'Right. The fuse carries the sum of all the paths\' currents. Enough paths, and it blows before the wires overheat.',
      failureMessage: 'Not quite. Currents add where paths join. What does the fuse carry?',
      numbers: [{ says: '40 mA', read: 'current', map: TWO_PATHS }],
    }),
  ],
};
