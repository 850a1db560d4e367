// Community levels and creator test plays, in the spec's custom-level words or the public circuit
// shape, become a playable circuit exercise; unreadable data is refused instead of half-shown.
import { describe, expect, it } from 'vitest';
import { toCircuitExercise } from './community-level';

const specLevel = {
  name: 'Two bulbs',
  creatorName: 'Ada',
  prePlacedComponents: [{ type: 'battery', row: 0, col: 0, rotation: 0 }],
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

describe('toCircuitExercise', () => {
  it("maps the spec's custom-level fields onto the circuit exercise shape", () => {
    expect(toCircuitExercise(specLevel)).toMatchObject({
      exerciseType: 'circuit',
      title: 'Two bulbs',
      gridSize: { rows: 3, cols: 4 },
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

  it('defaults a level without metadata to a 5 × 5 grid', () => {
    const { metadata: _metadata, ...rest } = specLevel;
    expect(toCircuitExercise(rest)?.gridSize).toEqual({ rows: 5, cols: 5 });
  });

  it('refuses data without a goal or with unknown parts', () => {
    expect(toCircuitExercise({ ...specLevel, goal: [] })).toBeNull();
    expect(toCircuitExercise({ ...specLevel, prePlacedComponents: [{ type: 'laser', row: 0, col: 0, rotation: 0 }] })).toBeNull();
    expect(toCircuitExercise(null)).toBeNull();
  });
});
