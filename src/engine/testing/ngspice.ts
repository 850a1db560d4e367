// Test and benchmark support: runs ngspice in batch mode on a netlist and reads the vectors back
// (wrdata, 12 significant digits). Never used by the engine itself.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Analysis = { kind: 'op' } | { kind: 'tran'; durationS: number; sampleS: number; maxStepS: number };

export interface SpiceRun {
  /** Time of each row (0 for an operating point). */
  time: number[];
  /** rows[k][j]: vector j at time[k]. */
  rows: number[][];
  /** ngspice's own reported analysis time in seconds, when it prints one. */
  analysisS: number | null;
  wallS: number;
}

export function controlLines(vectors: string[], analysis: Analysis, out: string): string[] {
  const run =
    analysis.kind === 'op'
      ? ['op']
      : [`tran ${analysis.sampleS} ${analysis.durationS} 0 ${analysis.maxStepS} uic`, 'linearize'];
  return ['.control', 'set wr_singlescale', 'set wr_vecnames', 'option numdgt=12', ...run, 'rusage time', `wrdata ${out} ${vectors.join(' ')}`, '.endc'];
}

/** ngspice's time limit per run; NGSPICE_TIMEOUT_MS raises it on a machine busy enough to need it. */
const TIMEOUT_MS = Number(process.env.NGSPICE_TIMEOUT_MS ?? 4_000);

export function runNgspice(lines: string[], vectors: string[], analysis: Analysis): Promise<SpiceRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ohmlet-spice-'));
  const out = path.join(dir, 'out.txt');
  const saves = analysis.kind === 'tran' ? [`.save ${vectors.join(' ')}`] : [];
  const netlist = ['* ohmlet engine comparison', ...lines, ...saves, ...controlLines(vectors, analysis, out), '.end', ''];
  writeFileSync(path.join(dir, 'circuit.cir'), netlist.join('\n'));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile('ngspice', ['-b', path.join(dir, 'circuit.cir')], { timeout: TIMEOUT_MS }, (error, stdout, stderr) => {
      const wallS = (performance.now() - started) / 1000;
      try {
        // ngspice -b exits 1 after a .control run ("no simulations run"): judge by the output file, and
        // by the log: an aborted transient still writes one, with zeros past the point where it stopped.
        if (/simulation\(s\) aborted|Timestep too small/.test(`${stdout}\n${stderr}`)) {
          throw new Error(`ngspice gave up: ${/Timestep too small[^\n]*/.exec(`${stdout}\n${stderr}`)?.[0] ?? 'aborted'}`);
        }
        let text: string[];
        try {
          text = readFileSync(out, 'utf8').trim().split('\n');
        } catch {
          throw new Error(`ngspice failed: ${error?.message ?? ''}\n${stdout}\n${stderr}`);
        }
        const rows = text.slice(1).map((line) => line.trim().split(/\s+/).map(Number));
        // wr_singlescale writes the scale first: time for a transient, a copy of the first vector for .op.
        const timed = analysis.kind === 'tran';
        const match = /Total analysis time \(seconds\) = ([0-9.eE+-]+)/.exec(stdout);
        resolve({
          time: rows.map((r) => (timed ? r[0] : 0)),
          rows: rows.map((r) => r.slice(r.length - vectors.length)),
          analysisS: match ? Number(match[1]) : null,
          wallS,
        });
      } catch (failure) {
        reject(failure instanceof Error ? failure : new Error(String(failure)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
