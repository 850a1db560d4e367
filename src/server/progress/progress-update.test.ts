// Points are earned once: 10 for the first completion, +5 for the first star, never a downgrade.
import { describe, expect, it } from 'vitest';
import { applyAttempt, type AttemptLocation } from './progress-update';

const here: AttemptLocation = { kind: 'chapter', chapter: 0, level: 1, exercise: 2 };
const circuit = (correct: boolean, starAchieved: boolean) => ({ correct, starAchieved, isCircuit: true });

describe('applyAttempt on a chapter exercise', () => {
  it('awards 10 for the first completion and records it at chapter → level → exercise', () => {
    const change = applyAttempt({}, here, circuit(true, false), 't1');
    expect(change.pointsAwarded).toBe(10);
    expect(change.progress).toEqual({ '0': { '1': { '2': { completed: true, starAchieved: false, timestamp: 't1' } } } });
  });

  it('awards 15 when the first completion also lights the star', () => {
    expect(applyAttempt({}, here, circuit(true, true), 't1').pointsAwarded).toBe(15);
  });

  it('awards 5 for a star reached after an earlier starless completion, then nothing more', () => {
    const first = applyAttempt({}, here, circuit(true, false), 't1');
    const second = applyAttempt(first.progress, here, circuit(true, true), 't2');
    expect(second.pointsAwarded).toBe(5);
    const third = applyAttempt(second.progress, here, circuit(true, true), 't3');
    expect(third).toMatchObject({ pointsAwarded: 0, changed: false, completed: true });
  });

  it('never downgrades: a later wrong or starless attempt keeps completion and star', () => {
    const done = applyAttempt({}, here, circuit(true, true), 't1').progress;
    expect(applyAttempt(done, here, circuit(false, false), 't2')).toMatchObject({ changed: false, completed: true, pointsAwarded: 0 });
    expect(applyAttempt(done, here, circuit(true, false), 't2')).toMatchObject({ changed: false, pointsAwarded: 0 });
  });

  it('a wrong answer earns and records nothing', () => {
    expect(applyAttempt({}, here, circuit(false, false), 't1')).toMatchObject({ changed: false, completed: false, pointsAwarded: 0 });
  });

  it('a quiz earns 10 but no star bonus', () => {
    expect(applyAttempt({}, here, { correct: true, starAchieved: true, isCircuit: false }, 't1').pointsAwarded).toBe(10);
  });

  it('keeps the other exercises of the level', () => {
    const other = { '0': { '1': { '0': { completed: true, starAchieved: false, timestamp: 't0' } } } };
    const change = applyAttempt(other, here, circuit(true, false), 't1');
    expect(Object.keys((change.progress['0'] as Record<string, Record<string, unknown>>)['1']!)).toEqual(['0', '2']);
  });
});

describe('applyAttempt on a project exercise', () => {
  const last: AttemptLocation = { kind: 'project', project: 'egg', level: 0, exercise: 1, completesLevel: true };
  it('records the level as completed with no points when its last exercise is solved', () => {
    const change = applyAttempt({}, last, circuit(true, true), 't1');
    expect(change).toMatchObject({ pointsAwarded: 0, changed: true });
    expect(change.progress).toEqual({ projects: { egg: { '0': { completed: true, timestamp: 't1' } } } });
  });

  it('an earlier exercise of the level records nothing yet', () => {
    expect(applyAttempt({}, { ...last, exercise: 0, completesLevel: false }, circuit(true, false), 't1').changed).toBe(false);
  });
});
