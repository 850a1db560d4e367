// "Every number true": each number with a unit in every exercise's text, over the whole course and the
// projects, is either a part's rating (the engine's own constants) or annotated with the circuit it
// describes and equals the engine's reading of it, rounded as written; a resistance is spelled as the
// parts' labels spell it.
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

describe('power, amps and battery life', () => {
  const loop = `┌ B R330 ─ ┐\nA| . . . │\n└ V+ r- V- ┘`;
  const card = (content: string, numbers: AuthoringExercise['numbers']): AuthoringExercise => ({ exerciseType: 'info', title: 'Power', content, numbers });

  it('checks P = V × I from the probes in mW and W, the battery\'s 9 V × I, amps, and mAh ÷ mA in hours', () => {
    expect(numberProblems(card('The bulb gets about 24 mW.', [{ says: '24 mW', read: 'power', map: loop }]), ratings)).toEqual([]);
    expect(numberProblems(card('That is 0.02 W.', [{ says: '0.02 W', read: 'power', map: loop }]), ratings)).toEqual([]);
    expect(numberProblems(card('The battery gives 218 mW.', [{ says: '218 mW', read: 'battery-power', map: loop }]), ratings)).toEqual([]);
    expect(numberProblems(card('A short: 9 A.', [{ says: '9 A', read: 'current', map: `┌ B ─ ┐\n└ A ─ ┘` }]), ratings)).toEqual([]);
    expect(numberProblems(card('500 mAh lasts 21 hours.', [{ says: '500 mAh', read: 'premise' }, { says: '21 hours', read: { lasts: 500 }, map: loop }]), ratings)).toEqual([]);
    expect(numberProblems(card('1 A = 1000 mA and 1 W = 1000 mW.', []), ratings)).toEqual([]);
  });

  it('reports a wrong power, a wrong battery life, and power or capacity nobody vouches for', () => {
    expect(numberProblems(card('The bulb gets about 30 mW.', [{ says: '30 mW', read: 'power', map: loop }]), ratings)).toEqual([
      '"30 mW" is taught, but the engine gives 23.54 mW',
    ]);
    expect(numberProblems(card('It lasts 30 hours.', [{ says: '30 hours', read: { lasts: 500 }, map: loop }]), ratings)).toEqual([
      '"30 hours" is taught, but the engine gives 20.61 hours',
    ]);
    expect(numberProblems(card('It gets 2 W from a 500 mAh battery.', []), ratings)).toEqual([
      '"2 W" is taught without an annotation tying it to a circuit',
      '"500 mAh" is taught without an annotation tying it to a circuit',
    ]);
  });
});

describe('a light sensor\'s resistance, read at a light level', () => {
  // the sensor under 660 Ω, the voltage probes across it, the current probe in the loop: R = V ÷ I
  const sensor = `┌ B R660 ─ ┐\nA| . . . │\n└ V+ L V- ┘`;
  const card = (content: string, numbers: AuthoringExercise['numbers']): AuthoringExercise => ({ exerciseType: 'info', title: 'Sensor', content, numbers });

  it('checks R = V ÷ I in Ω and kΩ at the light level the annotation names', () => {
    expect(numberProblems(card('About 200 Ω in a bright room.', [{ says: '200 Ω', read: 'resistance', map: sensor, light: 1000 }]), ratings)).toEqual([]);
    expect(numberProblems(card('About 5 kΩ at dusk.', [{ says: '5 kΩ', read: 'resistance', map: sensor, light: 10 }]), ratings)).toEqual([]);
    expect(numberProblems(card('About 8 V across it at dusk.', [{ says: '8 V', read: 'voltage', map: sensor, light: 10 }]), ratings)).toEqual([]);
  });

  it('reports a resistance the engine does not give at that light, and a kΩ nobody vouches for', () => {
    expect(numberProblems(card('About 5 kΩ in a classroom.', [{ says: '5 kΩ', read: 'resistance', map: sensor }]), ratings)).toEqual([
      '"5 kΩ" is taught, but the engine gives 0.46 kΩ',
    ]);
    expect(numberProblems(card('It has 47 kΩ.', []), ratings)).toEqual(['"47 kΩ" is taught without an annotation tying it to a circuit']);
  });
});

describe('a resistance is written as the parts\' labels write it', () => {
  const card = (content: string): AuthoringExercise => ({ exerciseType: 'info', title: 'Values', content });

  it('accepts the labels\' spelling, and the kilohm\'s definition', () => {
    expect(numberProblems(card('With 330 Ω and a bulb; a real pull-down has 100 kΩ (1 kΩ = 1000 Ω).'), ratings)).toEqual([]);
  });

  it('reports any other spelling of a value, naming the one the board shows', () => {
    expect(numberProblems(card('Our pot has 1000 Ω.'), ratings)).toEqual(['"1000 Ω" is not how the parts write it: "1 kΩ"']);
    expect(numberProblems(card('A 100k Ω pull-down.'), ratings)).toEqual(['"100k Ω" is not how the parts write it: "100 kΩ"']);
    expect(numberProblems(card('A 0.1 MΩ pull-down.'), ratings)).toEqual([
      '"0.1 MΩ" is taught without an annotation tying it to a circuit',
      '"0.1 MΩ" is not how the parts write it: "100 kΩ"',
    ]);
  });
});
