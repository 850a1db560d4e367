// Reads a generated lesson back the way an outside check would (corpus.test.ts, bench/generator.bench.ts):
// the circuit the solver's answer builds from the level's start, each asked idea checked on it, and
// whether the notes name every idea that is not there.
import { puzzleFromLevel } from '../puzzle/index';
import { applySolution } from '../solver';
import { extractConcepts } from './concepts';
import { generateLesson, type GeneratedLesson } from './generate';
import { checkIdea, type Idea } from './idea-checks';
import { askedIdeas } from './ideas';

export interface Audit {
  lesson: GeneratedLesson;
  asked: Idea['kind'][];
  shown: Idea['kind'][];
  /** Asked ideas the built circuit does not show. */
  leftOut: Idea['kind'][];
  /** Every left-out idea and missing part has its own "Left out: …" note. */
  leftOutNamed: boolean;
  /** Every idea the "Understood" note lists is shown. */
  understoodHonest: boolean;
  difficulty: string;
}

export function auditGoal(goal: string, seed = 0): Audit {
  const lesson = generateLesson(goal, { seed });
  const concepts = extractConcepts(goal);
  const ideas = askedIdeas(concepts);
  const grid = applySolution(puzzleFromLevel(lesson.level), lesson.solution);
  const results = ideas.map((a) => ({ ...a, ok: checkIdea(grid, a.idea).ok }));
  const leftOutNotes = lesson.notes.filter((n) => n.startsWith('Left out: '));
  const understood = lesson.notes[0] ?? '';
  return {
    lesson,
    asked: ideas.map((a) => a.idea.kind),
    shown: results.filter((r) => r.ok).map((r) => r.idea.kind),
    leftOut: results.filter((r) => !r.ok).map((r) => r.idea.kind),
    leftOutNamed:
      results.filter((r) => !r.ok).every((r) => leftOutNotes.some((n) => n.startsWith(`Left out: ${r.label}, because `))) &&
      concepts.missingParts.every((part) => leftOutNotes.some((n) => n.startsWith(`Left out: ${part}, because ${part} is not a part yet`))),
    understoodHonest: results.every((r) => r.ok || !understood.includes(r.label)),
    difficulty: ['Beginner', 'Intermediate', 'Advanced'].find((tag) => lesson.level.tags.includes(tag)) ?? 'none',
  };
}
