// The content checks (`npm run content:check`, content.test.ts): every circuit exercise's reference
// solution is legal and passes, its untouched start does not, its star is reachable; quizzes have one
// right answer; info placeholders resolve; chapter shapes match docs/product.md "What is stored". Returns readable problems.
import { checkFault } from './check-fault';
import { byExerciseType, type PerExerciseType } from './exercise-types';
import {
  bulbGoals,
  checkReadings,
  COMPONENT_TYPES,
  formatReading,
  formatTarget,
  goalOf,
  inputWords,
  ohmsOf,
  unreadInputs,
  type GoalEntry,
  type SimulationResult,
} from '../engine/index';
import { judgeCircuit, exerciseStart, solutionGrid, type Solution } from '../puzzle/index';
import type { AuthoringCircuitExercise, AuthoringCourse, AuthoringExercise, AuthoringLevel, AuthoringMultipleChoiceExercise } from './schema';
import { type InfoExercise, allGoalEntries } from '../api/index';

/** docs/product.md "What is stored": chapter 1 has 5, 6, 2, 2, 1, 2 exercises per level; chapter 2 has 4, 2, 2, 1, 2. */
export const EXPECTED_SHAPE = [
  [5, 6, 2, 2, 1, 2],
  [4, 2, 2, 1, 2],
];
export const RESISTOR_VALUES = [330, 560, 660]; // docs/product.md "Numbers": exercise resistor values
const KNOWN_PLACEHOLDERS = new Set<string>(COMPONENT_TYPES);

export interface LocatedExercise {
  label: string;
  exercise: AuthoringExercise;
}

/** Every exercise with its human label, e.g. "chapter 1 level 2 exercise 3 (Make it glow softly)". */
export function listExercises(course: AuthoringCourse): LocatedExercise[] {
  return course.chapters.flatMap((chapter, c) =>
    chapter.levels.flatMap((level, l) =>
      level.exercises.map((exercise, e) => ({
        label: `chapter ${c + 1} level ${l + 1} exercise ${e + 1} (${exercise.title})`,
        exercise,
      })),
    ),
  );
}

/** Every exercise of the bundled projects, labelled like "project egg level 5 exercise 2 (Build the egg timer)". */
export function listProjectExercises(projects: Record<string, { levels: AuthoringLevel[] }>): LocatedExercise[] {
  return Object.entries(projects).flatMap(([code, project]) =>
    project.levels.flatMap((level, l) =>
      level.exercises.map((exercise, e) => ({ label: `project ${code} level ${l + 1} exercise ${e + 1} (${exercise.title})`, exercise })),
    ),
  );
}

/** Projects pass the same exercise checks as the course; each level holds 1–3 exercises. */
export function checkProjects(projects: Record<string, { levels: AuthoringLevel[] }>): string[] {
  const shape = Object.entries(projects).flatMap(([code, project]) =>
    project.levels.flatMap((level, l) =>
      level.exercises.length <= 3 ? [] : [`project ${code} level ${l + 1}: ${level.exercises.length} exercises, at most 3`],
    ),
  );
  return [...shape, ...listProjectExercises(projects).flatMap(({ label, exercise }) => checkExercise(exercise).map((p) => `${label}: ${p}`))];
}

/** docs/product.md's two chapters keep their sizes; the chapters after them (docs/course.md) are free. */
export function checkCourseShape(course: AuthoringCourse): string[] {
  const actual = course.chapters.slice(0, EXPECTED_SHAPE.length).map((chapter) => chapter.levels.map((level) => level.exercises.length));
  return JSON.stringify(actual) === JSON.stringify(EXPECTED_SHAPE)
    ? []
    : [`course: exercises per level are ${JSON.stringify(actual)}, spec section 3 wants ${JSON.stringify(EXPECTED_SHAPE)}`];
}

/** Each exercise type's own checks (a new type's entry is demanded by the type check). */
const exerciseChecks: PerExerciseType<string[]> = {
  circuit: checkCircuit,
  'multiple-choice': checkQuiz,
  info: checkInfo,
  fault: checkFault,
};

export function checkExercise(exercise: AuthoringExercise): string[] {
  return byExerciseType(exerciseChecks, exercise);
}

/** Info cards are for young readers: one idea, at most about 80 words (component icons not counted). */
export const INFO_WORD_LIMIT = 80;

export function infoWords(card: InfoExercise): number {
  return card.content.replace(/\{[^{}]*\}/g, '').split(/\s+/).filter((word) => /\w/.test(word)).length;
}

export function checkCourse(course: AuthoringCourse): string[] {
  return [
    ...checkCourseShape(course),
    ...listExercises(course).flatMap(({ label, exercise }) => checkExercise(exercise).map((p) => `${label}: ${p}`)),
  ];
}

function checkQuiz(quiz: AuthoringMultipleChoiceExercise): string[] {
  const problems: string[] = [];
  if (quiz.correctOptionIndex >= quiz.options.length) problems.push(`correctOptionIndex ${quiz.correctOptionIndex} is not one of the ${quiz.options.length} options`);
  if (new Set(quiz.options).size !== quiz.options.length) problems.push('two options are the same, so more than one could be right');
  if (quiz.answerType === 'icon') {
    for (const option of quiz.options) if (!KNOWN_PLACEHOLDERS.has(option)) problems.push(`icon option '${option}' is not a component type`);
  }
  return problems;
}

