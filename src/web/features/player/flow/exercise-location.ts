// Where the player is (docs/product.md "Screens" and "How screens behave", exercise flow): a chapter exercise, a project
// exercise, a community level or a test play from the level creator; and where Continue and Exit go.
// Pure, so the flow rules are tested without a browser.

export type ExerciseLocation =
  | { kind: 'chapter'; chapter: number; level: number; exercise: number }
  | { kind: 'project'; project: string; level: number; exercise: number }
  | { kind: 'custom'; levelId: string }
  /** A test play; `returnTo` is the screen that opened it (the creator by default, or the lesson generator). */
  | { kind: 'test'; returnTo?: string };

/** Screens a test play may return to: only these, so navigation state cannot send the learner elsewhere. */
const TEST_RETURN_PATHS = new Set(['/level-creator', '/LessonGen']);

type RouteParams = Partial<Record<'chapterIndex' | 'levelIndex' | 'exerciseIndex' | 'projectId' | 'levelId', string>>;

/** Reads the route's parameters; null when an index is not a whole number ≥ 0 (an unknown exercise). */
export function locationFromParams(params: RouteParams, pathname: string, navigationState?: unknown): ExerciseLocation | null {
  if (pathname === '/level/test') {
    const returnTo = (navigationState as { returnTo?: unknown } | null | undefined)?.returnTo;
    return typeof returnTo === 'string' && TEST_RETURN_PATHS.has(returnTo) ? { kind: 'test', returnTo } : { kind: 'test' };
  }
  if (params.levelId !== undefined) return { kind: 'custom', levelId: params.levelId };
  const level = parseIndex(params.levelIndex);
  const exercise = parseIndex(params.exerciseIndex);
  if (level === null || exercise === null) return null;
  if (params.projectId !== undefined) return { kind: 'project', project: params.projectId, level, exercise };
  // /level/{l}/exercise/{e} is chapter 0 (docs/product.md "Screens").
  const chapter = params.chapterIndex === undefined ? 0 : parseIndex(params.chapterIndex);
  if (chapter === null) return null;
  return { kind: 'chapter', chapter, level, exercise };
}

function parseIndex(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return null;
  return Number(value);
}

/** Where Exit goes: the map, the project's overview, or Explore (the creator for a test play). */
export function exitPath(location: ExerciseLocation | null): string {
  switch (location?.kind) {
    case 'project':
      return `/project/${encodeURIComponent(location.project)}`;
    case 'custom':
      return '/explore';
    case 'test':
      return location.returnTo ?? '/level-creator';
    default:
      return '/learn';
  }
}

/** Where Continue goes after exercise `location` of a level with `total` exercises. */
export function nextPath(location: ExerciseLocation, total: number): string {
  switch (location.kind) {
    case 'chapter': {
      // After a level's last exercise: the level-complete moment (docs/journey.md), which leads on.
      if (location.exercise + 1 >= total) return `/chapter/${location.chapter}/level/${location.level}/complete`;
      const next = location.exercise + 1;
      return `/chapter/${location.chapter}/level/${location.level}/exercise/${next}`;
    }
    case 'project':
      if (location.exercise + 1 >= total) return `/project/${encodeURIComponent(location.project)}`;
      return `/project/${encodeURIComponent(location.project)}/level/${location.level}/exercise/${location.exercise + 1}`;
    case 'custom':
      return '/explore';
    case 'test':
      return location.returnTo ?? '/level-creator';
  }
}

/** A stable key per exercise: the screens are re-mounted on change, so a quiz selection resets. */
export function locationKey(location: ExerciseLocation): string {
  switch (location.kind) {
    case 'chapter':
      return `c${location.chapter}-l${location.level}-e${location.exercise}`;
    case 'project':
      return `p${location.project}-l${location.level}-e${location.exercise}`;
    case 'custom':
      return `custom-${location.levelId}`;
    case 'test':
      return 'test';
  }
}
