// Reading docs/product.md's navigation state {Question, Answer, Components, index} for the schematic screen.
import { describe, expect, it } from 'vitest';
import { nextSchematicPath, questionFromState } from './navigation-state';

describe('schematic navigation state', () => {
  it('reads Question, Components and index, giving plain part names default values', () => {
    expect(questionFromState({ Question: 'Build it', Components: ['battery', { type: 'resistor', value: 2000 }], index: 3 })).toEqual({
      prompt: 'Build it',
      toolbar: [
        { id: 't1', type: 'battery', value: 9 },
        { id: 't2', type: 'resistor', value: 2000 },
      ],
      index: 3,
      answers: undefined,
    });
  });
  it('ignores missing or malformed state so the page loads the question instead', () => {
    expect(questionFromState(null)).toBeNull();
    expect(questionFromState({ Question: 'x', Components: ['switch'], index: 0 })).toBeNull();
  });

  it('Continue leads to the next question, and after the fifth to the level summary', () => {
    expect(nextSchematicPath('standard', 0)).toBe('/schematic-question/standard?q=1');
    expect(nextSchematicPath('advanced', 3)).toBe('/schematic-question/advanced?q=4');
    expect(nextSchematicPath('standard', 4)).toBe('/schematic-question/standard?q=done');
  });
});
