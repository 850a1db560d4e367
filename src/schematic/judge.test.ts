// The Test button's verdicts: silent when not ready, 'You’re correct!' or 'Incorrect.' plus the reason.
import { describe, expect, it } from 'vitest';
import { buildAnswer, buildCircuit } from './answer-builder';
import { CORRECT_MESSAGE, isReadyForTest, judgeCircuit } from './judge';

const parts = [
  { id: 'b1', type: 'battery', value: 9 },
  { id: 'r1', type: 'resistor', value: 1000 },
] as const;
const loop = [
  ['b1.output', 'r1.input'],
  ['r1.output', 'b1.input'],
] as const;
const answers = [buildAnswer(parts, loop)];

describe('the Test button', () => {
  it('does nothing on an empty grid', () => {
    expect(judgeCircuit([], answers)).toEqual({ kind: 'not-ready' });
  });

  it('does nothing while a part has fewer connections than ports', () => {
    const half = buildCircuit(parts, [['b1.output', 'r1.input']]).components;
    expect(isReadyForTest(half)).toBe(false);
    expect(judgeCircuit(half, answers)).toEqual({ kind: 'not-ready' });
  });

  it('says You’re correct! with the typographic apostrophe for a matching circuit', () => {
    const verdict = judgeCircuit(buildCircuit(parts, loop).components, answers);
    expect(verdict).toMatchObject({ kind: 'judged', correct: true, message: CORRECT_MESSAGE });
    expect(CORRECT_MESSAGE).toBe('You\u2019re correct!');
  });

  it("says 'Incorrect.' plus the first discrepancy's reason otherwise", () => {
    const wrong = buildCircuit([{ id: 'b1', type: 'battery', value: 9 }, { id: 'r1', type: 'resistor', value: 2000 }], loop).components;
    const verdict = judgeCircuit(wrong, answers);
    expect(verdict).toMatchObject({
      kind: 'judged',
      correct: false,
      message: "Incorrect. No matching 'resistor' with value '2000' found in the answer.",
    });
  });

  it('judges a circuit without a battery as incorrect and notes the failed trace for the console', () => {
    const noBattery = buildCircuit([{ id: 'r1', type: 'resistor', value: 1000 }], [['r1.output', 'r1.input']]).components;
    const verdict = judgeCircuit(noBattery, answers);
    expect(verdict.kind === 'judged' && verdict.correct).toBe(false);
    expect(verdict.kind === 'judged' && verdict.diagnostics[0]).toMatch(/Battery/);
  });

  it('notes a line without segments for the console, without changing the verdict', () => {
    const built = buildCircuit(parts, loop);
    const lines = built.lines.map((line, i) => (i === 0 ? { ...line, segments: [] } : line));
    const verdict = judgeCircuit(built.components, answers, lines);
    expect(verdict).toMatchObject({ kind: 'judged', correct: true });
    expect(verdict.kind === 'judged' && verdict.diagnostics).toEqual(['Line l1 has no segments.']);
  });
});
