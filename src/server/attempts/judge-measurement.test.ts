// A measurement goal judged the server's way (the circuit kind: grid legality, the engine with probe data,
// the goal check): the reference build whose current probe reads inside the window is right; the same
// loop with the other resistor lights the bulb but reads outside it, and the feedback names both.
import { describe, expect, it } from 'vitest';
import { findExercise } from '../../content/index';
import type { AuthoringCircuitExercise } from '../../content/schema';
import { solvedGrid } from '../../../test/support/server/course-answers';
import { judgeCircuit } from './kinds/circuit/index';

const exercise = findExercise({ chapter: 2, level: 0, exercise: 2 }) as AuthoringCircuitExercise; // 'Dial in 15 mA'

describe('measurement goals in attempts', () => {
  it('judges the probe reading with the engine: inside the window right, outside wrong with the reading named', async () => {
    expect(exercise.title).toBe('Dial in 15 mA');
    expect(exercise.goal).toContainEqual({ probe: 'current', min: 0.014, max: 0.016 });

    const tooMuch = solvedGrid(exercise, { place: exercise.solution.place.map((p) => (p.type === 'resistor' ? { ...p, resistanceValue: 330 } : p)) });
    const wrong = await judgeCircuit(exercise, tooMuch, 'account');
    expect(wrong.correct).toBe(false);
    expect(wrong.feedback.details).toContain('The current probe reads 24.3 mA, the goal wants between 14 and 16 mA.');

    expect(await judgeCircuit(exercise, solvedGrid(exercise), 'account')).toMatchObject({ correct: true, feedback: { details: [] } });
  });
});
