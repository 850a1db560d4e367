// Which of two live points events is newer, shared by the server and the page. Apart from me.ts so
// the page's shell can use it without loading zod (docs/performance.md).
export interface VersionedPoints {
  points: number;
  version: number;
}

/** True when `next` should replace what `shown` (the last event applied, if any) said. */
export function isNewerPointsEvent(shown: VersionedPoints | undefined, next: VersionedPoints): boolean {
  return !shown || next.version > shown.version;
}
