// One template per lesson kind: each turns the concepts read from the goal into a ladder spec (see
// ladder.ts) with named parts, then into a Design. Resistor values follow the course's numbers: 9 V
// through 330 Ω and a 40 Ω bulb ≈ 24 mA (ON), through 560 Ω ≈ 15 mA (DIM), through a bare wire ≈ 220 mA.
import { formatResistance } from '../engine/index';
import type { Concepts } from './concepts';
import type { Design, LessonKind } from './design';
import { buildLadder, ladderMinimum, type Slot } from './ladder';
import { composedPlan } from './compose';
import { capacitor, diode, ldr, led, mosfet } from './part-lessons';
import { potentiometer, pushButton } from './input-lessons';
import type { TemplatePlan } from './template-plan';
import { bulb, closedSwitch, resistor, resistorExtra, star, wire } from './slots';

/** Below 60 mA through one bulb, or the level would ask for an exploded bulb. */
function safeValue(value: number, notes: string[]): number {
  if (9 / (value + 41) <= 0.06) return value;
  notes.push(`${formatResistance(value)} would let about ${Math.round((9 / (value + 41)) * 1000)} mA through a bulb and explode it, so 330 Ω is used instead.`);
  return 330;
}

function series(c: Concepts, kind: LessonKind): TemplatePlan {
  const notes: string[] = [];
  const n = kind === 'exploded' ? 1 : Math.max(1, Math.min(3, c.bulbCount ?? (c.series ? 2 : 1)));
  const fallback = kind === 'dim' || c.dim ? 560 : [330, 220, 150][n - 1];
  const value = kind === 'exploded' ? 330 : safeValue(c.resistorValues[0] ?? fallback, notes);
  const bulbs = Array.from({ length: n }, (_, i) => bulb(i));
  const withSwitch = kind === 'series-switch';
  return {
    kind,
    spec: {
      plus: 'left',
      top: [resistor(value, 'series-resistor')],
      left: withSwitch ? [closedSwitch('switch')] : [],
      bottom: [...bulbs.slice(1), ...star(c)],
      rungs: [[bulbs[0]]],
    },
    trayRoles: ['series-resistor', ...(withSwitch ? [] : bulbs.slice(1).map((_, i) => `bulb-${i + 1}`)), 'bulb-0'],
    flipSwitches: withSwitch ? ['switch'] : [],
    extras: kind === 'dim' || value >= 470 ? [resistorExtra(330), wire] : [wire],
    tags: ['series', 'resistor', ...(withSwitch ? ['switch'] : []), ...(kind === 'dim' ? ['dim'] : []), ...(kind === 'exploded' ? ['exploded'] : [])],
    summary: `${n === 1 ? 'one bulb' : `${n} bulbs`} in series with ${formatResistance(value)}${withSwitch ? ' and a switch' : ''}`,
    notes,
  };
}

function parallel(c: Concepts, kind: LessonKind): TemplatePlan {
  const n = Math.max(2, Math.min(3, c.bulbCount ?? 2));
  const withSwitch = kind === 'parallel-switch';
  // Two bulbs share 150 Ω (≈ 26 mA each), three share 100 Ω: every branch ON, and still ON alone.
  const shared = n === 2 ? 150 : 100;
  const rungs = Array.from({ length: n }, (_, i) => (withSwitch && i === 0 ? [closedSwitch('switch') as Slot, bulb(i)] : [bulb(i)]));
  return {
    kind,
    spec: { plus: 'left', top: [], left: [resistor(shared, 'series-resistor')], bottom: star(c), rungs },
    trayRoles: [`bulb-${n - 1}`, 'series-resistor', ...(n === 3 ? ['bulb-1'] : []), 'bulb-0'],
    flipSwitches: withSwitch ? ['switch'] : [],
    extras: [wire],
    tags: ['parallel', 'resistor', ...(withSwitch ? ['switch'] : [])],
    summary: `${n} bulbs in parallel sharing ${formatResistance(shared)}${withSwitch ? ', a switch on one branch' : ''}`,
    notes: [],
  };
}

function resistorValues(c: Concepts): TemplatePlan {
  const notes: string[] = [];
  const n = Math.max(2, Math.min(3, c.bulbCount ?? Math.max(2, c.resistorValues.length)));
  const asked = c.resistorValues.map((v) => safeValue(v, notes));
  const defaults = [330, 560, 220].filter((v) => !asked.includes(v));
  const values = [...asked, ...defaults].slice(0, n);
  if (c.dim && !values.some((v) => v >= 470)) values[values.length - 1] = 560;
  return {
    kind: 'resistor-values',
    spec: { plus: 'left', top: [], left: [], bottom: star(c), rungs: values.map((v, i) => [resistor(v, `resistor-${i}`), bulb(i)]) },
    trayRoles: values.map((_, i) => `resistor-${i}`),
    flipSwitches: [],
    extras: [wire],
    tags: ['parallel', 'resistor', ...(c.dim || values.some((v) => v >= 470) ? ['dim'] : [])],
    summary: `${n} branches with ${values.map((v) => formatResistance(v)).join(', ')}`,
    notes,
  };
}

/** The plan for a lesson kind. */
export function planFor(kind: LessonKind, c: Concepts): TemplatePlan {
  switch (kind) {
    case 'series':
    case 'series-switch':
    case 'dim':
    case 'exploded':
      return series(c, kind);
    case 'parallel':
    case 'parallel-switch':
      return parallel(c, kind);
    case 'resistor-values':
      return resistorValues(c);
    case 'diode':
      return diode(c);
    case 'capacitor':
      return capacitor(c);
    case 'mosfet':
      return mosfet(c);
    case 'led':
      return led(c);
    case 'ldr':
      return ldr(c);
    case 'potentiometer':
      return potentiometer(c);
    case 'push-button':
      return pushButton(c);
    case 'composed':
      return composedPlan(c);
  }
}

/** The smallest grid a plan fits in. */
export function planMinimum(plan: TemplatePlan): { cols: number; rows: number } {
  const min = ladderMinimum(plan.spec);
  // The MOSFET's gate wire needs a row between the rails and a column between the tap and the rung.
  return plan.kind === 'mosfet' ? { cols: Math.max(min.cols, 5), rows: Math.max(min.rows, 4) } : min;
}

/** Builds the plan on a cols × rows grid; null when it does not fit. */
export function designFrom(plan: TemplatePlan, cols: number, rows: number): Design | null {
  const ladder = buildLadder({ ...plan.spec, cols, rows });
  if (!ladder) return null;
  plan.finish?.(ladder, rows);
  return {
    lesson: plan.kind,
    cols,
    rows,
    pieces: ladder.board.pieces(),
    trayRoles: plan.trayRoles,
    flipSwitches: plan.flipSwitches,
    extras: plan.extras,
    tags: plan.tags,
    summary: plan.summary,
    ...(plan.scenarios ? { scenarios: plan.scenarios } : {}),
  };
}
