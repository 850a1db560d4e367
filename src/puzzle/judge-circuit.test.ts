// The one circuit judge, on a real course exercise with the real engine: the untouched start and the
// reference solution get the verdict and the overlay's texts the server and the page show, a solution
// that breaks the tray's rules is named move by move, and a pre-placed piece keeps its value.
import { describe, expect, it } from 'vitest';
import type { CircuitExercise } from '../api/exercise';
import { FEEDBACK_TITLES } from './judge-feedback';
import { course } from '../content/index';
import { judgeCircuit } from './judge-circuit';
import { exerciseStart, solutionGrid } from './solver-puzzle';
import type { AuthoringCircuitExercise } from '../content/schema';

const exercise = course.chapters[0].levels[1].exercises[1] as AuthoringCircuitExercise;

describe('judgeCircuit', () => {
  it('fails the untouched start with the failure message and the goal check lines', () => {
    const judgement = judgeCircuit(exercise, exerciseStart(exercise));
    expect(judgement.correct).toBe(false);
    expect(judgement.starAchieved).toBe(false);
    expect(judgement.feedback.title).toBe(FEEDBACK_TITLES.wrong);
    expect(judgement.feedback.message).toBe(exercise.failureMessage);
    expect(judgement.feedback.details.length).toBeGreaterThan(0);
    expect(judgement.feedback.details).toEqual(judgement.details);
  });

  it('passes the reference solution with the success message and no details', () => {
    const problems: string[] = [];
    const judgement = judgeCircuit(exercise, solutionGrid(exercise, exercise.solution, 'reference solution', problems));
    expect(problems).toEqual([]);
    expect(judgement).toMatchObject({ correct: true, details: [], feedback: { title: FEEDBACK_TITLES.correct, message: exercise.successMessage, details: [] } });
  });

  it('names each move a solution cannot make and leaves it out', () => {
    const problems: string[] = [];
    const grid = solutionGrid(
      exercise,
      { place: [{ type: 'resistor', row: 0, col: 2, rotation: 0, resistanceValue: 560 }, { type: 'star', row: 0, col: 1, rotation: 0 }], toggle: [{ row: 1, col: 1, isOn: true }] },
      'my answer',
      problems,
    );
    expect(problems).toEqual([
      'my answer uses more resistor 560 Ω than the inventory holds',
      'my answer places star on row 0, column 1, which is not a free cell',
      'my answer toggles row 1, column 1, which holds no pre-placed switch',
    ]);
    expect(grid).toEqual(exerciseStart(exercise));
  });

  it('keeps a pre-placed capacitor’s value on the start grid', () => {
    const withCapacitor: CircuitExercise = {
      ...exercise,
      gridSize: { rows: 2, cols: 4 },
      metadata: { gridCol: 4, gridRow: 2 },
      prePlacedComponents: [{ type: 'capacitor', row: 1, col: 3, rotation: 0, capacitance: '4.7mF' }],
    };
    expect(exerciseStart(withCapacitor)[1][3]).toEqual({ type: 'capacitor', rotation: 0, capacitance: '4.7mF' });
  });
});
