// Community levels and creator test plays, in docs/product.md's custom-level words or the public circuit
// shape, become a playable circuit exercise; unreadable data is refused instead of half-shown.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAILURE_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from '../../../../api/levels';
import { restoreLevel } from './community-level';

const specLevel = {
  name: 'Two bulbs',
  creatorName: 'Ada',
  prePlacedComponents: [
    { type: 'battery', row: 0, col: 0, rotation: 0, id: 'b' },
    { type: 'capacitor', row: 0, col: 1, rotation: 90, capacitance: '4.7mF' },
    { type: 'resistor', row: 0, col: 2, rotation: 0, resistanceValue: 560 },
    { type: 'switch', row: 0, col: 3, rotation: 0, isOn: true },
  ],
  draggableItems: [
    { type: 'straight-wire', id: 'w', itemCount: 'Infinity', rotation: 90, svgPath: '/w.svg' },
    { type: 'resistor', id: 'r', itemCount: 2, resistanceValue: 560 },
    { type: 'capacitor', itemCount: 1, capacitance: '4.7mF' },
  ],
  goal: [{ type: 'red-bulb', status: 'ON' }],
  metadata: { gridCol: 4, gridRow: 3 },
  educationalMessages: { success: 'Yes!', failure: 'Not yet.' },
  tags: ['Beginner'],
  playCount: 3,
};

describe('restoreLevel', () => {
  it("maps the spec's custom-level fields onto the circuit exercise shape", () => {
    expect(restoreLevel(specLevel)).toMatchObject({
      exerciseType: 'circuit',
      title: 'Two bulbs',
      gridSize: { rows: 3, cols: 4 },
      prePlacedComponents: [
        { type: 'battery', row: 0, col: 0, rotation: 0 },
        { type: 'capacitor', row: 0, col: 1, rotation: 90, capacitance: '4.7mF' },
        { type: 'resistor', row: 0, col: 2, rotation: 0, resistanceValue: 560 },
        { type: 'switch', row: 0, col: 3, rotation: 0, isOn: true },
      ],
      inventory: [
        { type: 'straight-wire', count: 3, rotation: 90 },
        { type: 'resistor', count: 2, resistanceValue: 560 },
        { type: 'capacitor', count: 1, capacitance: '4.7mF' },
      ],
      successMessage: 'Yes!',
      failureMessage: 'Not yet.',
      tags: ['Beginner'],
    });
  });

  it("shows the creator's description under the title, and default messages that do not repeat the popup's title", () => {
    expect(restoreLevel({ ...specLevel, description: 'Light the red bulb.' })?.description).toBe('Light the red bulb.');
    expect(restoreLevel(specLevel)?.description).toBe('');
    const bare = restoreLevel({ ...specLevel, educationalMessages: undefined });
    expect([bare?.successMessage, bare?.failureMessage]).toEqual([DEFAULT_SUCCESS_MESSAGE, DEFAULT_FAILURE_MESSAGE]);
    expect(DEFAULT_SUCCESS_MESSAGE).not.toMatch(/well done/i);
    expect(DEFAULT_FAILURE_MESSAGE).not.toMatch(/not quite/i);
  });

  it("keeps a pre-placed capacitor's value, so the level plays at the capacitance the solver approved", () => {
    const level = restoreLevel(specLevel);
    expect(level?.prePlacedComponents[1]).toEqual({ type: 'capacitor', row: 0, col: 1, rotation: 90, capacitance: '4.7mF' });
    expect(level?.prePlacedComponents[0]).not.toHaveProperty('id');
  });

  it('defaults a level without metadata to a 5 × 5 grid', () => {
    const { metadata: _metadata, ...rest } = specLevel;
    expect(restoreLevel(rest)?.gridSize).toEqual({ rows: 5, cols: 5 });
  });

  it('refuses data without a goal or with unknown parts', () => {
    expect(restoreLevel({ ...specLevel, goal: [] })).toBeNull();
    expect(restoreLevel({ ...specLevel, prePlacedComponents: [{ type: 'laser', row: 0, col: 0, rotation: 0 }] })).toBeNull();
    expect(restoreLevel(null)).toBeNull();
  });
});
