// The creator's scenario goal: its scenarios start from the input parts the level has (read from the
// catalogue), their problems come in the server's words, and "See a solution" proves a doorbell level
// solvable under both its scenarios with the one judge.
import { describe, expect, it } from 'vitest';
import type { LevelInput } from '../../../../api/levels';
import { DOORBELL_PIECES, DOORBELL_SCENARIOS, DOORBELL_TRAY } from '../../../../../test/support/doorbell';
import { findSolution } from '../api/find-solution';
import { creatorReducer } from './creator-reducer';
import { toLevelInput, type Draft } from './draft';
import { draftFromLevel } from './incoming-level';
import { publishProblem, scenarioIssues, testProblem } from './rules';
import { boardInputsOf } from './board-view';
import { addScenario, removeScenario, startScenarios, withGoalToggled, withInput, withLabel } from './scenario-edits';

const PLAIN_DOORBELL: LevelInput = {
  name: 'Doorbell',
  prePlacedComponents: DOORBELL_PIECES,
  draggableItems: DOORBELL_TRAY.map(({ type, count }) => ({ type, itemCount: count })),
  goal: [{ type: 'red-bulb', status: 'ON' }],
  metadata: { gridCol: 4, gridRow: 3 },
  educationalMessages: { success: 'Ding dong!', failure: 'Not yet.' },
  tags: [],
};

function doorbellDraft(): Draft {
  return draftFromLevel(PLAIN_DOORBELL)!;
}

describe('starting a scenario goal', () => {
  it('gives a board with a push button "Button held" and "Button released", each with the level goal', () => {
    const scenarios = startScenarios(doorbellDraft());
    expect(scenarios).toEqual([
      { label: 'Button held', inputs: { pressed: true }, goal: [{ type: 'red-bulb', status: 'ON' }] },
      { label: 'Button released', inputs: { pressed: false }, goal: [{ type: 'red-bulb', status: 'ON' }] },
    ]);
  });

  it('offers no input on a board without an input part, and a knob and the light where a potentiometer and a light sensor are', () => {
    const draft = doorbellDraft();
    expect(boardInputsOf({ grid: draft.grid, inventory: [] }).map((f) => f.name)).toEqual([]);
    const withKnobAndLight = { ...draft, inventory: [{ type: 'potentiometer' as const, itemCount: 1 }, { type: 'ldr' as const, itemCount: 1 }] };
    expect(boardInputsOf(withKnobAndLight).map((f) => f.name).sort()).toEqual(['light', 'position']);
    const [first, second] = startScenarios(withKnobAndLight);
    expect(first.inputs).toEqual({ position: 1, light: 100000 });
    expect(second.inputs).toEqual({ position: 0, light: 1 });
    expect(first.label).not.toBe(second.label);
  });

  it('adds up to four scenarios and removes down to two', () => {
    const draft = { ...doorbellDraft(), scenarios: startScenarios(doorbellDraft()) };
    const three = addScenario(draft);
    const four = addScenario({ ...draft, scenarios: three });
    expect([three.length, four.length, addScenario({ ...draft, scenarios: four }).length]).toEqual([3, 4, 4]);
    expect(removeScenario(four, 0).map((s) => s.label)).toEqual(four.slice(1).map((s) => s.label));
    expect(removeScenario(draft.scenarios, 0)).toEqual(draft.scenarios);
  });

  it('a label made from the inputs follows them; one the creator typed stays', () => {
    const scenarios = startScenarios(doorbellDraft());
    expect(withInput(scenarios, 0, 'pressed', false)[0].label).toBe('Button released');
    const typed = withLabel(scenarios, 0, 'Ring');
    expect(withInput(typed, 0, 'pressed', false)[0].label).toBe('Ring');
  });
});

describe('what is wrong with the scenarios, in the server’s words', () => {
  const draft = doorbellDraft();
  const good = withGoalToggled(startScenarios(draft), 1, 'red-bulb'); // released → OFF

  it('nothing for the doorbell: held → ON, released → OFF', () => {
    expect(good.map((s) => s.goal)).toEqual(DOORBELL_SCENARIOS.map((s) => s.goal));
    expect(scenarioIssues({ ...draft, scenarios: good })).toEqual([]);
    expect(testProblem({ ...draft, scenarios: good })).toBeNull();
    expect(publishProblem({ ...draft, scenarios: good }, true)).toBeNull();
  });

  it('names a repeated label, repeated inputs, a scenario without goal lights and an input no part reads', () => {
    expect(scenarioIssues({ ...draft, scenarios: withLabel(good, 1, 'Button held') }).map((i) => i.message)).toContain('Two scenarios are called "Button held": give each its own label.');
    expect(scenarioIssues({ ...draft, scenarios: withInput(good, 1, 'pressed', true) })).toContainEqual({ index: 1, message: 'Scenario "Button held" sets the same inputs as an earlier one.' });
    const noGoal = good.map((s, i) => (i === 0 ? { ...s, goal: [] } : s));
    expect(scenarioIssues({ ...draft, scenarios: noGoal })).toEqual([{ index: 0, message: 'Give every scenario at least one goal light.' }]);
    const noButton = { ...draft, inventory: draft.inventory.filter((item) => item.type !== 'push-button'), scenarios: good };
    expect(testProblem(noButton)).toBe('Scenario "Button held" sets the push button, but no part of the level reads it.');
  });

  it('one scenario is not a scenario goal', () => {
    expect(scenarioIssues({ ...draft, scenarios: good.slice(0, 1) })).toEqual([{ index: null, message: 'A scenario goal needs 2 to 4 scenarios.' }]);
  });
});

describe('the draft with a scenario goal', () => {
  it('goes back to its one goal when the scenarios are dropped, and undo brings them back', () => {
    const start = { draft: doorbellDraft(), history: [] };
    const withScenarios = creatorReducer(start, { kind: 'scenarios', scenarios: startScenarios(start.draft) });
    const typed = creatorReducer(withScenarios, { kind: 'scenarios', scenarios: withLabel(withScenarios.draft.scenarios, 0, 'Ring'), typing: true });
    expect(typed.history.length).toBe(withScenarios.history.length); // typing a label is no undo step
    const back = creatorReducer(typed, { kind: 'scenarios', scenarios: [] });
    expect(toLevelInput(back.draft).goal).toEqual([{ type: 'red-bulb', status: 'ON' }]);
    expect(creatorReducer(back, { kind: 'undo' }).draft.scenarios[0].label).toBe('Ring');
  });

  it('"See a solution" solves the doorbell under both scenarios with the one judge', () => {
    const draft = doorbellDraft();
    const outcome = findSolution(toLevelInput({ ...draft, scenarios: withGoalToggled(startScenarios(draft), 1, 'red-bulb') }));
    expect(outcome.kind).toBe('solved');
    if (outcome.kind === 'solved') expect(outcome.grid[1][2]?.type).toBe('push-button');
  });
});
