// Explore's tag buttons and the ?tags= round trip.
import { describe, expect, it } from 'vitest';
import { filterTags, parseTagsParam, toggleTag } from './filter-tags';

describe('filterTags', () => {
  const standard = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Challenge', 'Resistor', 'Switch'];

  it('offers the creator and derived tags with no levels at all', () => {
    expect(filterTags([], [])).toEqual({ shown: standard, more: [] });
  });

  it('adds every other tag in use once, most used first, and keeps a selected tag no level has any more', () => {
    const levels = [{ tags: ['parallel', 'Beginner'] }, { tags: ['Diode', 'parallel', 'Switch'] }];
    expect(filterTags(levels, ['gone'])).toEqual({ shown: [...standard, 'parallel', 'Diode', 'gone'], more: [] });
  });

  it('puts the rarely used tags behind more tags, unless selected', () => {
    const levels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((tag, index) => ({ tags: index < 2 ? [tag, 'common'] : [tag] }));
    const { shown, more } = filterTags(levels, ['h']);
    expect(shown.slice(standard.length)).toEqual(['common', 'a', 'b', 'c', 'd', 'e', 'h']);
    expect(more).toEqual(['f', 'g']);
  });
});

describe('tags in the address', () => {
  it('reads a comma list, trimmed and without repeats', () => {
    expect(parseTagsParam(' Beginner ,Switch,,Beginner')).toEqual(['Beginner', 'Switch']);
    expect(parseTagsParam(null)).toEqual([]);
  });

  it('switches a tag on and off', () => {
    expect(toggleTag(['Beginner'], 'Switch')).toEqual(['Beginner', 'Switch']);
    expect(toggleTag(['Beginner', 'Switch'], 'Beginner')).toEqual(['Switch']);
  });
});
