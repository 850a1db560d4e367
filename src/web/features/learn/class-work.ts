// What the "Continue" card on /learn points at (docs/journey.md): a learner with no progress yet whose
// class has work set starts on that work, the first open assignment of the class panel above the card,
// rather than on "Start your first level", which would contradict the panel. Pure: no React, no DOM.
import type { Assignment, AssignmentProgress } from '../../../api/index';

export interface ClassWork {
  className: string;
  assignment: Assignment;
}

/** A member class as the learn page has read it (its assignments not read yet: undefined). */
export interface ClassRead {
  name: string;
  archived?: boolean;
  assignments?: readonly (Assignment & AssignmentProgress)[];
}

/** The first assignment still open, in the class panels' order: playable, not done, in a class still running. */
export function firstOpenAssignment(classes: readonly ClassRead[]): ClassWork | null {
  for (const klass of classes) {
    if (klass.archived) continue;
    const open = klass.assignments?.find((a) => !a.levelDeleted && !(a.total > 0 && a.done >= a.total));
    if (open) return { className: klass.name, assignment: open };
  }
  return null;
}
