// Ideas in order: the content check names the exercise and the idea when an idea is used before any
// exercise teaches it, and passes when the teaching comes first.
import { describe, expect, it } from 'vitest';
import { courseIdeaProblems, ideaOrderProblems } from './idea-order';
import type { LocatedExercise } from './check';
import type { IdeaId } from './ideas';

function card(label: string, teaches: IdeaId[], uses: IdeaId[] = []): LocatedExercise {
  return { label, exercise: { exerciseType: 'info', title: label, content: 'x', teaches, uses } };
}

describe('ideas in order', () => {
  it('names the exercise and the idea it uses before anything teaches it', () => {
    const problems = ideaOrderProblems([card('chapter 1 level 1 exercise 1 (Loops)', ['loop'], ['voltage']), card('chapter 1 level 2 exercise 1 (Push)', ['voltage'])]);
    expect(problems).toEqual([expect.stringMatching(/^chapter 1 level 1 exercise 1 \(Loops\): uses the idea 'voltage' \("Voltage is the battery's push/)]);
  });

  it('passes when the idea is taught earlier or by the exercise itself', () => {
    expect(ideaOrderProblems([card('a', ['loop']), card('b', ['current'], ['loop', 'current'])])).toEqual([]);
  });

  it('lets a project use what the whole course teaches, but not what another project teaches', () => {
    const course = [card('chapter 1', ['loop'])];
    const first = [card('project a', ['capacitor'], ['loop'])];
    const second = [card('project b', [], ['capacitor'])];
    expect(courseIdeaProblems(course, [first, second])).toEqual([expect.stringMatching(/^project b: uses the idea 'capacitor'/)]);
  });

  it('asks an exercise that declares nothing to declare its ideas', () => {
    expect(ideaOrderProblems([card('quiz', [])], new Set(), true)).toEqual(['quiz: declares no ideas; list what it teaches and uses (src/content/ideas.ts)']);
  });
});
