import { describe, expect, it } from 'vitest';
import { symptomStates, symptomStory } from './symptom-story';

describe('symptomStory', () => {
  it('says what the lights should do and what they do now', () => {
    const goal = [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'OFF' }] as const;
    expect(symptomStory(goal, { 'red-bulb': 'OFF', 'green-bulb': 'OFF' })).toEqual({
      should: 'red bulb ON, green bulb OFF',
      does: 'red bulb OFF, green bulb OFF',
    });
  });
  it('reads a straight bulb as its goal colour', () => {
    expect(symptomStates([{ type: 'red-bulb', status: 'ON' }], { 'red-bulb-straight': 'DIM' })).toEqual({ 'red-bulb': 'DIM' });
  });
});
