// The ladder's order and gates: nothing before two failed checks, the piece only after a third.
import { describe, expect, it } from 'vitest';
import { nextRung } from './hint-ladder';

describe('nextRung', () => {
  it('appears after two failed checks and steps why → tip → piece', () => {
    expect(nextRung(0, 1, true)).toBeNull();
    expect(nextRung(0, 2, true)).toBe('why');
    expect(nextRung(1, 2, true)).toBe('tip');
    expect(nextRung(2, 2, true)).toBe('wait');
    expect(nextRung(2, 3, true)).toBe('piece');
    expect(nextRung(3, 5, true)).toBeNull();
  });
  it('has no piece rung where no solver answers', () => {
    expect(nextRung(2, 3, false)).toBeNull();
  });
});
