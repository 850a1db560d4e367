// Practice levels (docs/course.md "Practice"): fresh generated levels on one chapter's ideas. Each
// chapter names the lesson-generator goals that fit what it taught; a practice seed picks a goal in
// turn and, every round, the generator's own seed (other colours, the switch ending the other way), so
// seeds n and n + 1 never give the same level. Pure and deterministic: the server regenerates a level
// from (chapter, seed) to judge an answer, and needs to store nothing.
import { generateLesson, type GenerateOptions, type GeneratedLesson } from './generate';

/**
 * Goals per course chapter, in course order (src/content/chapters). The generator has no probe
 * readings yet, so chapter 3's measuring practice works with what a current changes: brightness.
 */
export const PRACTICE_GOALS: readonly (readonly string[])[] = [
  // 1 Batteries, resistors and switches
  ['easy series circuit', 'a switch turns the bulb on and off', 'the bulb explodes without a resistor', 'two bulbs in parallel', 'parallel with a switch', 'hard series circuit'],
  // 2 Using schematic symbols: reading circuits, the diode, a first MOSFET switch
  ['easy diode', 'a switch turns the bulb on and off', 'use a MOSFET as a switch', 'hard diode', 'two bulbs in series'],
  // 3 Measuring: current sets the brightness
  ['make the bulb dim', 'compare 330 ohm and 560 ohm', 'hard series circuit', 'three bulbs in parallel'],
  // 4 Series, parallel and Ohm's law
  ['two bulbs in parallel', 'three bulbs in series', 'compare 330 ohm and 560 ohm in parallel', 'parallel with a switch', 'three bulbs in parallel, hard'],
  // 5 Capacitors and time
  ['easy capacitor', 'a capacitor charges and the bulb fades', 'hard capacitor'],
  // 6 Diodes and LEDs
  ['an LED with a resistor', 'easy diode', 'hard LED', 'diode', 'hard diode'],
  // 7 Transistors as switches
  ['easy MOSFET switch', 'MOSFET switch', 'hard MOSFET switch'],
  // 8 Energy and power: less current, less power (a dimmer bulb); more paths, more current
  ['make the bulb dim', 'compare 330 ohm and 560 ohm', 'two bulbs in series', 'two bulbs in parallel'],
  // 9 Short circuits and safety: a resistor keeps the bulb (and the battery) safe
  ['the bulb explodes without a resistor', 'hard series circuit', 'parallel with a switch', 'three bulbs in series'],
  // 10 Fault finding practises on broken circuits (fault-practice.ts), not on generated puzzles
  [],
  // 11 Sensors and inputs: more resistance dims the bulb (the dimmer), a MOSFET worked by its gate
  ['make the bulb dim', 'easy MOSFET switch', 'compare 330 ohm and 560 ohm', 'MOSFET switch'],
];

/** Whether `chapter` has generated practice (an index of PRACTICE_GOALS with goals). */
export function hasPracticeGoals(chapter: number): boolean {
  return (PRACTICE_GOALS[chapter]?.length ?? 0) > 0;
}

/** The goal text and generator seed behind practice seed `seed` of `chapter`. */
export function practiceGoal(chapter: number, seed: number): { goal: string; generatorSeed: number } {
  const goals = PRACTICE_GOALS[chapter];
  if (!goals || goals.length === 0) throw new RangeError(`There is no practice for chapter ${chapter}.`);
  return { goal: goals[seed % goals.length], generatorSeed: Math.floor(seed / goals.length) };
}

/** Practice level `seed` of `chapter`: proven solvable, or GenerationError. */
export function practiceLesson(chapter: number, seed: number, options: Omit<GenerateOptions, 'seed'> = {}): GeneratedLesson {
  const { goal, generatorSeed } = practiceGoal(chapter, seed);
  return generateLesson(goal, { ...options, seed: generatorSeed });
}
