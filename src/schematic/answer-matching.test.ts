// Answer matching: the three discrepancy texts word for word, duplicates removed, best match chosen.
import { describe, expect, it } from 'vitest';
import { buildAnswer, buildCircuit } from './answer-builder';
import { findBestMatch, findDiscrepancies, removeDuplicates } from './answer-matching';

const battery = { id: 'b1', type: 'battery', value: 9 } as const;
const r1k = { id: 'r1', type: 'resistor', value: 1000 } as const;
const r2k = { id: 'r2', type: 'resistor', value: 2000 } as const;

const series = buildAnswer([battery, r1k, r2k], [
  ['b1.output', 'r1.input'],
  ['r1.output', 'r2.input'],
  ['r2.output', 'b1.input'],
]);
const parallel = buildAnswer([battery, r1k, r2k], [
  ['b1.output', 'r1.input'],
  ['b1.output', 'r2.input'],
  ['r1.output', 'b1.input'],
  ['r2.output', 'b1.input'],
]);

describe('answer matching', () => {
  it('finds nothing wrong with the same circuit built with other ids and wire order', () => {
    const learner = buildCircuit(
      [
        { id: 'r1', type: 'resistor', value: 2000 },
        { id: 'b1', type: 'battery', value: 9 },
        { id: 'r2', type: 'resistor', value: 1000 },
      ],
      [
        ['r1.output', 'b1.input'],
        ['b1.output', 'r2.input'],
        ['r2.output', 'r1.input'],
      ],
    ).components;
    expect(findDiscrepancies(learner, series)).toEqual([]);
  });

  it('accepts a parallel circuit wired as a chain of port-to-port wires', () => {
    const learner = buildCircuit([battery, r1k, r2k], [
      ['b1.output', 'r1.input'],
      ['r1.input', 'r2.input'],
      ['r2.output', 'r1.output'],
      ['r1.output', 'b1.input'],
    ]).components;
    expect(findDiscrepancies(learner, parallel)).toEqual([]);
  });

  it("says which part is wired wrongly: 'Incorrect connections for ...'", () => {
    const learner = buildCircuit([battery, r1k, r2k], [
      ['b1.output', 'r1.input'],
      ['r1.output', 'r2.input'],
      ['r2.output', 'b1.input'],
    ]).components;
    expect(findDiscrepancies(learner, parallel).map((d) => d.reason)).toEqual([
      "Incorrect connections for 'battery' with ID 'b1'.",
      "Incorrect connections for 'resistor' with ID 'r1'.",
      "Incorrect connections for 'resistor' with ID 'r2'.",
    ]);
  });

  it("names a part the answer does not have: 'No matching ...'", () => {
    const learner = buildCircuit(
      [battery, r1k, { id: 'r2', type: 'resistor', value: 3000 }],
      [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r2.output', 'b1.input'],
      ],
    ).components;
    const reasons = findDiscrepancies(learner, series).map((d) => d.reason);
    expect(reasons).toContain("No matching 'resistor' with value '3000' found in the answer.");
    expect(reasons).toContain("Missing 'resistor' with value '2000' in the user's circuit.");
  });

  it("names an answer part the circuit lacks: 'Missing ...'", () => {
    const learner = buildCircuit([battery, r1k], [
      ['b1.output', 'r1.input'],
      ['r1.output', 'b1.input'],
    ]).components;
    expect(findDiscrepancies(learner, series).map((d) => d.reason)).toContain("Missing 'resistor' with value '2000' in the user's circuit.");
  });

  it('removes duplicate discrepancies', () => {
    const twoMissing = buildAnswer(
      [battery, r1k, { id: 'r2', type: 'resistor', value: 1000 }, { id: 'r3', type: 'resistor', value: 1000 }],
      [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r2.output', 'r3.input'],
        ['r3.output', 'b1.input'],
      ],
    );
    const learner = buildCircuit([battery], [['b1.output', 'b1.input']]).components;
    const reasons = findDiscrepancies(learner, twoMissing).map((d) => d.reason);
    expect(reasons.filter((r) => r === "Missing 'resistor' with value '1000' in the user's circuit.")).toHaveLength(1);
    expect(removeDuplicates([{ id: 'a', reason: 'x' }, { id: 'b', reason: 'x' }, { id: 'c', reason: 'y' }])).toEqual([
      { id: 'a', reason: 'x' },
      { id: 'c', reason: 'y' },
    ]);
  });

  it('picks the accepted answer with the fewest discrepancies', () => {
    const learner = buildCircuit([battery, r1k, r2k], [
      ['b1.output', 'r1.input'],
      ['b1.output', 'r2.input'],
      ['r1.output', 'b1.input'],
      ['r2.output', 'b1.input'],
    ]).components;
    expect(findBestMatch(learner, [series, parallel])).toEqual({ answerIndex: 1, discrepancies: [] });
    const nearlySeries = buildCircuit([battery, r1k], [
      ['b1.output', 'r1.input'],
      ['r1.output', 'b1.input'],
    ]).components;
    const best = findBestMatch(nearlySeries, [parallel, buildAnswer([battery, r1k], [['b1.output', 'r1.input'], ['r1.output', 'b1.input']])]);
    expect(best.answerIndex).toBe(1);
  });
});
