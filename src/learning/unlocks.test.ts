// The unlock list rules: codes are trimmed and lower-cased, stored once, and a damaged stored value
// never breaks the page.
import { describe, expect, it } from 'vitest';
import { normalizeProjectCode, parseUnlocked, withUnlocked } from './unlocks';

describe('unlocked project codes', () => {
  it('trims and lower-cases a typed code', () => {
    expect(normalizeProjectCode('  EgG ')).toBe('egg');
  });

  it('adds a code once, keeping the order of unlocking', () => {
    expect(withUnlocked([], 'egg')).toEqual(['egg']);
    expect(withUnlocked(['egg'], 'egg')).toEqual(['egg']);
    expect(withUnlocked(['egg'], 'radio')).toEqual(['egg', 'radio']);
  });

  it('reads the stored JSON list and ignores anything else', () => {
    expect(parseUnlocked('["egg","radio"]')).toEqual(['egg', 'radio']);
    expect(parseUnlocked('["egg","egg",3,""]')).toEqual(['egg']);
    expect(parseUnlocked(null)).toEqual([]);
    expect(parseUnlocked('not json')).toEqual([]);
    expect(parseUnlocked('{"egg":true}')).toEqual([]);
  });
});
