// The words of a generated lesson: a level name (≤ 50 characters) and the success and failure messages
// the player shows, written per lesson kind so they teach the idea rather than just say "right"/"wrong".
import type { LessonKind } from './design';

interface LessonText {
  name: string;
  success: string;
  failure: string;
}

const TEXTS: Record<LessonKind, LessonText> = {
  series: {
    name: 'Series Circuit',
    success: 'In a series circuit the same current flows through every part, one after another. The resistor keeps it near 24 mA, so the bulbs light safely.',
    failure: 'A series circuit is one single loop: battery, resistor and bulbs joined end to end. Any gap stops the current everywhere, and without a resistor too much current flows.',
  },
  'series-switch': {
    name: 'Switch in a Series Loop',
    success: 'Closing the switch completed the loop, so current could flow all the way round and light the bulb.',
    failure: 'An open switch breaks the loop and no current flows. Complete the circuit and close the switch (tap it) to let the current through.',
  },
  parallel: {
    name: 'Bulbs in Parallel',
    success: 'Each bulb has its own branch, so the current splits at the junctions and every bulb gets its share. Take one branch away and the others stay lit.',
    failure: 'In a parallel circuit each bulb needs its own complete branch from one rail to the other. Check every branch is joined at both ends.',
  },
  'parallel-switch': {
    name: 'A Switch on One Branch',
    success: 'A switch only controls the branch it sits in: the other branch stays lit whatever the switch does.',
    failure: 'Look at which branch the switch is in. Opening or closing it changes only the bulb in that branch; the other branch has its own path.',
  },
  'resistor-values': {
    name: 'Choosing Resistor Values',
    success: 'A bigger resistance lets less current through: 330 Ω gives about 24 mA (bright), 560 Ω about 15 mA (dim).',
    failure: 'Each branch needs the resistor that gives its bulb the right current. More ohms means less current and a dimmer bulb.',
  },
  dim: {
    name: 'Make the Bulb Dim',
    success: 'With 560 Ω only about 15 mA flows: enough to glow, not enough to shine brightly. That is a dim bulb.',
    failure: 'The brightness depends on the current. For a dim bulb you need a larger resistance (about 560 Ω gives 15 mA); 330 Ω makes it fully bright.',
  },
  exploded: {
    name: 'Protect the Bulb',
    success: 'The resistor limits the current to about 24 mA. Without it about 220 mA would flow and the bulb would explode.',
    failure: 'A bulb straight across the battery takes far too much current and explodes. Put a resistor in the loop to limit the current.',
  },
  diode: {
    name: 'One-Way Diodes',
    success: 'A diode lets current through only one way: from its anode to its cathode. The forward diode lights its bulb, the reversed one blocks it.',
    failure: 'A diode is a one-way valve for current. Turn it so the current flows from anode to cathode in the branch whose bulb must light.',
  },
  mosfet: {
    name: 'MOSFET Switch',
    success: 'Closing the switch put 9 V on the MOSFET\'s gate, which opened the channel from drain to source and lit the bulb. The gate itself takes no current.',
    failure: 'A MOSFET conducts from drain (top) to source (bottom) only when its gate (left side) is well above the source. Connect the gate through the switch and close it.',
  },
  led: {
    name: 'An LED and its Resistor',
    success: 'An LED lights only when current flows from its anode to its cathode, and it needs a resistor: 330 Ω keeps it near 21 mA, bright and safe.',
    failure: 'Turn the LED so current enters at its anode (the long leg), and keep the resistor in the loop: straight across the battery an LED burns out.',
  },
  capacitor: {
    name: 'Capacitor Fade',
    success: 'The capacitor let current flow only while it charged, so its bulb flashed and faded. Once charged it blocks steady current, while the other bulb stays lit.',
    failure: 'A capacitor passes current only while it is charging; then it behaves like a gap. The bulb behind it should end up off, the other one on.',
  },
};

export function lessonText(kind: LessonKind, withStar: boolean): LessonText {
  const text = TEXTS[kind];
  if (!withStar) return text;
  return {
    name: `${text.name} + Star`.slice(0, 50),
    success: `${text.success} Route the current through the star to collect it.`,
    failure: text.failure,
  };
}

/** Creator tag for the difficulty (spec section 9's creator tags). */
export function difficultyTag(difficulty: 'easy' | 'medium' | 'hard'): string {
  return difficulty === 'easy' ? 'Beginner' : difficulty === 'medium' ? 'Intermediate' : 'Advanced';
}
