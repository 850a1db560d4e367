// The ideas a goal names, as the level must show them (idea-checks.ts), each with the words the
// teacher's notes use. One list drives the composed circuit, the checks and the notes.
import { formatResistance } from '../engine/index';
import type { Concepts } from './concepts';
import type { Idea } from './idea-checks';

export interface AskedIdea {
  idea: Idea;
  /** What the notes call it: "series (2 lights on one path)". */
  label: string;
}

const NUMBER = ['no', 'one', 'two', 'three'];
const plural = (n: number, noun: string) => `${NUMBER[n] ?? n} ${noun}${n === 1 ? '' : 's'}`;

/** How many lights the series chain holds: the counted bulbs, else the LEDs, else two. */
export function seriesLights(c: Concepts): number {
  return Math.max(1, Math.min(3, c.bulbCount ?? (c.led ? (c.ledCount ?? 1) : 2)));
}

/** How many parallel branches: the counted bulbs (two when series is asked too, one branch holding the series). */
export function parallelBranches(c: Concepts): number {
  return c.series ? 2 : Math.max(2, Math.min(3, c.bulbCount ?? c.ledCount ?? 2));
}

export function askedIdeas(c: Concepts): AskedIdea[] {
  const ideas: AskedIdea[] = [];
  if (c.series) {
    const n = seriesLights(c);
    ideas.push({ idea: { kind: 'series', lights: n }, label: n === 1 ? 'series (one loop)' : `series (${plural(n, 'light')} on one path)` });
  }
  if (c.parallel) {
    const n = parallelBranches(c);
    ideas.push({ idea: { kind: 'parallel', branches: n }, label: `parallel (${NUMBER[n]} branches)` });
  }
  if (c.switch) ideas.push({ idea: { kind: 'switch' }, label: 'a switch that changes a light' });
  if (c.mosfet) ideas.push({ idea: { kind: 'mosfet' }, label: 'a MOSFET switching a light' });
  if (c.capacitor) ideas.push({ idea: { kind: 'capacitor' }, label: 'a capacitor whose charging shows' });
  if (c.diode) ideas.push({ idea: { kind: 'diode' }, label: 'a diode the right way round' });
  if (c.led) {
    const n = Math.min(3, c.ledCount ?? 1);
    ideas.push({ idea: { kind: 'led', count: n }, label: `${n === 1 ? 'an LED' : plural(n, 'LED')} the right way round` });
  }
  if (c.potentiometer) ideas.push({ idea: { kind: 'potentiometer' }, label: 'a potentiometer (knob) that dims a light' });
  if (c.pushButton) ideas.push({ idea: { kind: 'push-button' }, label: 'a push button that lights a light only while held' });
  if (c.ldr) ideas.push({ idea: { kind: 'ldr' }, label: 'a light sensor that changes a light' });
  if (c.dim) ideas.push({ idea: { kind: 'dim' }, label: 'a dim light' });
  if (c.exploded) ideas.push({ idea: { kind: 'exploded' }, label: 'a resistor that keeps a bulb from exploding' });
  if (c.star) ideas.push({ idea: { kind: 'star' }, label: 'a star to collect' });
  // A count that series or parallel already carries is not asked twice.
  if (c.bulbCount !== undefined && !c.series && !c.parallel) ideas.push({ idea: { kind: 'bulbs', count: c.bulbCount }, label: plural(c.bulbCount, 'bulb') });
  if (c.resistorCount !== undefined) ideas.push({ idea: { kind: 'resistors', count: c.resistorCount }, label: plural(c.resistorCount, 'resistor') });
  if (c.colour) ideas.push({ idea: { kind: 'colour', colour: c.colour }, label: `a ${c.colour} light` });
  for (const ohms of c.resistorValues) ideas.push({ idea: { kind: 'value', ohms }, label: `a ${formatResistance(ohms)} resistor` });
  return ideas;
}
