// Scenario goals through the one circuit judge, with the real engine: a build is right only when every
// scenario's goal is met under that scenario's inputs, whatever state the learner left the inputs in;
// a failure names the scenario by its label. The schema's rules are checked here too.
import { describe, expect, it } from 'vitest';
import { circuitExerciseSchema, type CircuitExercise } from '../api/exercise';
import { FEEDBACK_TITLES } from './judge-feedback';
import { gridFromText } from '../engine/grid-text';
import { judgeCircuit } from './judge-circuit';
import { solveLevel, applySolution, solutionProblems } from '../solver';
import { exerciseStart, puzzleFromExercise } from './solver-puzzle';
import { DOORBELL_PIECES, DOORBELL_SCENARIOS, DOORBELL_TRAY } from '../../test/support/doorbell';

/** A battery loop with a 330 Ω resistor, a red bulb and a gap at row 1, column 2; the tray holds a push button and a wire. */
const buttonLevel: CircuitExercise = {
  exerciseType: 'circuit',
  title: 'Doorbell',
  description: 'The lamp lights only while the button is held.',
  gridSize: { rows: 2, cols: 4 },
  prePlacedComponents: DOORBELL_PIECES,
  inventory: DOORBELL_TRAY.map((item) => ({ ...item })),
  scenarios: DOORBELL_SCENARIOS,
  successMessage: 'A doorbell!',
  failureMessage: 'Try each scenario.',
  tags: [],
  metadata: { gridCol: 4, gridRow: 2 },
};

describe('judgeCircuit with scenarios', () => {
  it('passes the push button in the gap under both scenarios, held or not when checked', () => {
    for (const held of ['T*', 'T0']) {
      const judgement = judgeCircuit(buttonLevel, gridFromText(['┌ B    ─       ┐', `└ R330 ${held} r┘`]));
      expect(judgement.correct).toBe(true);
      expect(judgement.feedback).toEqual({ title: FEEDBACK_TITLES.correct, message: 'A doorbell!', details: [] });
      expect(judgement.scenarios).toEqual([
        { label: 'Button pressed', correct: true, details: [] },
        { label: 'Button released', correct: true, details: [] },
      ]);
    }
  });

  it('fails a plain wire in the gap on the released scenario, naming it', () => {
    const judgement = judgeCircuit(buttonLevel, gridFromText(['┌ B    ─ ┐', '└ R330 ─ r┘']));
    expect(judgement.correct).toBe(false);
    expect(judgement.scenarios?.map((s) => s.correct)).toEqual([true, false]);
    expect(judgement.details).toEqual(['Button released: The red bulb is ON, the goal wants OFF.']);
    expect(judgement.feedback).toEqual({ title: FEEDBACK_TITLES.wrong, message: 'Try each scenario.', details: judgement.details });
    // The simulation shown with a wrong answer is the failing scenario's.
    expect(judgement.result.bulbs['red-bulb']).toBe('ON');
  });

  it('fails the untouched start on the pressed scenario', () => {
    const judgement = judgeCircuit(buttonLevel, exerciseStart(buttonLevel));
    expect(judgement.correct).toBe(false);
    expect(judgement.details).toEqual(['Button pressed: The red bulb is OFF, the goal wants ON.']);
  });

  it('sets the board light and the knob for each scenario', () => {
    const sensor: CircuitExercise = {
      ...buttonLevel,
      inventory: [{ type: 'ldr', count: 1 }],
      scenarios: [
        { label: 'Daylight', inputs: { light: 100000 }, goal: [{ type: 'red-bulb', status: 'ON' }] },
        { label: 'Night', inputs: { light: 1 }, goal: [{ type: 'red-bulb', status: 'OFF' }] },
      ],
    };
    expect(judgeCircuit(sensor, gridFromText(['┌ B    ─ ┐', '└ R330 L r┘'])).correct).toBe(true);
    const swapped = { ...sensor, scenarios: sensor.scenarios?.map((s, i) => ({ ...s, goal: sensor.scenarios?.[1 - i].goal ?? [] })) };
    expect(judgeCircuit(swapped, gridFromText(['┌ B    ─ ┐', '└ R330 L r┘'])).details).toEqual([
      'Daylight: The red bulb is ON, the goal wants OFF.',
      'Night: The red bulb is OFF, the goal wants ON.',
    ]);
  });

  it('says each failing scenario once: its label leads all of its unmet entries, not each one', () => {
    // Two unmet entries under "Button pressed" (the bulb and a reading nothing measures), one under "Button released".
    const twoEntries: CircuitExercise = {
      ...buttonLevel,
      scenarios: [
        { label: 'Button pressed', inputs: { pressed: true }, goal: [{ type: 'red-bulb', status: 'ON' }, { probe: 'current', min: 0.02, max: 0.03 }] },
        { label: 'Button released', inputs: { pressed: false }, goal: [{ type: 'red-bulb', status: 'ON' }] },
      ],
    };
    const judgement = judgeCircuit(twoEntries, exerciseStart(twoEntries));
    expect(judgement.details).toEqual([
      'Button pressed: The red bulb is OFF, the goal wants ON. No probe on the grid measures current yet, the goal wants between 20 and 30 mA.',
      'Button released: The red bulb is OFF, the goal wants ON.',
    ]);
    // What the overlay shows (the first two lines joined) names each scenario once.
    expect(judgement.details.slice(0, 2).join(' ').match(/Button pressed:/g)).toHaveLength(1);
    expect(judgement.scenarios?.[0].details).toHaveLength(2);
  });

  it('keeps a plain goal as it was: no scenarios in the judgement, no labels', () => {
    const { scenarios: _none, ...rest } = buttonLevel;
    const plain: CircuitExercise = { ...rest, goal: [{ type: 'red-bulb', status: 'ON' }] };
    const judgement = judgeCircuit(plain, gridFromText(['┌ B    ─  ┐', '└ R330 T0 r┘']));
    expect(judgement.correct).toBe(false);
    expect(judgement.scenarios).toBeUndefined();
    expect(judgement.details).toEqual(['The red bulb is OFF, the goal wants ON.']);
  });
});

