// Chapter 11, level 1 — a potentiometer as a dimmer: 330 Ω, the track from one end to the wiper, and a
// bulb in one loop. Knob half way: 500 Ω of track, about 10 mA, the bulb glows dimly; knob at 0: no
// track, 24 mA, on; knob at 1: the whole 1 kΩ, about 6.6 mA. Without the 330 Ω, knob at 0 would send
// 220 mA through the bulb.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';
import { dimmer, dimmerTrack, DIMMER_NO_RESISTOR } from './circuits';

const halfTrack = { says: '500 Ω', read: 'resistance', map: dimmerTrack(0.5) } as const;

export const level1: AuthoringLevel = {
  title: 'A knob that dims',
  exercises: [
    info('The potentiometer', [
      'A {potentiometer} **potentiometer** (a "pot") is a resistor with a knob. Inside, a strip of resistance, the **track**, joins two legs, one at each end.',
      'A third leg, the **wiper**, slides along the track as you turn the knob.',
      'Between an end and the wiper you get only part of the track, and turning the knob grows or shrinks it. Our pot\'s track is 1 kΩ = 1000 Ω; its knob goes from 0 (wiper at the left end) to 1 (right end).',
    ], undefined, undefined, { teaches: ['potentiometer'], uses: ['resistor', 'series-resistance'] }),
    puzzle({
      title: 'A dimmer',
      uses: ['potentiometer', 'series', 'current-probe', 'bulb-states', 'ohms-law'],
      description: 'Build a dimmer round the potentiometer: the 330 Ω resistor on top, the wiper\'s wire down and round to the bulb, and the current probe in the left wire. The track\'s right end stays free. The knob is half way.',
      map: `
┌ B ?R330 K .
?A| . . ?└ ?┐
└ ─ ─ ?r- ┘`,
      goal: [bulb('red-bulb', 'DIM'), reads.mA(9.5, 11.5)],
      successMessage: 'The current runs through the track only between its left end and the wiper: with the knob half way that is 500 Ω of track. With 330 Ω and the bulb, the probe reads about 10 mA and the bulb glows dimly.',
      failureMessage: 'The loop goes through the track\'s left end and out of the wiper (the leg at the bottom of the pot), down to the corners and the bulb. The resistor sits between the battery and the pot.',
      tags: ['potentiometer', 'probe'],
      numbers: [{ says: '10 mA', read: 'current' }, halfTrack],
    }),
    quiz({
      title: 'Predict: turn it all the way',
      uses: ['potentiometer', 'series', 'ohms-law'],
      question: 'You turn the knob to 1: now the whole track, 1 kΩ, is between the left end and the wiper. What happens?',
      answerType: 'text',
      supportingCircuit: picture(dimmer(1)),
      options: [
        'Nothing changes: the battery sends the same current',
        'Less current flows everywhere in the loop: dimmer',
        'Only the bulb gets less; the resistor keeps its current',
        'The pot uses up more current, so less reaches the bulb',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. More resistance in the loop means less current, and the current is the same all round one loop: about 6.6 mA instead of 10 mA, so the bulb glows even less.',
      failureMessage: 'Not quite. A battery gives a steady push, not a set current, and one loop has one current. What does more resistance do to it?',
      numbers: [
        { says: '6.6 mA', read: 'current', map: dimmer(1) },
        { says: '10 mA', read: 'current', map: dimmer(0.5) },
        { says: '1 kΩ', read: 'resistance', map: dimmerTrack(1) },
      ],
    }),
    puzzle({
      title: 'Full brightness',
      uses: ['potentiometer', 'series', 'current-probe', 'bulb-states'],
      description: 'Here the knob is turned to 0: the wiper sits at the track\'s left end. Build the same dimmer round it and read the current.',
      map: `
┌ B ?R330 K@0 .
?A| . . ?└ ?┐
└ ?─ ?─ ?r- ┘`,
      goal: [bulb('red-bulb', 'ON'), reads.mA(23, 25.5)],
      successMessage: 'With the wiper at the left end, almost none of the track is in the loop: the probe reads about 24 mA and the bulb shines, just as with the resistor alone.',
      failureMessage: 'Resistor between the battery and the pot; the wiper\'s wire goes down and right, round to the bulb and back along the bottom to the probe.',
      tags: ['potentiometer', 'probe'],
      numbers: [{ says: '24 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: why keep the resistor?',
      uses: ['potentiometer', 'ohms-law', 'bulb-states', 'inside-resistance'],
      question: 'Why does this dimmer keep the 330 Ω resistor, when the pot already holds the current back?',
      answerType: 'text',
      supportingCircuit: picture(dimmer(0)),
      options: [
        'At knob 0 the pot has no resistance left to protect the bulb',
        'The resistor is first, so it slows the current before the pot',
        'The resistor uses up the current the bulb does not need',
        'The battery gives a set current, and the resistor must share it',
      ],
      correctOptionIndex: 0,
      successMessage: 'Right. At knob 0 the track adds almost nothing. Without 330 Ω, only the bulb\'s 40 Ω and the battery\'s 1 Ω would hold the current back: about 220 mA, and the bulb would burn out.',
      failureMessage: 'Not quite. Where the resistor sits in one loop does not matter, and no current is used up. With the wiper at the track\'s left end, what is left to hold the current back?',
      numbers: [{ says: '220 mA', read: 'current', map: DIMMER_NO_RESISTOR }],
    }),
  ],
};
