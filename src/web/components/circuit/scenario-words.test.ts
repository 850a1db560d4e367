// What a scenario card says beside its label (the player's scenario panel): each setting once, on every
// scenario exercise of the course, and in full where a creator's label names no setting.
import { describe, expect, it } from 'vitest';
import { course } from '../../../content/index';
import { scenarioDetail } from './scenario-words';

const courseScenarios = course.chapters.flatMap((chapter) =>
  chapter.levels.flatMap((level) => level.exercises.flatMap((exercise) => (exercise.exerciseType === 'circuit' ? (exercise.scenarios ?? []) : []))),
);

describe('a scenario card\'s words', () => {
  it('say every course scenario\'s setting once', () => {
    const cards = Object.fromEntries(courseScenarios.map((s) => [s.label, scenarioDetail(s.label, s.inputs)]));
    expect(cards).toEqual({
      'Knob at 0 %': '',
      'Knob at 25 %': '',
      'Knob at 100 %': '',
      Dusk: '10 lux',
      Daylight: '10,000 lux',
      'Button held': '',
      'Button released': '',
    });
    for (const { label } of courseScenarios) {
      const card = `${label} ${cards[label]}`.toLowerCase();
      for (const word of ['knob', 'button', 'light', 'dusk', 'daylight', 'held', 'released']) expect(card.split(word).length, `${label}: ${word}`).toBeLessThanOrEqual(2);
    }
  });

  it('say in full what a label does not name', () => {
    expect(scenarioDetail('Night', { light: 10 })).toBe('light 10 lux (dusk)');
    expect(scenarioDetail('Quarter turn', { position: 0.25 })).toBe('knob at 25 %');
    expect(scenarioDetail('Knob at 100 %', { position: 0 })).toBe('knob at 0 %');
    expect(scenarioDetail('Held at dusk', { pressed: true, light: 10 })).toBe('10 lux');
    expect(scenarioDetail('Doorbell', { pressed: false, position: 1 })).toBe('button released, knob at 100 %');
  });
});
