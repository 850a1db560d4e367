import { describe, expect, it } from 'vitest';
import { starRuleText } from './star-rule';

describe('starRuleText', () => {
  it('names both counts, as the success card shows them', () => {
    expect(starRuleText(3, 2, false)).toMatch(/^You used 3 measurements; the fewest that always find it is 2\. /);
  });
  it('says the star is earned at or under the fewest', () => {
    expect(starRuleText(2, 2, true)).toContain('That earns the star!');
    expect(starRuleText(1, 2, true)).toBe('You used 1 measurement; the fewest that always find it is 2. That earns the star!');
  });
  it('does not promise the star when a hint withheld it, even within the fewest', () => {
    const text = starRuleText(2, 2, false);
    expect(text).not.toContain('That earns the star!');
    expect(text).toContain('the hint you took costs it');
  });
  it('says how to earn it when over', () => {
    expect(starRuleText(4, 2, false)).toContain('Use 2 or fewer next time for the star');
  });
});
