// Every bundled schematic question can be solved by placing and wiring parts as a learner would,
// a wrong circuit built from the same toolbar is not accepted, and each prompt writes values as the parts read.
import { describe, expect, it } from 'vitest';
import { dropPart, judgeCircuit, connectPorts, type AnswerCircuit, type Circuit, formatPartValue } from '../../schematic';
import { schematicQuestions } from './index';

const grid = { columns: 12, rows: 4 };

/** Drops every answer part two cells apart (so none auto-connect) and draws each answer wire once. */
function buildAsLearner(answer: AnswerCircuit): Circuit {
  let circuit: Circuit = { components: [], lines: [] };
  const idOf = new Map<string, string>();
  answer.forEach((part, index) => {
    const dropped = dropPart(circuit, { type: part.type, value: part.value }, (index % 6) * 2, Math.floor(index / 6) * 2, grid);
    if (!dropped) throw new Error(`could not drop ${part.id}`);
    circuit = dropped.circuit;
    idOf.set(part.id, dropped.component.id);
  });
  const drawn = new Set<string>();
  for (const part of answer) {
    for (const c of part.connections) {
      const key = [`${part.id}.${c.portId}`, `${c.connectedToComponentId}.${c.connectedToPortId}`].sort().join('|');
      if (drawn.has(key)) continue;
      drawn.add(key);
      const next = connectPorts(
        circuit,
        { componentId: idOf.get(part.id)!, portId: c.portId },
        { componentId: idOf.get(c.connectedToComponentId)!, portId: c.connectedToPortId },
      );
      if (!next) throw new Error(`could not wire ${key}`);
      circuit = next;
    }
  }
  return circuit;
}

const all = [...schematicQuestions.standard, ...schematicQuestions.advanced];

describe('bundled schematic questions', () => {
  it('has five standard and five advanced questions with their own index', () => {
    expect(schematicQuestions.standard.map((q) => q.index)).toEqual([0, 1, 2, 3, 4]);
    expect(schematicQuestions.advanced.map((q) => q.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it.each(all.map((q) => [`${q.levelId} ${q.index}`, q] as const))('%s: every accepted answer is judged correct when built by hand', (_, question) => {
    for (const answer of question.answers) {
      const verdict = judgeCircuit(buildAsLearner(answer).components, question.answers);
      expect(verdict).toMatchObject({ kind: 'judged', correct: true, message: 'You’re correct!' });
    }
  });

  it.each(all.map((q) => [`${q.levelId} ${q.index}`, q] as const))('%s: the answer can be built from the toolbar', (_, question) => {
    for (const answer of question.answers) {
      const left = question.components.map((p) => `${p.type}:${p.value}`);
      for (const part of answer) {
        const at = left.indexOf(`${part.type}:${part.value}`);
        expect(at, `${part.type} ${part.value} in the toolbar`).toBeGreaterThanOrEqual(0);
        left.splice(at, 1);
      }
    }
  });

  it.each(all.map((q) => [`${q.levelId} ${q.index}`, q] as const))('%s: a circuit with a wrong value is incorrect', (_, question) => {
    const [first] = question.answers;
    const wrong = first.map((part) => (part.type === 'resistor' ? { ...part, value: part.value + 500 } : part));
    const verdict = judgeCircuit(buildAsLearner(wrong).components, question.answers);
    expect(verdict).toMatchObject({ kind: 'judged', correct: false });
    expect(verdict.kind === 'judged' && verdict.message).toMatch(/^Incorrect\. /);
  });

  it('offers only resistors that read as N kΩ (multiples of 1000 below a megohm)', () => {
    const values = all.flatMap((q) => q.components.filter((part) => part.type === 'resistor').map((part) => part.value));
    expect(values.length).toBeGreaterThan(0);
    for (const ohms of values) expect(formatPartValue('resistor', ohms)).toBe(`${ohms / 1000} kΩ`);
  });

  it.each(all.map((q) => [`${q.levelId} ${q.index}`, q] as const))('%s: its prompt writes each resistance as the parts read', (_, question) => {
    // Any number before an ohm sign, however spaced or prefixed: "3 kΩ" is how a part reads, "3k Ω" or "3000 Ω" is not.
    const written = [...question.prompt.matchAll(/(\d+(?:\.\d+)?) ?([kMG]?) ?Ω/g)];
    for (const [text, digits, prefix] of written) {
      const ohms = Number(digits) * (({ k: 1e3, M: 1e6, G: 1e9 } as Record<string, number>)[prefix ?? ''] ?? 1);
      expect(text).toBe(formatPartValue('resistor', ohms));
    }
  });
});
