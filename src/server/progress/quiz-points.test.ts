// The quiz award rule (quiz-points.ts) on progress documents: only a right first answer pays.
import { describe, expect, it } from 'vitest';
import { applyAttempt } from './progress-update';

const where = { kind: 'chapter' as const, chapter: 1, level: 0, exercise: 3 };
const right = { correct: true, starAchieved: true, isCircuit: false, isQuiz: true };
const wrong = { correct: false, starAchieved: false, isCircuit: false, isQuiz: true };
const at = '2026-11-26T10:00:00.000Z';

describe('quiz points', () => {
  it('a right first answer earns 10 and completes the quiz', () => {
    const change = applyAttempt({}, where, right, at);
    expect(change).toMatchObject({ changed: true, pointsAwarded: 10, completed: true });
    expect(change.progress).toEqual({ '1': { '0': { '3': { completed: true, starAchieved: true, timestamp: at } } } });
  });

  it('a wrong first answer is remembered; the right answer after it completes the quiz for 0', () => {
    const missed = applyAttempt({}, where, wrong, at);
    expect(missed).toMatchObject({ changed: true, pointsAwarded: 0, completed: false });
    expect(applyAttempt(missed.progress, where, wrong, at)).toMatchObject({ changed: false, pointsAwarded: 0 });
    const done = applyAttempt(missed.progress, where, right, at);
    expect(done).toMatchObject({ changed: true, pointsAwarded: 0, completed: true });
    expect(done.progress['1']!['0']!['3']).toEqual({ completed: true, starAchieved: true, timestamp: at, missed: true });
    expect(applyAttempt(done.progress, where, right, at)).toMatchObject({ changed: false, pointsAwarded: 0, completed: true });
  });

  it('after a right first answer nothing changes: neither a wrong answer nor a repeat', () => {
    const done = applyAttempt({}, where, right, at).progress;
    expect(applyAttempt(done, where, wrong, at)).toMatchObject({ changed: false, pointsAwarded: 0, completed: true });
    expect(applyAttempt(done, where, right, at)).toMatchObject({ changed: false, pointsAwarded: 0, completed: true });
  });

  it('a project quiz earns no points either way, as before', () => {
    const project = { kind: 'project' as const, project: 'egg', level: 0, exercise: 2, completesLevel: true };
    expect(applyAttempt({}, project, wrong, at)).toMatchObject({ changed: false, pointsAwarded: 0 });
    expect(applyAttempt({}, project, right, at)).toMatchObject({ changed: true, pointsAwarded: 0, completed: true });
  });
});
