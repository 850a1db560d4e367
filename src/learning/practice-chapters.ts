// Which chapters have Practice, and which kind (docs/course.md "Practice"): a chapter that builds
// circuits practises on generated circuit puzzles; the Fault finding chapter, which measures finished
// circuits, practises on generated circuits with one part broken (docs/faults.md "Fault practice").
// The learn page, the practice page, the course-complete card, the server and the tests read this one rule.

interface ChapterShape {
  levels: readonly { exercises: readonly { exerciseType: string }[] }[];
}

export type PracticeKind = 'circuit' | 'fault';

export function practiceKind(chapter: ChapterShape): PracticeKind | null {
  const has = (type: string) => chapter.levels.some((level) => level.exercises.some((exercise) => exercise.exerciseType === type));
  if (has('circuit')) return 'circuit';
  if (has('fault')) return 'fault';
  return null;
}

export function hasPractice(chapter: ChapterShape): boolean {
  return practiceKind(chapter) !== null;
}

/** The last chapter with Practice (the course-complete card points there), or null. */
export function lastPracticeChapter(chapters: readonly ChapterShape[]): number | null {
  for (let index = chapters.length - 1; index >= 0; index--) if (hasPractice(chapters[index])) return index;
  return null;
}
