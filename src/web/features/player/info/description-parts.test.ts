// Info descriptions keep their line breaks, show known parts as icons and flag unknown names.
import { describe, expect, it } from 'vitest';
import { descriptionParagraphs, descriptionParts } from './description-parts';

describe('descriptionParts', () => {
  it('turns {componentName} and {probe-current} into icons and keeps line breaks', () => {
    expect(descriptionParts('A {battery} pushes current.\nMeasure it with {probe-current}.')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'component', type: 'battery' },
      { kind: 'text', text: ' pushes current.' },
      { kind: 'break' },
      { kind: 'text', text: 'Measure it with ' },
      { kind: 'component', type: 'probe-current' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('marks an unknown name as missing', () => {
    expect(descriptionParts('{flux-capacitor}')).toEqual([{ kind: 'missing', name: 'flux-capacitor' }]);
  });

  it('accepts spaced or capitalised names', () => {
    expect(descriptionParts('{Red Bulb}')).toEqual([{ kind: 'component', type: 'red-bulb' }]);
  });

  it('reads **bold** and splits paragraphs on blank lines', () => {
    expect(descriptionParagraphs('A **closed loop**.\n\nNext {star}')).toEqual([
      [{ kind: 'text', text: 'A ' }, { kind: 'text', text: 'closed loop', bold: true }, { kind: 'text', text: '.' }],
      [{ kind: 'text', text: 'Next ' }, { kind: 'component', type: 'star' }],
    ]);
  });
});
