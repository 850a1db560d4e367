// Answer matching (docs/product.md "Rules and their texts", Schematic answer matching): compare the learner's circuit with each
// accepted answer and keep the one with the fewest discrepancies. A part's neighbours are the parts
// sharing an electrical node with one of its ports, so how the wires were drawn (one wire to a
// junction, or a chain of wires) does not matter — only what is connected to what.
import { electricalNodes, portNode } from './trace';
import { portsOf } from './ports';
import type { AnswerCircuit, Component, Discrepancy } from './types';

export const noMatchingReason = (type: string, value: number) => `No matching '${type}' with value '${value}' found in the answer.`;
export const incorrectConnectionsReason = (type: string, id: string) => `Incorrect connections for '${type}' with ID '${id}'.`;
export const missingReason = (type: string, value: number) => `Missing '${type}' with value '${value}' in the user's circuit.`;

const partKey = (part: Pick<Component, 'type' | 'value'>) => `${part.type}:${part.value}`;

/** The multiset of type:value of every part that shares a node with one of this part's ports, sorted. */
export function neighbourSignature(part: Component, components: readonly Component[]): string {
  const nodes = electricalNodes(components);
  const keys: string[] = [];
  for (const port of portsOf(part.numberOfPorts)) {
    const node = nodes.get(portNode(part.id, port));
    for (const other of components) {
      if (other.id === part.id) continue;
      for (const otherPort of portsOf(other.numberOfPorts)) {
        if (nodes.get(portNode(other.id, otherPort)) === node) keys.push(partKey(other));
      }
    }
  }
  return keys.sort().join(',');
}

/**
 * Every way the circuit differs from one answer, duplicates (same reason) removed, grouped in the
 * order docs/product.md "How screens behave" gives — unknown parts, then wrong connections, then missing parts — so the first reason
 * names the root cause (a wrong value also upsets its neighbours' connections).
 */
export function findDiscrepancies(circuit: readonly Component[], answer: AnswerCircuit): Discrepancy[] {
  const noMatch: Discrepancy[] = [];
  const wrongConnections: Discrepancy[] = [];
  const missing: Discrepancy[] = [];
  const answerCounts = new Map<string, number>();
  for (const part of answer) answerCounts.set(partKey(part), (answerCounts.get(partKey(part)) ?? 0) + 1);
  const used = new Map<string, number>();

  for (const part of circuit) {
    const key = partKey(part);
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    if (index >= (answerCounts.get(key) ?? 0)) {
      noMatch.push({ id: `no-match-${part.id}`, reason: noMatchingReason(part.type, part.value) });
      continue;
    }
    const signature = neighbourSignature(part, circuit);
    const candidates = answer.filter((candidate) => partKey(candidate) === key);
    if (!candidates.some((candidate) => neighbourSignature(candidate, answer) === signature)) {
      wrongConnections.push({ id: `connections-${part.id}`, reason: incorrectConnectionsReason(part.type, part.id) });
    }
  }

  const circuitCounts = new Map<string, number>();
  for (const part of circuit) circuitCounts.set(partKey(part), (circuitCounts.get(partKey(part)) ?? 0) + 1);
  const missingSeen = new Map<string, number>();
  for (const part of answer) {
    const key = partKey(part);
    const index = missingSeen.get(key) ?? 0;
    missingSeen.set(key, index + 1);
    if (index >= (circuitCounts.get(key) ?? 0)) missing.push({ id: `missing-${part.id}`, reason: missingReason(part.type, part.value) });
  }
  return removeDuplicates([...noMatch, ...wrongConnections, ...missing]);
}

export function removeDuplicates(discrepancies: readonly Discrepancy[]): Discrepancy[] {
  const seen = new Set<string>();
  return discrepancies.filter((d) => (seen.has(d.reason) ? false : (seen.add(d.reason), true)));
}

export interface BestMatch {
  answerIndex: number;
  discrepancies: Discrepancy[];
}

/** The accepted answer with the fewest discrepancies (the first one on a tie). */
export function findBestMatch(circuit: readonly Component[], answers: readonly AnswerCircuit[]): BestMatch {
  let best: BestMatch = { answerIndex: -1, discrepancies: [{ id: 'no-answer', reason: 'This question has no accepted answer.' }] };
  answers.forEach((answer, answerIndex) => {
    const discrepancies = findDiscrepancies(circuit, answer);
    if (best.answerIndex === -1 || discrepancies.length < best.discrepancies.length) best = { answerIndex, discrepancies };
  });
  return best;
}
