// The generator's levels with the parts a learner works while playing: a potentiometer dimmer and a push
// button doorbell. Each is a scenario level that the creator's schema accepts, whose start fails and
// whose solver answer passes every scenario under the one judge, and whose words a 12-year-old reads.
import { describe, expect, it } from 'vitest';
import { levelInputSchema } from '../api/levels';
import { puzzleFromLevel } from '../puzzle/solver-puzzle';
import { judgeScenarios } from '../engine/judge-grid';
import { judgePuzzleGrid, applySolution, startGrid, solveLevel } from '../solver';
import { generateLesson } from './generate';
import { MAX_INSTRUCTION_LENGTH } from './instruction';

const KNOB_GOALS = ['a dimmer', 'turn the knob to dim the bulb', 'a potentiometer', 'easy variable resistor', 'hard potentiometer with a star', 'a knob dims two bulbs in series', 'turn a knob to dim a green LED'];
const BUTTON_GOALS = ['a doorbell', 'press the push button to light the bulb', 'easy button', 'hard momentary button with a star', 'a push button lights three bulbs in series', 'press a push button to light the LED'];

/** The level is proven as publishing proves it: schema, a start that fails, the solver's answer that passes. */
function expectProven(goal: string) {
  const { level, solution } = generateLesson(goal);
  expect(levelInputSchema.parse(level)).toEqual(level);
  expect(level.goal).toEqual([]);
  const puzzle = puzzleFromLevel(level);
  expect(judgePuzzleGrid(puzzle, startGrid(puzzle)).correct).toBe(false);
  const solved = solveLevel(puzzle);
  expect(solved.status).toBe('solved');
  if (solved.status !== 'solved') throw new Error('not solved');
  for (const answer of [solved, solution]) {
    const verdicts = judgeScenarios(applySolution(puzzle, answer), puzzle.scenarios ?? [], puzzle.tags);
    expect(verdicts.map((v) => v.correct)).toEqual(puzzle.scenarios?.map(() => true));
  }
  expect(level.description?.length).toBeLessThanOrEqual(MAX_INSTRUCTION_LENGTH);
  return level;
}

describe('a potentiometer level', () => {
  it.each(KNOB_GOALS)('%j is a proven scenario level with the knob at 0, 50 and 100 %', (goal) => {
    const level = expectProven(goal);
    expect(level.scenarios?.map((s) => s.label)).toEqual(['Knob at 0 %', 'Knob at 50 %', 'Knob at 100 %']);
    expect(level.scenarios?.map((s) => s.inputs)).toEqual([{ position: 0 }, { position: 0.5 }, { position: 1 }]);
    expect([...level.prePlacedComponents, ...level.draggableItems].some((p) => p.type === 'potentiometer')).toBe(true);
  });

  it('dims the bulb as the knob turns: ON, DIM, OFF', () => {
    const { level, notes } = generateLesson('a dimmer', { seed: 0 });
    expect(level.scenarios?.map((s) => s.goal)).toEqual([[{ type: 'red-bulb', status: 'ON' }], [{ type: 'red-bulb', status: 'DIM' }], [{ type: 'red-bulb', status: 'OFF' }]]);
    // The potentiometer goes from the tray into the corner, turned so its wiper joins the loop.
    expect(level.draggableItems).toContainEqual({ type: 'potentiometer', resistanceValue: 4700, itemCount: 1 });
    expect(level.name).toBe('A Knob that Dims');
    expect(notes[0]).toBe('Understood: a potentiometer (knob) that dims a light, a dim light; difficulty Beginner.');
    expect(notes.join(' ')).not.toContain('not a part yet');
  });

  it('words the task so a 12-year-old knows what to do', () => {
    expect(generateLesson('easy potentiometer').level.description).toBe(
      'Put the potentiometer in the gap so the red bulb lights, glows dimly and stays dark as you turn the knob from 0 % to 100 %.',
    );
    expect(generateLesson('a dimmer').level.educationalMessages.success).toMatch(/^The knob slides the wiper along the track/);
  });
});

describe('a push button level', () => {
  it.each(BUTTON_GOALS)('%j is a proven scenario level, held and released', (goal) => {
    const level = expectProven(goal);
    expect(level.scenarios?.map((s) => [s.label, s.inputs])).toEqual([
      ['Button pressed', { pressed: true }],
      ['Button released', { pressed: false }],
    ]);
    // Every light is lit while the button is held and dark when it is let go.
    expect(level.scenarios?.[0].goal.every((g) => g.status === 'ON')).toBe(true);
    expect(level.scenarios?.[1].goal.every((g) => g.status === 'OFF')).toBe(true);
  });

  it('puts the button in the tray with a tempting switch when the goal is hard', () => {
    const { level } = generateLesson('hard doorbell');
    expect(level.draggableItems.map((item) => item.type)).toEqual(expect.arrayContaining(['push-button', 'switch']));
    expect(level.tags).toContain('Advanced');
  });

  it('words the task so a 12-year-old knows what to do', () => {
    const { level, notes } = generateLesson('easy doorbell');
    expect(level.name).toBe('A Doorbell Button');
    expect(level.description).toBe('Put the push button in the gap so the red bulb lights with the button pressed and stays dark with the button released.');
    expect(level.educationalMessages.success).toContain('only while you hold it down');
    expect(notes).toContain('The level is judged twice: while the button is held down the light must shine; once it is let go it must stay dark.');
  });
});
