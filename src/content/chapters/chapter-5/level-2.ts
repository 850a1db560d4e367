// Chapter 5, level 2 — a bulb in series with a capacitor shines, fades and goes out as the capacitor
// fills: with 330 Ω it is dim after 1.1 s and off after 9.3 s; with 560 Ω still dim (2.8 mA) at 10 s.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const FADE_YELLOW = `
┌ B R330 C ┐
└ A ─ y─ ┘`;

export const level2: AuthoringLevel = {
  title: 'A bulb that fades',
  exercises: [
    info('A bulb and a capacitor', [
      'Put a bulb in the same loop as a capacitor.',
      'At first current rushes through the bulb into the empty capacitor: with 330 Ω the bulb **shines**.',
      'As the capacitor charges, the current falls and the bulb **fades**, then goes out. A bigger resistor starts it dimmer and makes it fade more slowly.',
    ], undefined, undefined, { uses: ['capacitor', 'bulb-states', 'resistor'] }),
    puzzle({
      title: 'Still glowing at the end',
      description: 'Build a loop with a resistor, the capacitor, the current probe and the bulb that fades but is **still dim** after 10 seconds: the probe should read **between 2.5 and 3.2 mA** at the end.',
      map: `
┌ B ?R560 ?C ┐
└ ?A * ─ r┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(2.5, 3.2)],
      successMessage: 'With 560 Ω the capacitor charges more slowly, so after 10 seconds about 2.8 mA still flows: a dim glow.',
      failureMessage: 'With 330 Ω the capacitor charges too fast and the bulb goes out. Try the bigger resistor.',
      tags: ['capacitor', 'probe'],
      uses: ['capacitor', 'current-probe', 'bulb-states'],
      numbers: [{ says: '2.8 mA', read: 'current' }],
    }),
    puzzle({
      title: 'The yellow bulb\'s three moods',
      description: 'Build the loop: resistor and capacitor along the top, the current probe and the yellow bulb along the bottom. Watch the yellow bulb: on, then dim, then off.',
      map: `
┌ B ?R330 ?C ┐
└ ?A ─ ?y─ ┘`,
      goal: [bulb('yellow-bulb', 'OFF'), reads.mA(1, 2)],
      successMessage: 'ON at first, DIM after about 1.1 s, OFF after about 9.3 s: the capacitor\'s charging sets each moment.',
      failureMessage: 'Resistor and capacitor go in the top gaps, the probe and the yellow bulb in the bottom ones, so the loop is closed through all of them.',
      tags: ['capacitor', 'probe'],
      uses: ['capacitor', 'current-probe', 'bulb-states'],
      numbers: [
        { says: '1.1 s', read: { event: 'yellow-bulb', state: 'DIM' } },
        { says: '9.3 s', read: { event: 'yellow-bulb', state: 'OFF' } },
      ],
    }),
    quiz({
      title: 'Check: when does it go dark?',
      question: 'The yellow bulb in this loop shines when you build it. When does it go out?',
      answerType: 'text',
      supportingCircuit: picture(FADE_YELLOW),
      options: ['Never: it keeps shining for as long as the battery lasts', 'At once: capacitors block all current', 'After about 9 s, when the capacitor is nearly charged', 'After about 1 s, when it starts to fade'],
      correctOptionIndex: 2,
      uses: ['capacitor', 'bulb-states'],
      successMessage: 'Yes. The current falls as the capacitor charges; below 2 mA, after about 9 s, the bulb is dark.',
      failureMessage: 'Not quite. As the capacitor charges, the current falls and the bulb fades. When is the current too small for the bulb to glow at all?',
      numbers: [
        { says: '9 s', read: { event: 'yellow-bulb', state: 'OFF' }, map: FADE_YELLOW },
        { says: '1 s', read: { event: 'yellow-bulb', state: 'DIM' }, map: FADE_YELLOW },
      ],
    }),
    puzzle({
      title: 'A slow fade',
      description: 'Make the yellow bulb fade so slowly that it is **still dim** after 10 seconds: the probe should end **between 2.8 and 3.4 mA**.',
      map: `
┌ B ?R660 ?C ┐
└ ?A ─ ?y─ ┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('yellow-bulb', 'DIM'), reads.mA(2.8, 3.4)],
      successMessage: 'With 660 Ω the capacitor charges slowly: the bulb starts dim and stays dimly lit, with about 3.1 mA still flowing at the end.',
      failureMessage: 'With 330 Ω the bulb fades out too soon. The bigger resistor slows the charging.',
      tags: ['capacitor', 'probe'],
      uses: ['capacitor', 'current-probe', 'bulb-states'],
      numbers: [{ says: '3.1 mA', read: 'current' }],
    }),
  ],
};
