// The schematic game's wrong answer in a learner's words, shown below docs/product.md's 'Incorrect. …' line:
// first what the resistors come to across the battery against what the question needs ("Your
// resistors add up to 4 kΩ; the question needs 3 kΩ"), else the first discrepancy said plainly.
// Pure; the server computes it with the accepted answer, which the page never sees.
import { portsOf } from './ports';
import { electricalNodes, portNode } from './trace';
import type { AnswerCircuit, Component, Discrepancy } from './types';
import { formatResistance } from './value-display';

/** Resistance the battery sees (ohms): 0 for a short, null when no current can flow (open loop or no battery). */
export function resistanceAcrossBattery(components: readonly Component[]): number | null {
  const battery = components.find((part) => part.type === 'battery');
  if (!battery) return null;
  const nodes = electricalNodes(components);
  // A meter is an ideal ammeter: it joins its two nodes.
  const parent = new Map<string, string>();
  const find = (node: string): string => {
    let root = node;
    while ((parent.get(root) ?? root) !== root) root = parent.get(root) ?? root;
    return root;
  };
  const nodeOf = (part: Component, port: 'input' | 'output') => find(nodes.get(portNode(part.id, port)) ?? portNode(part.id, port));
  for (const meter of components.filter((part) => part.type === 'meter')) {
    const [a, b] = [nodeOf(meter, 'input'), nodeOf(meter, 'output')];
    if (a !== b) parent.set(a, b);
  }
  const plus = nodeOf(battery, 'output');
  const minus = nodeOf(battery, 'input');
  if (plus === minus) return 0;
  const resistors = components
    .filter((part) => part.type === 'resistor' && part.numberOfPorts === 2)
    .map((part) => ({ a: nodeOf(part, 'input'), b: nodeOf(part, 'output'), ohms: part.value }))
    .filter((r) => r.a !== r.b);
  if (resistors.some((r) => r.ohms === 0)) return shortedResistance(resistors, plus, minus);
  // Nodal analysis: +1 V on plus, 0 V on minus; the current out of plus gives R = 1 / I.
  const unknown = [...new Set(resistors.flatMap((r) => [r.a, r.b]))].filter((n) => n !== plus && n !== minus);
  const index = new Map(unknown.map((n, i) => [n, i]));
  const size = unknown.length;
  const matrix = Array.from({ length: size }, () => Array<number>(size + 1).fill(0));
  const voltage = (n: string) => (n === plus ? 1 : 0);
  for (const { a, b, ohms } of resistors) {
    const g = 1 / ohms;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const row = index.get(from);
      if (row === undefined) continue;
      matrix[row]![row]! += g;
      const col = index.get(to);
      if (col === undefined) matrix[row]![size]! += g * voltage(to);
      else matrix[row]![col]! -= g;
    }
  }
  const solved = solve(matrix);
  const v = (n: string) => (index.has(n) ? (solved[index.get(n)!] ?? 0) : voltage(n));
  let current = 0;
  for (const { a, b, ohms } of resistors) {
    if (a === plus) current += (1 - v(b)) / ohms;
    else if (b === plus) current += (1 - v(a)) / ohms;
  }
  return current > 1e-12 ? 1 / current : null;
}

/** With a 0 Ω resistor the network may short the battery; treated as joined nodes. */
function shortedResistance(resistors: { a: string; b: string; ohms: number }[], plus: string, minus: string): number | null {
  const joined = resistors.filter((r) => r.ohms === 0);
  const reach = new Set([plus]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { a, b } of joined) {
      if (reach.has(a) !== reach.has(b)) {
        reach.add(a);
        reach.add(b);
        grew = true;
      }
    }
  }
  return reach.has(minus) ? 0 : null;
}

/** Gaussian elimination with partial pivoting; a free (floating) node gets 0 V. */
function solve(matrix: number[][]): number[] {
  const n = matrix.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(matrix[row]![col]!) > Math.abs(matrix[pivot]![col]!)) pivot = row;
    [matrix[col], matrix[pivot]] = [matrix[pivot]!, matrix[col]!];
    const p = matrix[col]![col]!;
    if (Math.abs(p) < 1e-15) continue;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = matrix[row]![col]! / p;
      if (factor === 0) continue;
      for (let k = col; k <= n; k++) matrix[row]![k]! -= factor * matrix[col]![k]!;
    }
  }
  return matrix.map((row, i) => (Math.abs(row[i]!) < 1e-15 ? 0 : row[n]! / row[i]!));
}

/** Every node joins exactly two ports: one loop, so the resistors are in series. */
function isOneLoop(components: readonly Component[]): boolean {
  const nodes = electricalNodes(components);
  const count = new Map<string, number>();
  for (const part of components) for (const port of portsOf(part.numberOfPorts)) {
    const node = nodes.get(portNode(part.id, port)) ?? '';
    count.set(node, (count.get(node) ?? 0) + 1);
  }
  return [...count.values()].every((n) => n === 2);
}

const partName = (type: string, value: number) => (type === 'meter' ? 'meter' : `${formatValue(type, value)} ${type}`);
const formatValue = (type: string, value: number) => (type === 'resistor' ? formatResistance(value) : type === 'battery' ? `${value} V` : '');

/** One sentence a learner can act on, or null when the answer is right. */
export function learnerWords(circuit: readonly Component[], answer: AnswerCircuit | undefined, discrepancies: readonly Discrepancy[]): string | null {
  if (discrepancies.length === 0) return null;
  const mine = resistanceAcrossBattery(circuit);
  const needed = answer ? resistanceAcrossBattery(answer) : null;
  if (circuit.some((p) => p.type === 'battery') && mine === null) {
    return 'No current can flow: make one closed path from one end of the battery, through your parts, back to the other end.';
  }
  if (mine === 0 && needed !== null && needed > 0) {
    return `Your circuit joins the two ends of the battery with nothing to slow the current (a short circuit); the question needs ${formatResistance(needed)}.`;
  }
  // Compared as written, so the sentence never says two totals that read the same differ.
  if (mine !== null && needed !== null && formatResistance(mine) !== formatResistance(needed)) {
    const verb = isOneLoop(circuit) ? 'add up to' : 'together make';
    return `Your resistors ${verb} ${formatResistance(mine)}; the question needs ${formatResistance(needed)}.`;
  }
  const first = discrepancies[0]!;
  const part = circuit.find((p) => first.id === `no-match-${p.id}` || first.id === `connections-${p.id}`);
  if (first.id.startsWith('no-match-') && part) {
    return `This question does not use a ${partName(part.type, part.value)}: take it off and use the parts the question asks for.`;
  }
  if (first.id.startsWith('connections-') && part) {
    if (part.type === 'meter') return 'The meter measures current only when that current flows through it: put it in series, in the loop itself.';
    return `The ${partName(part.type, part.value)} is joined differently from what the question asks: check what each of its ends connects to.`;
  }
  const missing = answer?.find((p) => first.id === `missing-${p.id}`);
  if (missing) return `Your circuit still needs the ${partName(missing.type, missing.value)}.`;
  return null;
}
