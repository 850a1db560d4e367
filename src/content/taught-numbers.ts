// "Every number true": each number with a unit that an exercise's text teaches (mA, V, Ω, s) is tied by
// an annotation to the circuit it describes and the engine's reading of it, and must equal that reading
// rounded as written ("24 mA" is right for 24.26 mA, "24.3 mA" would need 24.25–24.35). Numbers that
// are parts' own ratings (a 330 Ω resistor, the 9 V battery, the bulb's 60 mA limit) are the engine's
// constants, checked once; a question's premise ("charged to 1 V") is marked as one. A resistance is
// written as the parts' labels write it ("2.2 kΩ"). docs/course.md "Every number true" explains how to annotate.
import {
  BATTERY_EMF_V,
  BATTERY_INTERNAL_OHM,
  BULB_DIM_A,
  BULB_EXPLODE_A,
  BULB_OHM,
  BULB_ON_A,
  DEFAULT_DURATION_S,
  FLAT_BATTERY_EMF_V,
  formatResistance,
  LED_EXPLODE_A,
  LED_ON_A,
  MOSFET_VTO_V,
  ohmsOf,
  probeGoals,
  simulate,
  type Cell,
  type Grid,
  type ParamName,
  type SimulationResult,
} from '../engine/index';
import { allGoalEntries } from '../api/index';
import { layout } from './layout';
import { byExerciseType, type PerExerciseType } from './exercise-types';
import type { AuthoringCircuitExercise, AuthoringExercise, TaughtNumber } from './schema';
import { solutionGrid } from '../puzzle/index';

/** Ratings a text may state as facts about the parts: each is the engine's own constant. */
export const PART_RATINGS: Record<string, number> = {
  '9 V': BATTERY_EMF_V,
  '3 V': FLAT_BATTERY_EMF_V, // a flat battery (fault finding)
  '1 Ω': BATTERY_INTERNAL_OHM,
  '40 Ω': BULB_OHM,
  '2 mA': BULB_DIM_A * 1000,
  '18 mA': BULB_ON_A * 1000,
  '60 mA': BULB_EXPLODE_A * 1000,
  '2 V': MOSFET_VTO_V,
  '5 mA': LED_ON_A * 1000,
  '35 mA': LED_EXPLODE_A * 1000,
  '10 seconds': DEFAULT_DURATION_S,
  '10 s': DEFAULT_DURATION_S,
};

/** The units' own definitions a text may state ("1 A = 1000 mA"): true of every circuit. */
export const UNIT_DEFINITIONS = ['1 A', '1000 mA', '1 W', '1000 mW', '1 hour', '1 kΩ', '1000 Ω'];

/** The one place a resistance may be written other than as the parts write it: its unit's definition. */
const OHM_DEFINITION = '1 kΩ = 1000 Ω';

/** Values of real parts off the grid a text may recommend: the breadboard pull-down (chapter 7, the Egg Timer). */
export const REAL_PART_VALUES = ['100 kΩ'];

/**
 * A number with a unit as a learner reads it; resistor values (a part on offer, as its label writes it)
 * are ratings too. A resistance is caught however it is spelled ("2.2k Ω", "2200 Ω") so the check can
 * hold it to the parts' spelling.
 */
const NUMBER_WITH_UNIT = /(\d[\d ]*(?:[.,]\d+)?)\s?(mAh|mA|mW|W|A|V|[kMGm] ?Ω|Ω|s|seconds|hours?|µF)(?![\w])/g;

/** Units a reading may be written in besides the one measure() gives: amps for mA, watts for mW, kΩ and MΩ for Ω. */
const SCALE_FROM_MEASURED: Record<string, number> = { A: 1 / 1000, W: 1 / 1000, kΩ: 1 / 1000, MΩ: 1e-6 };

/** Ohms per resistance unit, to write a number back as the parts would. */
const OHMS_PER: Record<string, number> = { mΩ: 1e-3, Ω: 1, kΩ: 1e3, MΩ: 1e6, GΩ: 1e9 };

export interface Quantity {
  /** Number and unit with one space: the key annotations and ratings use. */
  text: string;
  /** Exactly as the text has it ("2.2k Ω"). */
  written: string;
  value: number;
  unit: string;
  decimals: number;
}

export function numbersIn(text: string): Quantity[] {
  return [...text.matchAll(NUMBER_WITH_UNIT)].map((m) => {
    const digits = m[1].replace(/ /g, '').replace(',', '.');
    const spelled = m[2].replace(' ', ''); // "k Ω" as "kΩ"
    const unit = spelled === 'seconds' ? 's' : spelled === 'hour' ? 'hours' : spelled;
    return {
      text: `${m[1]} ${spelled}`.replace(/\s+/g, ' '),
      written: m[0].trim(),
      value: Number(digits),
      unit,
      decimals: digits.includes('.') ? digits.split('.')[1].length : 0,
    };
  });
}

