// The words of a generated lesson: a level name (≤ 50 characters) and the success and failure messages
// the player shows, written per lesson kind so they teach the idea rather than just say "right"/"wrong".
import type { LessonKind } from './design';
import type { Idea } from './idea-checks';

interface LessonText {
  name: string;
  success: string;
  failure: string;
}

const TEXTS: Record<Exclude<LessonKind, 'composed'>, LessonText> = {
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
  ldr: {
    name: 'A Light Sensor',
    success: 'The light sensor\'s resistance falls as the light rises: at the board\'s 300 lux it has about 465 Ω, so the bulb glows dimly. Brighter light, more current.',
    failure: 'Put the light sensor in the loop with the resistor: the sensor sets how much current flows, and the resistor keeps the bulb safe in bright light.',
  },
  potentiometer: {
    name: 'A Knob that Dims',
    success: 'The knob slides the wiper along the track: more track in the loop means more resistance, less current and a dimmer bulb. At 0 % there is none, so the bulb is bright.',
    failure: 'Turn the potentiometer so one end of its track and its wiper (the middle pin) join the loop. Then the knob can change the resistance and the bulb follows it.',
  },
  'push-button': {
    name: 'A Doorbell Button',
    success: 'A push button closes the loop only while you hold it down, like a doorbell: let go and it springs open, so the bulb goes dark.',
    failure: 'Put the push button in the loop with the resistor and the bulb. Hold it down to close the loop; a switch would stay on (or off) after you let go.',
  },
  capacitor: {
    name: 'Capacitor Fade',
    success: 'The capacitor let current flow only while it charged, so its bulb flashed and faded. Once charged it blocks steady current, while the other bulb stays lit.',
    failure: 'A capacitor passes current only while it is charging; then it behaves like a gap. The bulb behind it should end up off, the other one on.',
  },
};

/** Per idea of a composed level: a word for its name and a sentence for each message. */
const IDEA_TEXTS: Record<Idea['kind'], { name: string; success: string; failure: string } | null> = {
  series: { name: 'Series', success: 'Lights in series share one path, so the same current flows through each.', failure: 'Lights in series sit one after another on one path: any gap stops them all.' },
  parallel: { name: 'Parallel', success: 'Each parallel branch has its own path between the same two junctions.', failure: 'Every parallel branch must be joined at both junctions.' },
  switch: { name: 'Switch', success: 'The switch opens or closes the path of the lights it sits on.', failure: 'Check which lights the switch is on the path of, and set it.' },
  capacitor: { name: 'Capacitor', success: 'The capacitor passed current only while it charged, then blocked it: the lights behind it went dark.', failure: 'A charged capacitor is a gap for steady current: lights behind it end up dark.' },
  diode: { name: 'Diode', success: 'The diode lets current through one way only, anode to cathode.', failure: 'Turn the diode so current flows from its anode to its cathode.' },
  led: { name: 'LED', success: 'An LED lights when current enters at its anode, and its resistor keeps it safe.', failure: 'An LED only lights the right way round (long leg, the anode, towards +).' },
  mosfet: { name: 'MOSFET', success: 'Voltage on the gate lets the MOSFET conduct and light its bulb.', failure: 'A MOSFET conducts only when its gate is well above its source.' },
  potentiometer: { name: 'Knob', success: 'Turning the knob changes the resistance, so the light gets brighter or dimmer.', failure: 'Join the potentiometer by one end and its wiper, so the knob changes the resistance.' },
  'push-button': { name: 'Push Button', success: 'The push button closes the path only while it is held.', failure: 'The push button must sit on the path of the light it controls.' },
  ldr: { name: 'Light Sensor', success: 'The light sensor lets more current through in brighter light.', failure: 'The light sensor must be in the path of the light it controls.' },
  dim: { name: 'Dim', success: 'More resistance means less current and a dimmer light.', failure: 'For a dim light, use more resistance (about 560 Ω).' },
  exploded: { name: 'Protect', success: 'The resistor limits the current so no light burns out.', failure: 'Without a resistor too much current flows and a bulb explodes.' },
  star: { name: 'Star', success: 'Current through the star collects it.', failure: 'Route the current through the star.' },
  bulbs: null,
  resistors: null,
  value: null,
  colour: null,
};

/** The words of a composed level, from the ideas it really shows. */
export function composedText(kinds: readonly Idea['kind'][]): LessonText {
  const texts = [...new Set(kinds)].flatMap((kind) => (IDEA_TEXTS[kind] ? [IDEA_TEXTS[kind]] : []));
  if (texts.length === 0) return TEXTS.series;
  const names = texts.map((t) => t.name);
  const name = names.length === 1 ? `${names[0]} Circuit` : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return { name: name.slice(0, 50), success: texts.map((t) => t.success).join(' ').slice(0, 500), failure: texts.map((t) => t.failure).join(' ').slice(0, 500) };
}

export function lessonText(kind: LessonKind, withStar: boolean, ideas: readonly Idea['kind'][] = []): LessonText {
  const text = kind === 'composed' ? composedText(ideas.filter((k) => k !== 'star')) : TEXTS[kind];
  if (!withStar) return text;
  return {
    name: `${text.name} + Star`.slice(0, 50),
    success: `${text.success} Route the current through the star to collect it.`,
    failure: text.failure,
  };
}
