// One ladder that holds every idea a goal names at once (docs/architecture.md "Lesson generator"), for
// goals the one-idea templates (templates.ts, part-lessons.ts) do not cover: series lights stacked on one
// rung, parallel rungs beside it, a switch on a branch (or in the loop when there is one branch), a
// forward diode and LEDs in the series path, a capacitor in series with the named lights and a steady
// light on a branch of its own (so the dark lights show the charged capacitor), per-branch resistors
// for dim lights and named values, extra resistors for a named count, and the star in the loop.
// Whether each idea really shows is decided afterwards on the built circuit (idea-checks.ts).
import { formatResistance } from '../engine/index';
import type { Concepts } from './concepts';
import { BULB_COLOURS, straightBulb, type TrayExtra } from './design';
import { parallelBranches, seriesLights } from './ideas';
import type { Slot } from './ladder';
import type { TemplatePlan } from './template-plan';
import { closedSwitch, mainValueOf, resistor, resistorExtra, star, wire } from './slots';

type Named = NonNullable<Slot>;

/** Light i: the first `leds` are LEDs (cathode downstream), the rest straight bulbs. */
function light(i: number, leds: number): Named {
  const colour = BULB_COLOURS[i % BULB_COLOURS.length];
  return i < leds ? { type: `${colour}-led`, first: 'right', role: `light-${i}` } : { type: straightBulb(colour), role: `light-${i}` };
}

/** Below 60 mA through one bulb: a smaller asked value would explode it, so 330 Ω stands in (and the notes say so). */
export function safeOhms(value: number): boolean {
  return 9 / (value + 41) <= 0.06;
}

const lightWords = (slot: Named) => slot.type.replace(/-straight$/, '').replace('-', ' ').replace(' led', ' LED');
const NUMBERS = ['', 'one', 'two', 'three'];

