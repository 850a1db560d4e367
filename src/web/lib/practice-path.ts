// Where a chapter's practice lives (docs/course.md "Practice"); its own tiny module so the map can
// link to it without loading the practice screen.
export function practicePath(chapter: number, seed?: number): string {
  return `/chapter/${chapter}/practice${seed === undefined ? '' : `?seed=${seed}`}`;
}
