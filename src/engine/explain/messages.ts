// The sentences of the explanations: one or two plain sentences for a 10-to-14-year-old, naming parts by
// what they are ("the switch", "the 330 Ω resistor"), never by type id.
// Numbers go through src/engine/units.ts: mA (µA, "0 mA"), V to two decimals, never amps.
import { formatCurrent as amps, formatResistance as ohms, formatVoltage } from '../units';
import type { Suggestion } from './suggest';
import type { Surge } from './what-if';

export function openLoopText(light: string, ends: number, battery: boolean): string {
  if (!battery) return `There is no battery, so nothing pushes current through ${light}. Add the battery and close the loop.`;
  const where = ends === 1 ? 'this end joins nothing' : 'these ends join nothing';
  return `The loop is broken here: ${where}, so no current flows through ${light}. Join the ends to close the loop.`;
}

export function switchOpenText(light: string, switches: number): string {
  const which = switches === 1 ? 'The switch is open' : 'The switches are open';
  return `${which}, so the loop is broken and no current reaches ${light}. Tap ${switches === 1 ? 'it' : 'them'} to close the loop.`;
}

/** `parts[i]` null means the light itself is turned round. */
export function reverseText(parts: readonly (string | null)[], light: string): string {
  const self = parts.includes(null);
  const others = parts.filter((p): p is string => p !== null);
  if (self && others.length === 0) {
    return `${capital(light)} is turned round: an LED lets current through one way only, and here it points against the current. Turn it round.`;
  }
  const what = others.length === 1 ? `${others[0]} is` : `${others.join(' and ')} are`;
  return `${capital(what)} turned round: a diode lets current through one way only, so it blocks the current to ${light}. Turn it round.`;
}

/**
 * `loose`: the gate's wiring reaches neither side of the battery. The simulator counts such a gate as
 * off, but a real one keeps its charge, so the text names the pull-down resistor (docs/explanations.md).
 */
export function mosfetOffText(light: string, gateV: number, loose = false): string {
  if (loose) {
    return `The MOSFET is switched off: its gate needs more than 2 V to let current through, and it is joined to nothing, so no current reaches ${light}. Join the gate to the battery's + side. (Here a loose gate counts as off; a real one keeps its charge, so real circuits add a pull-down resistor from the gate to −.)`;
  }
  return `The MOSFET is switched off: its gate needs more than 2 V to let current through, and it gets ${formatVoltage(Math.max(0, gateV))}. So no current reaches ${light}; join the gate to the battery's + side.`;
}

/** An open switch upstream of a MOSFET's gate: the switch is the cause, not the gate's wiring. */
export function gateSwitchOpenText(light: string, switches: number): string {
  const which = switches === 1 ? 'The switch is open' : 'The switches are open';
  return `${which}, so the MOSFET's gate gets no push and the MOSFET stays off: no current reaches ${light}. Tap ${switches === 1 ? 'it' : 'them'} to close it.`;
}

/** A diode the learner cannot turn points against the battery: the battery is the piece to turn. */
export function batteryReversedText(parts: readonly (string | null)[], light: string): string {
  const named = parts.map((p) => p ?? light);
  const what = named.length === 1 ? named[0] : named.join(' and ');
  return `The battery faces the wrong way for ${what}: current may pass one way only, and here it is pushed the other way, so none reaches ${light}. Turn the battery round.`;
}

export function bypassedText(light: string): string {
  return `The wire next to ${light} carries the current round it. Current splits between the paths, and a plain wire has almost no resistance, so nearly all of it goes through the wire and none through ${light}. Remove that wire.`;
}

/**
 * Said with voltage, not as current "left over": the wires hold the battery's two ends at almost the same
 * voltage, so a light across them has no push (docs/explanations.md).
 */
export function shortCircuitText(lights = 0): string {
  const rest = lights === 0
    ? 'That heats the battery and drains it fast.'
    : `They leave almost no voltage across ${lights === 1 ? 'the light' : 'the lights'}, so no current flows through ${lights === 1 ? 'it' : 'them'}.`;
  return `Short circuit: wires join the battery's two ends with nothing in between, so a huge current flows through them. ${rest}`;
}