describe('the solver on scenario goals', () => {
  it('solves the doorbell with the push button, and its answer passes the one judge', () => {
    const puzzle = puzzleFromExercise(buttonLevel);
    const result = solveLevel(puzzle);
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.placements.map((p) => [p.type, p.row, p.col])).toEqual([['push-button', 1, 2]]);
    expect(solutionProblems(puzzle, result)).toEqual([]);
    expect(judgeCircuit(buttonLevel, applySolution(puzzle, result)).correct).toBe(true);
  });

  it('solves it whichever piece the tray lists first: a held button is not the wire it conducts like', () => {
    const wireFirst = { ...buttonLevel, inventory: [...DOORBELL_TRAY].reverse().map((item) => ({ ...item })) };
    const result = solveLevel(puzzleFromExercise(wireFirst));
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.placements.map((p) => p.type)).toEqual(['push-button']);
  });

  it('proves a scenario level unsolvable when a wire meets one scenario but never both', () => {
    const wireOnly = { ...buttonLevel, inventory: [{ type: 'straight-wire' as const, count: 1 }] };
    expect(solveLevel(puzzleFromExercise(wireOnly)).status).toBe('unsolvable');
  });
});

describe('the scenario schema', () => {
  const issues = (patch: Partial<CircuitExercise> & Record<string, unknown>) => {
    const result = circuitExerciseSchema.safeParse({ ...buttonLevel, ...patch });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  const [pressed, released] = buttonLevel.scenarios ?? [];

  it('accepts 2 to 4 scenarios', () => {
    expect(issues({})).toEqual([]);
    const more = [pressed, released, { ...pressed, label: 'Half', inputs: { pressed: true, position: 0.5 } }, { ...pressed, label: 'Dark', inputs: { light: 1 } }];
    expect(issues({ scenarios: more })).toEqual([]);
  });

  it('refuses one scenario, five, twin labels, twin inputs, no inputs and a goal beside scenarios', () => {
    expect(issues({ scenarios: [pressed] })).toEqual(['scenarios: A scenario goal needs 2 to 4 scenarios.']);
    const five = [0, 0.25, 0.5, 0.75, 1].map((position) => ({ ...pressed, label: `Knob ${position}`, inputs: { position } }));
    expect(issues({ scenarios: five })).toEqual(['scenarios: A scenario goal needs 2 to 4 scenarios.']);
    expect(issues({ scenarios: [pressed, { ...released, label: 'Button pressed' }] })).toEqual(['scenarios.1.label: Two scenarios are called "Button pressed": give each its own label.']);
    expect(issues({ scenarios: [pressed, { ...released, inputs: { pressed: true } }] })).toEqual(['scenarios.1.inputs: Scenario "Button released" sets the same inputs as an earlier one.']);
    expect(issues({ scenarios: [pressed, { ...released, inputs: {} }] })).toEqual(['scenarios.1.inputs: A scenario must set at least one input: the button, the knob or the light.']);
    expect(issues({ goal: [{ type: 'red-bulb', status: 'ON' }] })).toEqual(['scenarios: Give either a goal or scenarios, not both.']);
    expect(issues({ scenarios: undefined })).toEqual(['goal: Give the exercise a goal or scenarios.']);
  });

  it('holds each input to its part’s limits', () => {
    expect(issues({ scenarios: [pressed, { ...released, inputs: { position: 1.5 } }] })).toEqual(['scenarios.1.inputs.position: must be from 0 to 1']);
    expect(issues({ scenarios: [pressed, { ...released, inputs: { light: 0 } }] })).toEqual(['scenarios.1.inputs.light: must be from 1 to 100000 lux']);
    expect(issues({ scenarios: [pressed, { ...released, inputs: { wind: 3 } as never }] })[0]).toMatch(/^scenarios\.1\.inputs: Unrecognized key: "wind"/);
  });
});
