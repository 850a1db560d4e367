// Which chapters have Practice (docs/course.md "Practice"): practice serves generated circuit puzzles,
// so a chapter has it when it builds circuits. The fault-finding chapter measures finished circuits
// instead and has none yet. The learn page, the course-complete card and the tests read this one rule.

interface ChapterShape {
  levels: readonly { exercises: readonly { exerciseType: string }[] }[];
}

export function hasPractice(chapter: ChapterShape): boolean {
  return chapter.levels.some((level) => level.exercises.some((exercise) => exercise.exerciseType === 'circuit'));
}

/** The last chapter with Practice (the course-complete card points there), or null. */
export function lastPracticeChapter(chapters: readonly ChapterShape[]): number | null {
  for (let index = chapters.length - 1; index >= 0; index--) if (hasPractice(chapters[index])) return index;
  return null;
}
