// Reading a V8 CPU profile (CDP's Profiler.stop) as time per function, for the browser benches.

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Time per function ("name file:line"), each sample weighing `weight(k)` (0 leaves it out): the function
 * the sample stopped in (self time), or with `inclusive` every function on its stack, once per sample,
 * to find costly component bodies (build with `--minify false` to read their names).
 */
export function timeByFunction(profile: CpuProfile, weight: (sample: number) => number, inclusive: boolean): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const out = new Map<string, number>();
  profile.samples.forEach((id, k) => {
    const time = weight(k);
    if (time === 0) return;
    const names = new Set<string>();
    for (let node = nodes.get(id); node; node = inclusive ? nodes.get(parents.get(node.id) ?? -1) : undefined) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url.split('/').pop() ?? '';
      names.add(`${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`);
    }
    for (const name of names) out.set(name, (out.get(name) ?? 0) + time);
  });
  return out;
}
