// Chapter 9, level 3 — real parts: an electrolytic capacitor has a + and a − (the grid's works either
// way, a real one reversed can burst); its + side is where the probes read +8.56 V after 10 s through
// 330 Ω. Mains: never.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const RC = `
┌ B R330 ─ ┐
└ V+ C V- ┘`;

export const level3: AuthoringLevel = {
  title: 'Careful with real parts',
  exercises: [
    info('Capacitors with a + and a −', [
      'Big {capacitor} capacitors are often **electrolytic**: one leg is + and the other −, and a stripe marks the − side.',
      'On the grid a capacitor works either way round. A real electrolytic put in backwards can get hot and **burst**.',
      'Each also has a voltage rating: pick one rated well above your battery, such as 16 V for 9 V.',
      'So: + side towards the battery\'s +, and always check the stripe.',
    ], undefined, [{ says: '16 V', read: 'premise' }], { teaches: ['capacitor-safety'], uses: ['capacitor', 'voltage'] }),
    puzzle({
      title: 'Which side is +?',
      uses: ['capacitor', 'capacitor-safety', 'voltage-probe'],
      description: 'Charge the capacitor through the resistor. Put the voltage probes on both sides of the capacitor so that they read a **positive** voltage.',
      map: `
┌ B ?R330 ?─ ┐
└ ?V+ ?C ?V- ┘`,
      goal: [reads.V(8.3, 8.8)],
      successMessage: 'The probes read +8.56 V after 10 s: the capacitor\'s left side, joined to the battery\'s +, is its + side. A real electrolytic would go in with its stripe on the right.',
      failureMessage: 'Resistor and a wire on top, capacitor between the probes on the bottom row. A negative reading means the probes are swapped.',
      tags: ['capacitor', 'probe', 'safety'],
      numbers: [{ says: '8.56 V', read: 'voltage' }],
    }),
    quiz({
      title: 'Check: the stripe',
      uses: ['capacitor-safety'],
      question: 'A real electrolytic capacitor has a stripe marking its − leg. Which way should it go in a battery circuit?',
      answerType: 'text',
      supportingCircuit: picture(RC),
      options: [
        'Stripe towards the battery\'s −, the other leg to the +',
        'Either way round: a capacitor has no + and no − side',
        'Stripe towards the battery\'s +: that is where current enters',
        'Either way, as long as a resistor is in the loop',
      ],
      correctOptionIndex: 0,
      successMessage: 'Right. Backwards, a real electrolytic can heat up and burst. Only the grid\'s capacitor works both ways round.',
      failureMessage: 'Not quite. What does the stripe on a real electrolytic mark?',
    }),
    info('Mains: never', [
      'The sockets in the walls give **mains** electricity: about 230 V in Europe and 120 V in North America.',
      'That is far more than our 9 V battery. A mains current through your body can stop your heart.',
      '**Never** open, probe or experiment with mains wiring, plugs, sockets or chargers. Only a qualified electrician works on mains.',
      'Everything in this course is for batteries of 9 V or less.',
    ], undefined, [
      { says: '230 V', read: 'premise' },
      { says: '120 V', read: 'premise' },
    ], { uses: ['mains-safety', 'voltage'] }),
    quiz({
      title: 'Check: safe or not?',
      uses: ['mains-safety', 'short-circuit', 'capacitor-safety'],
      question: 'Which of these is safe to try at home?',
      answerType: 'text',
      options: [
        'Opening a phone charger to measure the voltage inside',
        'A 9 V battery circuit with a resistor and an LED',
        'Joining a battery\'s + and − with a wire to see a spark',
        'Putting a big capacitor in backwards to see what happens',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. A 9 V battery with a resistor in the loop is safe. Chargers hold mains, shorts heat batteries, and reversed capacitors can burst.',
      failureMessage: 'Not quite. Think about mains, short circuits and reversed capacitors from this chapter.',
    }),
  ],
};
