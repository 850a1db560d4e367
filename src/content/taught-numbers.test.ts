// "Every number true": each number with a unit in every exercise's text, over the whole course and the
// projects, is either a part's rating (the engine's own constants) or annotated with the circuit it
// describes and equals the engine's reading of it, rounded as written.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATION_S } from '../engine/index';
import { capacitance } from '../engine/components/capacitor';
import { listExercises, listProjectExercises } from './check';
import { course, projects } from './index';
import { numberProblems, numbersIn, PART_RATINGS, ratingsOf } from './taught-numbers';
import type { AuthoringExercise } from './schema';

const all = [...listExercises(course), ...listProjectExercises(projects)];
const ratings = ratingsOf(all.map((x) => x.exercise));

describe('every number a text teaches', () => {
  it.each(all.map((x) => [x.label, x.exercise] as const))('%s: its numbers are the engine\'s', (_label, exercise) => {
    expect(numberProblems(exercise, ratings)).toEqual([]);
  });

  it('part ratings a text may state are the engine\'s constants', () => {
    for (const [text, value] of Object.entries(PART_RATINGS)) expect(numbersIn(text)[0].value).toBe(value);
    expect(PART_RATINGS['10 s']).toBe(DEFAULT_DURATION_S);
    expect(capacitance.toSI(capacitance.default)).toBe(0.01); // '10 000 µF'
  });

  it('the new chapters teach many numbers, all annotated', () => {
    const annotated = all.filter(({ label }) => /^chapter [3-7] /.test(label)).flatMap(({ exercise }) => exercise.numbers ?? []);
    expect(annotated.filter((n) => n.read !== 'distractor' && n.read !== 'premise').length).toBeGreaterThan(40);
  });
});

describe('the number check catches mistakes', () => {
  const base: AuthoringExercise = {
    exerciseType: 'info',
    title: 'A loop',
    content: 'With 330 Ω and a bulb, about 24 mA flows.',
    numbers: [{ says: '24 mA', read: 'current', map: `┌ B R330 ─ ┐\n└ A ─ ─ r┘` }],
  };

  it('accepts a true number rounded as taught', () => {
    expect(numberProblems(base, ratings)).toEqual([]);
  });

  it('reports a number the engine does not give', () => {
    const wrong = { ...base, content: 'With 330 Ω and a bulb, about 30 mA flows.', numbers: [{ ...base.numbers![0], says: '30 mA' }] };
    expect(numberProblems(wrong, ratings)).toEqual(['"30 mA" is taught, but the engine gives 24.26 mA']);
  });

  it('reports a more precise number than the engine gives, and a number nobody vouches for', () => {
    const precise = { ...base, content: 'About 24.9 mA flows, and it takes 2 s.', numbers: [{ ...base.numbers![0], says: '24.9 mA' }] };
    expect(numberProblems(precise, ratings)).toEqual([
      '"24.9 mA" is taught, but the engine gives 24.259 mA',
      '"2 s" is taught without an annotation tying it to a circuit',
    ]);
  });
});
