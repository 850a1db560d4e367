// The continue card's class work: the first open assignment, as the class panel lists them.
import { describe, expect, it } from 'vitest';
import type { Assignment, AssignmentProgress } from '../../../api/classes';
import { firstOpenAssignment } from './class-work';

const work = (id: string, done: number, total: number, extra: Partial<Assignment> = {}): Assignment & AssignmentProgress => ({
  id, title: `Level ${id}`, source: 'Batteries', chapter: 0, level: 2, done, total, starred: 0, ...extra,
});

describe('the class work the continue card points at', () => {
  it('is the first assignment not done, in the panel order, skipping deleted levels', () => {
    const classes = [{ name: 'Class 7B', assignments: [work('a', 5, 5), work('b', 0, 1, { levelDeleted: true }), work('c', 1, 4), work('d', 0, 3)] }];
    expect(firstOpenAssignment(classes)).toEqual({ className: 'Class 7B', assignment: classes[0].assignments[2] });
  });

  it('skips an archived class, a class not read yet and a class with everything done', () => {
    const classes = [
      { name: 'Old', archived: true, assignments: [work('a', 0, 5)] },
      { name: 'Loading' },
      { name: 'Done', assignments: [work('b', 5, 5)] },
      { name: 'Science', assignments: [work('c', 0, 5)] },
    ];
    expect(firstOpenAssignment(classes)?.className).toBe('Science');
    expect(firstOpenAssignment(classes.slice(0, 3))).toBeNull();
  });
});
