// docs/product.md "Rules and their texts": settings messages, publishing rules in order, testing needs the last two; and the
// resistor popup's choice (custom beats preset, else initial, else 330).
import { describe, expect, it } from 'vitest';
import { PUBLISH_MESSAGES, levelInputSchema } from '../../../../api/levels';
import { PARAMS } from '../../../../engine/components/catalogue';
import { chosenValue, tilesPerPage } from './catalog';
import { emptyDraft, toLevelInput, type Draft } from './draft';
import { draftFromLevel } from './incoming-level';
import { descriptionError, publishHint, publishProblem, sizeError, testProblem } from './rules';

describe('level settings', () => {
  it('uses the exact Rows/Columns messages', () => {
    expect(sizeError('Rows', '')).toBe('Rows is required.');
    expect(sizeError('Columns', ' ')).toBe('Columns is required.');
    expect(sizeError('Rows', '1')).toBe('Rows must be a number between 2 and 9.');
    expect(sizeError('Columns', '10')).toBe('Columns must be a number between 2 and 9.');
    expect(sizeError('Columns', 'abc')).toBe('Columns must be a number between 2 and 9.');
    expect(sizeError('Rows', '9')).toBeNull();
  });
});

describe('publishing and testing rules', () => {
  const ready: Draft = { ...emptyDraft(), name: 'Lamp', inventory: [{ type: 'straight-wire', itemCount: 1 }], goal: [{ type: 'red-bulb', status: 'ON' }] };

  it('checks sign-in, name, inventory and goal in that order', () => {
    expect(publishProblem(emptyDraft(), false)).toBe(PUBLISH_MESSAGES.signIn);
    expect(publishProblem(emptyDraft(), true)).toBe(PUBLISH_MESSAGES.name);
    expect(publishProblem({ ...emptyDraft(), name: 'Lamp' }, true)).toBe(PUBLISH_MESSAGES.draggable);
    expect(publishProblem({ ...ready, goal: [] }, true)).toBe(PUBLISH_MESSAGES.goal);
    expect(publishProblem(ready, true)).toBeNull();
  });

  it('gives each publishing rule a plain hint beside the spec text, and nothing else one', () => {
    const rules = [PUBLISH_MESSAGES.signIn, PUBLISH_MESSAGES.name, PUBLISH_MESSAGES.draggable, PUBLISH_MESSAGES.goal];
    const hints = rules.map(publishHint);
    expect(hints.every((hint) => typeof hint === 'string' && hint.length > 20)).toBe(true);
    expect(new Set(hints).size).toBe(rules.length);
    expect(publishHint(PUBLISH_MESSAGES.draggable)).toMatch(/^Add a part to the Inventory: the parts the learner drags onto the grid\./);
    expect(publishHint('This level cannot be solved with the items in its tray.')).toBeNull();
  });

  it('refuses a description over 200 characters or with control characters, after the spec rules', () => {
    expect(descriptionError('Light the red bulb.\nThen the green one.')).toBeNull();
    expect(descriptionError(' '.repeat(300))).toBeNull(); // blank: no description
    expect(descriptionError('x'.repeat(200))).toBeNull();
    expect(descriptionError('x'.repeat(201))).toBe('The description can be at most 200 characters.');
    expect(descriptionError('bell\u0007')).toMatch(/plain text/);
    expect(publishProblem({ ...ready, description: 'x'.repeat(201) }, true)).toBe('The description can be at most 200 characters.');
    expect(publishProblem({ ...ready, inventory: [], description: 'x'.repeat(201) }, true)).toBe(PUBLISH_MESSAGES.draggable);
  });

  it('tests without a name or an account, but needs an inventory item and a goal', () => {
    expect(testProblem({ ...ready, name: '' })).toBeNull();
    expect(testProblem({ ...ready, inventory: [] })).toBe(PUBLISH_MESSAGES.draggable);
    expect(testProblem({ ...ready, goal: [] })).toBe(PUBLISH_MESSAGES.goal);
  });

  it('turns a draft into a valid POST /api/levels body and back', () => {
    const draft: Draft = { ...ready, tags: ['Beginner'], description: '  Light the red bulb.  ' };
    draft.grid = draft.grid.map((line) => line.slice());
    draft.grid[1][2] = { type: 'resistor', rotation: 90, resistanceValue: 470 };
    draft.grid[0][0] = { type: 'switch', rotation: 0, isOn: true };
    const level = toLevelInput(draft);
    expect(levelInputSchema.safeParse(level).success).toBe(true);
    expect(level.prePlacedComponents).toContainEqual({ type: 'resistor', row: 1, col: 2, rotation: 90, resistanceValue: 470 });
    expect([...level.tags].sort()).toEqual(['Beginner', 'Resistor', 'Switch']);
    const back = draftFromLevel(level)!;
    expect(back.grid[1][2]).toEqual(draft.grid[1][2]);
    expect(back.inventory).toEqual(draft.inventory);
    expect([level.description, back.description]).toEqual(['Light the red bulb.', 'Light the red bulb.']);
  });
});

describe('value dialog and catalog paging', () => {
  it('lets a custom value override the preset, else the preset, else the initial value or the default', () => {
    const ohms = PARAMS.resistanceValue[0];
    expect(chosenValue(ohms, '1000', 220, 330)).toBe(1000);
    expect(chosenValue(ohms, '', 220, 330)).toBe(220);
    expect(chosenValue(ohms, '', null, 470)).toBe(470);
    expect(chosenValue(ohms, '', null, undefined)).toBe(330);
    expect(chosenValue(ohms, '-5', 220, undefined)).toBeNull();
    expect(chosenValue(ohms, '2e9', null, undefined)).toBeNull();
    expect(chosenValue(PARAMS.capacitance[0], ' 4.7mF ', null, undefined)).toBe('4.7mF');
    expect(chosenValue(PARAMS.capacitance[0], '', null, undefined)).toBe('10000uF');
    expect(chosenValue(PARAMS.capacitance[0], '20F', null, undefined)).toBeNull();
  });

  it('fits whole 94 px tiles with 10 px gaps', () => {
    expect(tilesPerPage(94)).toBe(1);
    expect(tilesPerPage(302)).toBe(3);
    expect(tilesPerPage(301)).toBe(2);
  });
});