/** What the numbers check reads of one exercise, as its type has it. */
interface ExerciseNumbers {
  /** Every text of the exercise a learner reads. */
  texts: string[];
  /** The circuit an annotation without a map describes (a circuit exercise's reference build); null for none. */
  ownCircuit(): Grid | null;
  /** Numbers that state the task, not a fact (a measurement goal's window, "between 14 and 16 mA"): they may be written. */
  taskNumbers: string[];
  /** The right answer, which a number marked as a distractor must not be part of. */
  rightAnswer?: string;
  /** The parts on offer: their values are ratings any text of the course may state. */
  parts: Pick<Cell, 'type' | ParamName>[];
}

/** Each exercise type's texts, circuit, task and parts (a new type's entry is demanded by the type check). */
const numbersByType: PerExerciseType<ExerciseNumbers> = {
  circuit: (exercise) => ({
    texts: [exercise.title, exercise.description, exercise.successMessage, exercise.failureMessage, exercise.tip?.message ?? ''],
    ownCircuit: () => solutionGrid(exercise, exercise.solution, 'reference solution'),
    taskNumbers: goalWindows(exercise),
    parts: [...exercise.prePlacedComponents, ...exercise.inventory],
  }),
  'multiple-choice': (exercise) => ({
    texts: [exercise.title, exercise.question, ...exercise.options, exercise.successMessage, exercise.failureMessage],
    ownCircuit: () => null,
    taskNumbers: [],
    rightAnswer: exercise.options[exercise.correctOptionIndex],
    parts: [],
  }),
  info: (exercise) => ({ texts: [exercise.title, exercise.content], ownCircuit: () => null, taskNumbers: [], parts: [] }),
  fault: (exercise) => ({
    texts: [exercise.title, exercise.description, exercise.successMessage, exercise.failureMessage],
    ownCircuit: () => null,
    taskNumbers: [],
    parts: [],
  }),
};

/** A measurement goal's bounds as a text writes them ("14 mA", "4.5 V"). */
function goalWindows(exercise: AuthoringCircuitExercise): string[] {
  return probeGoals(allGoalEntries(exercise)).flatMap((g) => {
    const [scale, unit] = g.probe === 'current' ? [1000, 'mA'] : [1, 'V'];
    return [g.min, g.max].map((bound) => `${Number((bound * scale).toPrecision(3))} ${unit}`);
  });
}

/** Every text of an exercise a learner reads. */
export function textsOf(exercise: AuthoringExercise): string[] {
  return byExerciseType(numbersByType, exercise).texts;
}

function gridOf(map: string, solved: boolean): Grid {
  const l = layout(map);
  const grid: Grid = Array.from({ length: l.rows }, () => Array.from({ length: l.cols }, () => null));
  for (const { row, col, ...cell } of [...l.prePlacedComponents, ...(solved ? l.place : [])]) grid[row][col] = cell;
  return grid;
}

const last = (series: (number | null)[] | undefined) => (series && series.length > 0 ? series[series.length - 1] : null);

/** The sample at `at` seconds (the first at or after it), else the last one. */
function sampleAt(result: SimulationResult, series: (number | null)[] | undefined, at: number | undefined): number | null {
  if (at === undefined || !result.probeData) return last(series);
  const i = result.probeData.time.findIndex((t) => t >= at - 1e-9);
  return i < 0 ? last(series) : (series?.[i] ?? null);
}