function checkInfo(card: InfoExercise): string[] {
  const names = [...card.content.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
  const placeholders = names.filter((name) => !KNOWN_PLACEHOLDERS.has(name)).map((name) => `placeholder {${name}} is not a component type`);
  const words = infoWords(card);
  return [...placeholders, ...(words > INFO_WORD_LIMIT ? [`the info card has ${words} words, at most ${INFO_WORD_LIMIT}`] : [])];
}

function checkCircuit(exercise: AuthoringCircuitExercise): string[] {
  const problems: string[] = [];
  const { rows, cols } = exercise.gridSize;
  if (cols < 4 || cols > 5 || rows < 2 || rows > 4) problems.push(`grid is ${cols} columns × ${rows} rows; exercises use 4–5 columns and 2–4 rows`);
  if (exercise.metadata.gridCol !== cols || exercise.metadata.gridRow !== rows) problems.push('metadata gridCol/gridRow differ from gridSize');
  for (const item of exercise.inventory) {
    if (item.count < 1 || item.count > 3) problems.push(`inventory ${item.type} count ${item.count} is outside 1–3`);
  }
  const resistorValues = [
    ...[...exercise.inventory, ...exercise.prePlacedComponents].filter((i) => i.type === 'resistor').map((i) => ohmsOf(i) as number),
  ];
  for (const value of resistorValues) if (!RESISTOR_VALUES.includes(value)) problems.push(`resistor value ${value} Ω is not one of 330, 560, 660`);

  const available = new Set([...exercise.prePlacedComponents.map((p) => p.type), ...exercise.inventory.map((i) => i.type)].map(goalOf));
  for (const g of bulbGoals(allGoalEntries(exercise))) {
    if (!available.has(g.type)) problems.push(`goal names ${g.type}, but no such light is pre-placed or in the tray`);
  }

  // A scenario input no part of the board reads would make two scenarios the same board.
  const types = [...exercise.prePlacedComponents.map((p) => p.type), ...exercise.inventory.map((i) => i.type)];
  for (const scenario of exercise.scenarios ?? []) {
    for (const name of unreadInputs(scenario.inputs, types)) problems.push(`scenario "${scenario.label}" sets ${inputWords(name)}, but no part of the board reads it`);
  }

  const startProblems: string[] = [];
  const start = exerciseStart(exercise, startProblems);
  problems.push(...startProblems);
  if (startProblems.length > 0) return problems;
  checkTip(exercise, problems);

  if (judgeCircuit(exercise, start).correct) problems.push('the untouched start already passes the goal');

  let starReached = false;
  const solutions: [string, Solution | undefined][] = [['reference solution', exercise.solution], ['star solution', exercise.starSolution]];
  for (const [name, solution] of solutions) {
    if (!solution) continue;
    const moveProblems: string[] = [];
    const grid = solutionGrid(exercise, solution, name, moveProblems);
    problems.push(...moveProblems);
    if (moveProblems.length > 0) continue;
    const { correct, result, starAchieved, details } = judgeCircuit(exercise, grid);
    if (!correct) problems.push(exercise.goal ? `${name} ${describeMismatch(result, exercise.goal)}` : `${name} fails: ${details.join(' ')}`);
    starReached ||= exercise.goal ? result.star : starAchieved;
  }
  const hasStar = exercise.prePlacedComponents.some((p) => p.type === 'star') || exercise.inventory.some((i) => i.type === 'star');
  if (hasStar && !starReached) problems.push('the star is never collected: neither the solution nor a starSolution gets 2 mA through it');
  return problems;
}

/** "leaves green-bulb OFF, goal ON" for every goal bulb whose state differs. */
export function describeMismatch(result: SimulationResult, goal: GoalEntry[]): string {
  const readings = checkReadings(result, goal).flatMap((r) =>
    r.met ? [] : [`reads ${r.reading === null ? 'nothing' : formatReading(r.goal.probe, r.reading)} on the ${r.goal.probe} probe, goal ${formatTarget(r.goal)}`],
  );
  const lines = bulbGoals(goal).flatMap((g) => {
    const state = Object.entries(result.bulbs).find(([type]) => goalOf(type) === g.type)?.[1] ?? 'missing';
    return state === g.status ? [] : [`leaves ${g.type} ${state}, goal ${g.status}`];
  });
  return [...lines, ...readings].length > 0 ? [...lines, ...readings].join('; ') : 'does not pass the goal check';
}

function inside(exercise: AuthoringCircuitExercise, row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < exercise.gridSize.rows && col < exercise.gridSize.cols;
}

function checkTip(exercise: AuthoringCircuitExercise, problems: string[]): void {
  const actions = exercise.tip?.actions;
  if (!actions) return;
  const placed = new Set(exercise.prePlacedComponents.map((p) => `${p.row},${p.col}`));
  for (const cell of actions.rotation ?? []) {
    if (!inside(exercise, cell.rowIndex, cell.colIndex) || placed.has(`${cell.rowIndex},${cell.colIndex}`)) {
      problems.push(`tip asks to rotate row ${cell.rowIndex}, column ${cell.colIndex}, which is not a free cell the learner fills`);
    }
  }
  for (const cell of actions.tap ?? []) {
    const isSwitch = exercise.prePlacedComponents.some((p) => p.type === 'switch' && p.row === cell.rowIndex && p.col === cell.colIndex);
    if (!isSwitch) problems.push(`tip asks to tap row ${cell.rowIndex}, column ${cell.colIndex}, which holds no pre-placed switch`);
  }
}