/** What would keep a burnt-out light safe: `suggested` is a resistor already checked (against the goal where there is one), or null. */
export function tooMuchAdvice(found: Surge | null, suggested: number | null): string {
  if (suggested !== null) return `A ${ohms(suggested)} resistor in the same loop would keep it safe.`;
  if (found && found.resistorOhm === null) return 'Even a 660 Ω resistor would not be enough; a bigger resistor is needed.';
  return 'Add a resistor in the loop to hold the current back.';
}

/**
 * `advice` null: the goal asks nothing of this light (a bulb that plays a fuse is meant to burn out), so
 * the text only says what happened; a goal light it darkens brings the advice back (explain.ts).
 */
export function tooMuchText(light: string, limitA: number, found: Surge | null, advice: string | null): string {
  const head = found
    ? `Too much current (about ${amps(found.currentA)}) went through ${light}, and it burned out: it takes at most ${amps(limitA)}.`
    : `Too much current went through ${light}, and it burned out: it takes at most ${amps(limitA)}.`;
  return advice === null ? `${head} Now it lets no current through: its path is broken.` : `${head} ${advice}`;
}

function suggestionText(suggested: Suggestion | null, wantText: string): string {
  if (!suggested) return '';
  const where = suggested.replacesWire ? 'in place of the wire' : 'instead';
  return ` A ${ohms(suggested.ohms)} resistor ${where} would make it ${wantText}.`;
}

/** A light that is ON where the goal wants it DIM: more resistance, never less. */
export function tooBrightText(light: string, currentA: number, resistors: readonly string[], suggested: Suggestion | null): string {
  const head = `${capital(light)} shines fully with ${amps(currentA)}, but the goal wants it DIM.`;
  const advice = resistors.length === 1
    ? ` Use a bigger resistor than ${resistors[0]} (more resistance) to let less current through.`
    : ' More resistance in its loop would let less current through.';
  return `${head}${suggested ? suggestionText(suggested, 'dim') : advice}`;
}

/** A light that glows where the goal wants it OFF. */
export function notDarkText(light: string, currentA: number): string {
  return `${capital(light)} still glows with ${amps(currentA)}, but the goal wants it OFF: no current may reach it.`;
}

/** Appended to an exploded light's explanation for a light it left dark. */
export function darkenedText(message: string, light: string): string {
  return `${message} Now it is broken, so no current reaches ${light} either.`;
}

/**
 * A light that gets too little current: DIM, or OFF with some current. `want` is its goal state (DIM:
 * the goal wants a glow, not full light), undefined without a goal.
 */
export function tooLittleText(
  light: string, currentA: number, onA: number, resistors: readonly string[], want?: 'ON' | 'DIM', suggested: Suggestion | null = null,
): string {
  const head = currentA < 0.0005
    ? `Almost no current flows through ${light} (${amps(currentA)}); it needs ${want === 'DIM' ? 'more to glow' : `${amps(onA)} to shine`}.`
    : want === 'DIM'
      ? `Only ${amps(currentA)} flows through ${light}, too little to glow.`
      : `Only ${amps(currentA)} flows through ${light}, so it glows dimly; it needs ${amps(onA)} to shine fully.`;
  if (suggested) return `${head}${suggestionText(suggested, want === 'DIM' ? 'glow' : 'shine')}`;
  if (resistors.length === 0) return `${head} Less resistance in its loop would let more current through.`;
  if (resistors.length > 1) return `${head} Use smaller resistors (less resistance) to let more current through.`;
  return `${head} Use a smaller resistor than ${resistors[0]} (less resistance) to let more current through.`;
}

export function chargingText(light: string, inSeries: boolean, state: string, currentA: number): string {
  if (inSeries) {
    if (currentA < 0.000001) return `The capacitor has filled up: its voltage now matches the battery's, so no more current flows and ${light} has gone out.`;
    return state === 'OFF'
      ? `As the capacitor charges, the current through ${light} falls: now only ${amps(currentA)}, too little to light it.`
      : `The capacitor is still charging, and as its voltage rises the current through ${light} keeps falling (now ${amps(currentA)}).`;
  }
  return `The capacitor beside ${light} changed the current while it charged or emptied, so ${light} changed as it did.`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