export function composedPlan(c: Concepts): TemplatePlan {
  const notes: string[] = [];
  const leds = c.led ? Math.min(3, c.ledCount ?? 1) : 0;
  const branches = c.parallel ? parallelBranches(c) : 1;
  // "an LED and a dim bulb": a bulb the goal names beside its LEDs gets its own place in the loop.
  const bulbs = c.bulbCount ?? (leds > 0 && c.bulbWord ? 1 : 0);
  const chainLength = c.series ? seriesLights(c) : c.parallel || c.capacitor ? 1 : Math.max(1, Math.min(3, bulbs + leds));
  let next = 0;
  const take = () => light(next++, leds);
  const rungs: Named[][] = [Array.from({ length: chainLength }, take)];
  for (let b = 1; b < branches; b++) rungs.push([take()]);

  let addedBranch = false;
  if (c.capacitor) {
    const cap: Named = { type: 'capacitor', role: 'capacitor' };
    if (branches > 1) rungs[rungs.length - 1].unshift(cap);
    else if (c.series) {
      // The named lights stay in series with the capacitor; a steady light beside them shows the difference.
      rungs[0].unshift(cap);
      rungs.push([take()]);
      addedBranch = true;
    } else rungs.push([cap, take()]);
  }
  if (addedBranch) {
    const steady = rungs[rungs.length - 1][0];
    notes.push(`The ${lightWords(steady)} on a branch of its own stays lit, so the lights that end dark show the capacitor has charged.`);
  }
  if (c.diode) rungs[0].unshift({ type: 'diode', first: 'right', role: 'diode' });

  const values = c.resistorValues.map((v) => {
    if (safeOhms(v)) return v;
    notes.push(`${formatResistance(v)} would let about ${Math.round((9 / (v + 41)) * 1000)} mA through a bulb and explode it, so 330 Ω is used instead.`);
    return 330;
  });
  // An LED takes at most 35 mA and glows dimly only below 5 mA: it needs its own resistor, and a big one to be dim.
  const onlyLeds = (rung: Named[]) => rung.filter((s) => s.role.startsWith('light-')).every((s) => s.type.endsWith('-led'));
  const dimValue = (rung: Named[]) => (onlyLeds(rung) ? 2200 : 560);
  const perBranch = rungs.length > 1 && (c.dim || values.length > 1 || (c.resistorCount ?? 0) > 1 || leds > 0);
  const top: Slot[] = [];
  const left: Slot[] = [];
  let resistors = 0;
  if (perBranch) {
    rungs.forEach((rung, i) => rung.unshift(resistor(values[i] ?? (c.dim && i === 0 ? dimValue(rung) : 330), `resistor-${i}`)));
    resistors = rungs.length;
  } else {
    const fallback = rungs.length > 1 ? (rungs.length === 2 ? 150 : 100) : c.dim ? dimValue(rungs[0]) : leds > 0 ? 330 : [330, 220, 150][chainLength - 1];
    const shared = resistor(values[0] ?? fallback, 'resistor-0');
    if (rungs.length > 1) left.push(shared);
    else top.push(shared);
    resistors = 1;
  }
  for (; resistors < Math.min(3, c.resistorCount ?? 0); resistors++) top.push(resistor(100, `resistor-${resistors}`));

  const switchOnBranch = c.switch && branches > 1;
  if (c.switch) (switchOnBranch ? rungs[0] : left).unshift(closedSwitch('switch'));

  // One rung's lights beyond the first go on the bottom rail when there is one loop: a wider, lower grid.
  const bottom: Slot[] = [...star(c)];
  if (rungs.length === 1) {
    const extra = rungs[0].filter((slot) => slot.role.startsWith('light-')).slice(1);
    rungs[0] = rungs[0].filter((slot) => !extra.includes(slot));
    bottom.unshift(...extra);
  }

  const lights = rungs.flat().concat(bottom.filter((s): s is Named => s !== null)).filter((s) => s.role.startsWith('light-'));
  const trayRoles = [
    ...(c.exploded ? ['resistor-0'] : []),
    ...(c.diode ? ['diode'] : []),
    ...lights.filter((s) => s.type.endsWith('-led')).map((s) => s.role),
    'resistor-0',
    ...lights.filter((s) => !s.type.endsWith('-led')).map((s) => s.role).reverse(),
    'resistor-1',
  ];
  const extras: TrayExtra[] = [wire, ...(c.dim ? [resistorExtra(330)] : [])];
  const tags = [
    ...(c.series || rungs.length === 1 ? ['series'] : []),
    // Only an asked parallel is tagged: the steady branch beside a capacitor is not the lesson.
    ...(c.parallel ? ['parallel'] : []),
    'resistor',
    ...(c.switch ? ['switch'] : []),
    ...(c.capacitor ? ['capacitor'] : []),
    ...(c.diode ? ['diode'] : []),
    ...(leds > 0 ? ['led'] : []),
    ...(c.dim ? ['dim'] : []),
    ...(c.exploded ? ['exploded'] : []),
  ];
  return {
    kind: 'composed',
    spec: { plus: 'left', top, left, bottom, rungs },
    trayRoles: [...new Set(trayRoles)],
    flipSwitches: c.switch ? ['switch'] : [],
    extras,
    tags,
    summary: summary(rungs, top, left, bottom),
    notes,
  };
}

function partWords(slot: Named): string {
  if (slot.type === 'resistor') return formatResistance(mainValueOf(slot) ?? 0);
  if (slot.type === 'diode' || slot.type === 'capacitor' || slot.type === 'switch' || slot.type === 'star') return `a ${slot.type}`;
  return lightWords(slot);
}

/** "one loop: 330 Ω, a switch, red LED" or "two branches (a switch, red bulb | green bulb) after 150 Ω". */
function summary(rungs: Named[][], top: Slot[], left: Slot[], bottom: Slot[]): string {
  const shared = [...top, ...left, ...bottom].filter((s): s is Named => s !== null).map(partWords);
  if (rungs.length === 1) return `one loop: ${[...shared, ...rungs[0].map(partWords)].join(', ')}`;
  const inside = rungs.map((rung) => rung.map(partWords).join(', ')).join(' | ');
  return `${NUMBERS[rungs.length]} branches (${inside})${shared.length > 0 ? ` in series with ${shared.join(', ')}` : ''}`;
}
