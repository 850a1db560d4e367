// Ideas in order (docs/course.md): walking the course in map order, every idea an exercise uses must
// have been taught by an earlier exercise or by the exercise itself. A project comes after the whole
// course: it may use anything the chapters teach, and what its own earlier exercises teach.
import { IDEAS, type IdeaId } from './ideas';
import type { LocatedExercise } from './check';

/** Every exercise must declare its ideas: an undeclared one would slip past the order check. */
const REQUIRE_DECLARED = true;

/** Problems in one run of exercises, in order; `taught` holds what came before and grows as it goes. */
export function ideaOrderProblems(exercises: LocatedExercise[], taught: Set<IdeaId> = new Set(), requireDeclared = REQUIRE_DECLARED): string[] {
  const problems: string[] = [];
  for (const { label, exercise } of exercises) {
    const teaches = exercise.teaches ?? [];
    const uses = exercise.uses ?? [];
    if (requireDeclared && teaches.length + uses.length === 0) problems.push(`${label}: declares no ideas; list what it teaches and uses (src/content/ideas.ts)`);
    for (const idea of uses) {
      if (!taught.has(idea) && !teaches.includes(idea)) {
        problems.push(`${label}: uses the idea '${idea}' ("${IDEAS[idea]}"), but no earlier exercise teaches it`);
      }
    }
    for (const idea of teaches) taught.add(idea);
  }
  return problems;
}

/** The course in map order, then each project after the whole course. */
export function courseIdeaProblems(course: LocatedExercise[], projects: LocatedExercise[][]): string[] {
  const taught = new Set<IdeaId>();
  const problems = ideaOrderProblems(course, taught);
  return [...problems, ...projects.flatMap((project) => ideaOrderProblems(project, new Set(taught)))];
}
