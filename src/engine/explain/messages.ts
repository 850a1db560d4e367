// The sentences of the explanations: one or two plain sentences for a 10-to-14-year-old, naming parts by
// what they are ("the switch", "the 330 Ω resistor"), never by type id.
import { amps, ohms } from './light-facts';
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

export function mosfetOffText(light: string, gateV: number): string {
  const volts = Math.max(0, Math.round(gateV * 10) / 10);
  return `The MOSFET is switched off: its gate needs more than 2 volts to let current through, and it gets ${volts} V. So no current reaches ${light}; join the gate to the battery's + side.`;
}

export function bypassedText(light: string): string {
  return `The wire next to ${light} carries the current round it, so none goes through it. Current always takes the easy way; remove that wire.`;
}

export function shortCircuitText(lights = 0): string {
  const rest = lights === 0 ? 'That drains the battery.' : lights === 1 ? 'None is left for the light.' : 'None is left for the lights.';
  return `Short circuit: wires join the battery's two ends with nothing in between, so all the current rushes through them. ${rest}`;
}

export function tooMuchText(light: string, limitA: number, found: Surge | null): string {
  const head = found
    ? `Too much current (about ${amps(found.currentA)}) went through ${light}, and it burned out: it takes at most ${amps(limitA)}.`
    : `Too much current went through ${light}, and it burned out: it takes at most ${amps(limitA)}.`;
  if (!found) return `${head} Add a resistor in the loop to hold the current back.`;
  if (found.resistorOhm === null) return `${head} Even a 660 Ω resistor would not be enough; a bigger resistor is needed.`;
  return `${head} A ${ohms(found.resistorOhm)} resistor in the same loop would keep it safe.`;
}

/** Appended to an exploded light's explanation for a light it left dark. */
export function darkenedText(message: string, light: string): string {
  return `${message} Now it is broken, so no current reaches ${light} either.`;
}

export function tooLittleText(light: string, currentA: number, onA: number, resistors: readonly string[]): string {
  const head = currentA < 0.0005
    ? `Almost no current flows through ${light}; it needs ${amps(onA)} to shine.`
    : `Only ${amps(currentA)} flows through ${light}, so it glows dimly; it needs ${amps(onA)} to shine fully.`;
  if (resistors.length === 0) return `${head} Less resistance in its loop would let more current through.`;
  if (resistors.length > 1) return `${head} Use smaller resistors (less resistance) to let more current through.`;
  return `${head} Use a smaller resistor than ${resistors[0]} (less resistance) to let more current through.`;
}

export function chargingText(light: string, inSeries: boolean, state: string): string {
  if (inSeries) {
    return state === 'OFF'
      ? `The capacitor has filled up, and a full capacitor lets no more current through, so ${light} has gone out.`
      : `The capacitor is still filling up, and as it fills the current through ${light} keeps falling.`;
  }
  return `The capacitor beside ${light} changed the current while it filled or emptied, so ${light} changed as it did.`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
