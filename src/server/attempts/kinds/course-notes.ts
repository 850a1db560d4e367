// The notes the course keeps on every exercise for its own checks (docs/course.md): the numbers it
// quotes, the ideas it teaches and uses. They are no learner's business, so each kind's public view drops them.
export interface CourseNotes {
  numbers?: unknown;
  teaches?: unknown;
  uses?: unknown;
}

export function withoutCourseNotes<T extends CourseNotes>(exercise: T): Omit<T, keyof CourseNotes> {
  const { numbers: _numbers, teaches: _teaches, uses: _uses, ...rest } = exercise;
  return rest;
}
