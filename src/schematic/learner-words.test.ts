// The wrong answer said in a learner's words: totals across the battery when they differ, else the
// first discrepancy as something to do.
import { describe, expect, it } from 'vitest';
import { schematicQuestions } from '../content/schematic/index';
import { buildCircuit } from './answer-builder';
import { judgeCircuit } from './judge';
import { resistanceAcrossBattery } from './learner-words';
import { formatResistance } from './value-display';

const b = { id: 'b1', type: 'battery', value: 9 } as const;
const r = (id: string, value: number) => ({ id, type: 'resistor', value }) as const;

describe('learner words for a wrong schematic answer', () => {
  it('computes the resistance the battery sees: series adds, parallel halves, an open loop carries none', () => {
    const series = buildCircuit([b, r('r1', 1000), r('r2', 3000)], [['b1.output', 'r1.input'], ['r1.output', 'r2.input'], ['r2.output', 'b1.input']]);
    expect(resistanceAcrossBattery(series.components)).toBeCloseTo(4000);
    const parallel = buildCircuit([b, r('r1', 2000), r('r2', 2000)], [['b1.output', 'r1.input'], ['b1.output', 'r2.input'], ['r1.output', 'b1.input'], ['r2.output', 'b1.input']]);
    expect(resistanceAcrossBattery(parallel.components)).toBeCloseTo(1000);
    const open = buildCircuit([b, r('r1', 1000), r('r2', 2000)], [['b1.output', 'r1.input'], ['r2.output', 'b1.input']]);
    expect(resistanceAcrossBattery(open.components)).toBeNull();
    expect(formatResistance(2000 / 3)).toBe('667 Ω');
    expect(formatResistance(1500)).toBe('1.5 kΩ');
    expect(formatResistance(3000)).toBe('3 kΩ');
  });

  it('says "Your resistors add up to 5 kΩ; the question needs 3 kΩ" under the spec text for a wrong series pair', () => {
    const question = schematicQuestions.standard[1];
    const circuit = buildCircuit([b, r('r1', 1000), r('r2', 4000)], [['b1.output', 'r1.input'], ['r1.output', 'r2.input'], ['r2.output', 'b1.input']]);
    const verdict = judgeCircuit(circuit.components, question.answers);
    expect(verdict).toMatchObject({ kind: 'judged', correct: false, message: "Incorrect. No matching 'resistor' with value '4000' found in the answer." });
    expect(verdict.kind === 'judged' && verdict.explanation).toBe('Your resistors add up to 5 kΩ; the question needs 3 kΩ.');
  });

  it('says where the meter belongs when the total is right but the meter is not in the loop', () => {
    const question = schematicQuestions.standard[4];
    const beside = buildCircuit(
      [b, { id: 'm1', type: 'meter', value: 0 }, r('r1', 1000)],
      [['b1.output', 'r1.input'], ['r1.output', 'b1.input'], ['m1.input', 'r1.input'], ['m1.output', 'r1.output']],
    );
    const verdict = judgeCircuit(beside.components, question.answers);
    expect(verdict.kind === 'judged' && verdict.correct).toBe(false);
    // A meter across the resistor shorts it: the battery sees 0 Ω.
    expect(verdict.kind === 'judged' && verdict.explanation).toBe(
      'Your circuit joins the two ends of the battery with nothing to slow the current (a short circuit); the question needs 1 kΩ.',
    );
  });

  it('names the part to take off when the total is right but the parts are not the asked ones', () => {
    // Two 2 kΩ in parallel make 1 kΩ; one 1 kΩ resistor has the same total but is not what was asked.
    const question = schematicQuestions.standard[3];
    const one = buildCircuit([b, r('r1', 1000)], [['b1.output', 'r1.input'], ['r1.output', 'b1.input']]);
    const verdict = judgeCircuit(one.components, question.answers);
    expect(verdict.kind === 'judged' && verdict.explanation).toBe(
      'This question does not use a 1 kΩ resistor: take it off and use the parts the question asks for.',
    );
  });

  it('gives no words for a right answer', () => {
    const question = schematicQuestions.standard[0];
    const loop = buildCircuit([b, r('r1', 1000)], [['b1.output', 'r1.input'], ['r1.output', 'b1.input']]);
    const verdict = judgeCircuit(loop.components, question.answers);
    expect(verdict).toMatchObject({ correct: true, explanation: null });
  });
});
