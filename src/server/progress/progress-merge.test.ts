// Merging two progress documents: either's completion or star is kept, and the points of the merged
// document follow the award rules (10 per completed chapter exercise, +5 per circuit star).
import { describe, expect, it } from 'vitest';
import type { ExerciseProgress } from '../../learning/index';
import { mergeProgress, mergeSchematicCompletion, pointsForProgress } from './progress-merge';

describe('progress merge', () => {
  it('keeps completion and star from either side and the later timestamp', () => {
    const a = { '0': { '0': { '0': { completed: true, starAchieved: false, timestamp: '2026-01-01' } } } };
    const b = {
      '0': { '0': { '0': { completed: true, starAchieved: true, timestamp: '2026-02-01' }, '1': { completed: true, starAchieved: true } } },
      projects: { egg: { '0': { completed: true } } },
    };
    expect(mergeProgress(a, b)).toEqual({
      '0': { '0': { '0': { completed: true, starAchieved: true, timestamp: '2026-02-01' }, '1': { completed: true, starAchieved: true } } },
      projects: { egg: { '0': { completed: true } } },
    });
  });

  it("keeps a hint's withheld star withheld: the guest's star does not come over an account entry that was hinted", () => {
    const account = { '0': { '0': { '0': { completed: true, starAchieved: false, hinted: true }, '1': { completed: true, starAchieved: true } } } };
    const guest = { '0': { '0': { '0': { completed: true, starAchieved: true }, '1': { completed: false, starAchieved: false, hinted: true } } } };
    expect(mergeProgress(account, guest)).toEqual({
      '0': { '0': { '0': { completed: true, starAchieved: false, hinted: true }, '1': { completed: true, starAchieved: true, hinted: true } } },
    });
  });

  it('counts each exercise once: 10 for completion, 5 more for a circuit star, nothing for unknown places', () => {
    const progress = {
      '0': { '0': { '0': { completed: true, starAchieved: true }, '1': { completed: true, starAchieved: true }, '2': { completed: false } } },
      '9': { '9': { '9': { completed: true, starAchieved: true } } },
      projects: { egg: { '0': { completed: true } } },
    };
    const isCircuit = ({ chapter, exercise }: { chapter: number; exercise: number }) => (chapter === 9 ? null : exercise === 0);
    expect(pointsForProgress(progress, isCircuit)).toBe(15 + 10);
  });

  it('a quiz pays when either side answered it right first; a miss on both sides stays unpaid', () => {
    const paid = { completed: true, starAchieved: true };
    const missedDone = { completed: true, starAchieved: true, missed: true };
    const missedOpen = { completed: false, starAchieved: false, missed: true };
    const quiz = () => false;
    const merged = (a: ExerciseProgress, b: ExerciseProgress) => mergeProgress({ '0': { '0': { '0': a } } }, { '0': { '0': { '0': b } } });
    expect(merged(missedOpen, paid)['0']!['0']!['0']).toEqual(paid);
    expect(merged(paid, missedDone)['0']!['0']!['0']).toEqual(paid);
    expect(merged(missedOpen, missedDone)['0']!['0']!['0']).toEqual(missedDone);
    expect(pointsForProgress(merged(missedOpen, paid), quiz)).toBe(10);
    expect(pointsForProgress(merged(missedDone, missedOpen), quiz)).toBe(0);
  });

  it('combines schematic completion index by index', () => {
    const a = { standard: [{ completed: true, starAchieved: false }, { completed: false, starAchieved: false }], advanced: [{ completed: false }] };
    const b = { standard: [{ completed: false, starAchieved: true }], advanced: [{ completed: true }] };
    expect(mergeSchematicCompletion(a, b)).toEqual({
      standard: [{ completed: true, starAchieved: true }, { completed: false, starAchieved: false }],
      advanced: [{ completed: true }],
    });
    expect(mergeSchematicCompletion(null, null)).toBeNull();
  });
});