/** The engine's value for one annotation: mA, V, Ω, s, mW or hours (numberProblems scales mA → A, mW → W). */
export function measure(number: TaughtNumber, exercise: AuthoringExercise): number | null {
  if (number.read === 'premise' || number.read === 'distractor') return null;
  const grid = number.map ? gridOf(number.map, true) : byExerciseType(numbersByType, exercise).ownCircuit();
  if (!grid) throw new Error(`"${number.says}" names no circuit: give it a map`);
  const result: SimulationResult = simulate({ grid, probe: true, ...(number.light === undefined ? {} : { light: number.light }) });
  const read = number.read;
  if (read === 'current') return Math.abs(sampleAt(result, result.probeData?.current, number.at) ?? NaN) * 1000;
  if (read === 'voltage') return Math.abs(sampleAt(result, result.probeData?.vdiff, number.at) ?? NaN);
  if (read === 'total-resistance') return BATTERY_EMF_V / Math.abs(last(result.probeData?.current) ?? NaN);
  // R = V ÷ I of the part between the voltage probes, with the current probe in its loop (ohms)
  if (read === 'resistance') return Math.abs(sampleAt(result, result.probeData?.vdiff, number.at) ?? NaN) / Math.abs(sampleAt(result, result.probeData?.current, number.at) ?? NaN);
  const milliamps = Math.abs(sampleAt(result, result.probeData?.current, number.at) ?? NaN) * 1000;
  if (read === 'power') return Math.abs(sampleAt(result, result.probeData?.vdiff, number.at) ?? NaN) * milliamps;
  if (read === 'battery-power') return BATTERY_EMF_V * milliamps;
  if ('lasts' in read) return read.lasts / milliamps;
  if ('bulb' in read) return (result.bulbCurrents[read.bulb] ?? NaN) * 1000;
  if ('event' in read) return result.bulbEvents.find((e) => e.bulb === read.event && e.state === read.state)?.time ?? NaN;
  // 'reaches': the time the voltage reading first reaches a value (e.g. 63 % of 9 V: one time constant)
  const { time, vdiff } = result.probeData ?? { time: [], vdiff: [] };
  for (let i = 1; i < time.length; i++) {
    const [a, b] = [Math.abs(vdiff[i - 1] ?? 0), Math.abs(vdiff[i] ?? 0)];
    if (a < read.reaches && b >= read.reaches) return time[i - 1] + ((read.reaches - a) / (b - a)) * (time[i] - time[i - 1]);
  }
  return NaN;
}

/** Problems with one exercise's numbers: annotations that are wrong, and numbers nobody vouches for. */
export function numberProblems(exercise: AuthoringExercise, ratings: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const own = byExerciseType(numbersByType, exercise);
  const texts = own.texts.join('\n');
  const annotated = new Set<string>();
  for (const number of exercise.numbers ?? []) {
    annotated.add(number.says);
    if (!texts.includes(number.says)) problems.push(`annotation "${number.says}" is not in the exercise's text`);
    const [quantity] = numbersIn(number.says);
    if (!quantity) {
      problems.push(`annotation "${number.says}" is not a number with a unit`);
      continue;
    }
    if (number.read === 'distractor' && own.rightAnswer?.includes(number.says)) {
      problems.push(`"${number.says}" is marked as a distractor but is in the right answer`);
    }
    const measured = measure(number, exercise);
    if (measured === null) continue;
    const value = measured * (SCALE_FROM_MEASURED[quantity.unit] ?? 1);
    const rounded = Number(value.toFixed(quantity.decimals));
    if (!Number.isFinite(value) || rounded !== quantity.value) {
      problems.push(`"${number.says}" is taught, but the engine gives ${Number.isFinite(value) ? value.toFixed(quantity.decimals + 2) : 'no reading'} ${quantity.unit}`);
    }
  }
  // A measurement goal's window ("between 14 and 16 mA") is the task, not a fact: its bounds may be stated.
  for (const bound of own.taskNumbers) annotated.add(bound);
  for (const q of numbersIn(texts)) {
    if (!annotated.has(q.text) && !ratings.has(q.text)) problems.push(`"${q.text}" is taught without an annotation tying it to a circuit`);
  }
  // A resistance reads as the parts' labels write it (docs/course.md "Every number true"), bar its unit's definition.
  for (const q of numbersIn(texts.replaceAll(OHM_DEFINITION, ''))) {
    const ohms = OHMS_PER[q.unit];
    if (ohms === undefined) continue;
    const engine = formatResistance(q.value * ohms);
    if (q.written !== engine) problems.push(`"${q.written}" is not how the parts write it: "${engine}"`);
  }
  return problems;
}

/** The ratings a course may state: the engine's constants plus the resistor values and capacitances on offer. */
export function ratingsOf(exercises: readonly AuthoringExercise[]): Set<string> {
  const ratings = new Set(Object.keys(PART_RATINGS));
  for (const e of exercises) {
    for (const p of byExerciseType(numbersByType, e).parts) {
      // a resistor's value, and a potentiometer's whole track (a knob's share of it is a reading)
      const ohms = ohmsOf(p);
      if (ohms !== null) ratings.add(formatResistance(ohms));
    }
  }
  ratings.add('10 000 µF'); // the capacitor's default (engine components/capacitor.ts), checked in the test
  for (const definition of [...UNIT_DEFINITIONS, ...REAL_PART_VALUES]) ratings.add(definition);
  return ratings;
}
