// LU factors: the replayed path (Newton's and a linear transient's factors), with or without the list of
// written positions, must give exactly the solution a fresh dense factorisation gives, including when
// the pattern or the pivot rows change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LuFactors } from './lu';

/** A random MNA-like matrix: symmetric conductance pattern plus a few one-sided entries. */
function matrix(n: number, entries: [number, number, number][], scale: number): Float64Array {
  const a = new Float64Array(n * n);
  for (let k = 0; k < n; k++) a[k * n + k] = 1e-12;
  for (const [p, q, g] of entries) {
    const i = p % n;
    const j = q % n;
    a[i * n + i] += g * scale;
    a[j * n + j] += g * scale;
    if (i !== j) {
      a[i * n + j] -= g * scale;
      a[j * n + i] -= g;
    }
  }
  return a;
}

/** Every non-zero position of `a` plus a few zero ones, as Mna.written lists them (a superset). */
function writtenOf(a: Float64Array): { index: Int32Array; count: number } {
  const positions: number[] = [];
  a.forEach((v, j) => {
    if (v !== 0 || j % 7 === 0) positions.push(j);
  });
  return { index: Int32Array.from(positions.reverse()), count: positions.length };
}

function solveFresh(a: Float64Array, b: Float64Array): Float64Array {
  const lu = new LuFactors(Math.sqrt(a.length));
  expect(lu.factor(a)).toBe(true);
  const x = Float64Array.from(b);
  lu.solve(x);
  return x;
}

describe('LU factors', () => {
  it('replaying a recorded factorisation gives the fresh solution bit for bit', () => {
    const entry = fc.tuple(fc.nat(20), fc.nat(20), fc.double({ min: 1e-6, max: 1e4, noNaN: true }));
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.array(entry, { minLength: 1, maxLength: 40 }), fc.array(fc.double({ min: 0.01, max: 100, noNaN: true }), { minLength: 4, maxLength: 4 }), (n, entries, scales) => {
        const replaying = new LuFactors(n, true);
        const listed = new LuFactors(n, true); // replays checking only the written positions
        const b = Float64Array.from({ length: n }, (_, k) => k - n / 3);
        for (const [round, scale] of scales.entries()) {
          // Even rounds drop half the entries: the second round brings new non-zeros (a fresh
          // factorisation, recorded again), the third a pattern inside the recorded one.
          const a = matrix(n, round % 2 === 0 ? entries.slice(0, Math.ceil(entries.length / 2)) : entries, scale);
          const expected = solveFresh(a, b);
          expect(replaying.factor(a)).toBe(true);
          const x = Float64Array.from(b);
          replaying.solve(x);
          expect(x).toEqual(expected);
          expect(listed.factor(a, writtenOf(a))).toBe(true);
          const z = Float64Array.from(b);
          listed.solve(z);
          expect(z).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a non-finite matrix on either path', () => {
    const lu = new LuFactors(2, true);
    expect(lu.factor(Float64Array.from([2, -1, -1, 2]))).toBe(true);
    expect(lu.factor(Float64Array.from([Infinity, -1, -1, 2]))).toBe(false);
  });
});
