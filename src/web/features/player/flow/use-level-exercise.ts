// Finds the exercise a player route points at, and how many exercises its level has: chapter levels
// from the course (useCourseLevel: only the level shown), projects from GET /api/projects/{code}, community levels from
// GET /api/levels/{id}, a test play from the navigation state. 'unknown' is the case of docs/product.md "Rules and their texts".
import { useQuery } from '@tanstack/react-query';
import type { Exercise, CircuitExercise } from '../../../../api/index';
import { useCourseLevel } from '../../../api/course';
import { useProject } from '../../../api/project';
import type { ExerciseLocation } from './exercise-location';

/** Levels from the creator or Explore are read with zod, loaded only when such a level is played. */
const communityLevels = () => import('../api/community-level');

export type LevelExercise =
  | { status: 'loading' }
  | { status: 'unknown'; reason: string; gone?: string }
  | { status: 'no-test-level' }
  | { status: 'ready'; exercise: Exercise; index: number; total: number };

function pick(exercises: Exercise[] | undefined, index: number, what: string): LevelExercise {
  const exercise = exercises?.[index];
  if (!exercises || !exercise) return { status: 'unknown', reason: `Unknown ${what}` };
  return { status: 'ready', exercise, index, total: exercises.length };
}

export function useLevelExercise(location: ExerciseLocation | null, navigationState: unknown): LevelExercise {
  const chapterLevel = useCourseLevel(
    location?.kind === 'chapter' ? location.chapter : -1,
    location?.kind === 'chapter' ? location.level : -1,
    location?.kind === 'chapter',
  );
  const project = useProject(location?.kind === 'project' ? location.project : '', location?.kind === 'project');
  const community = useQuery({
    queryKey: ['community-level', location?.kind === 'custom' ? location.levelId : ''],
    queryFn: async () => (await communityLevels()).fetchCommunityLevel(location?.kind === 'custom' ? location.levelId : ''),
    enabled: location?.kind === 'custom',
    retry: false,
  });
  const testRaw = location?.kind === 'test' ? (navigationState as { level?: unknown } | null)?.level : undefined;
  const testLevel = useQuery({
    queryKey: ['test-level', testRaw ?? null],
    queryFn: async (): Promise<CircuitExercise | null> => (testRaw === undefined ? null : (await communityLevels()).restoreLevel(testRaw)),
    enabled: location?.kind === 'test',
    retry: false,
    gcTime: 0,
  });

  if (!location) return { status: 'unknown', reason: 'Unknown level or exercise index in the address' };
  switch (location.kind) {
    case 'chapter': {
      if (chapterLevel.isError) return { status: 'unknown', reason: 'The course could not be loaded' };
      if (!chapterLevel.data) return { status: 'loading' };
      if ('unknown' in chapterLevel.data) return { status: 'unknown', reason: chapterLevel.data.unknown };
      return pick(chapterLevel.data.level.exercises, location.exercise, `exercise index ${location.exercise}`);
    }
    case 'project': {
      if (project.isError) return { status: 'unknown', reason: 'The project could not be loaded' };
      if (project.isPending) return { status: 'loading' };
      if (!project.data) return { status: 'unknown', reason: `Unknown project ${location.project}` };
      const level = project.data.levels[location.level];
      if (!level) return { status: 'unknown', reason: `Unknown project level index ${location.level}` };
      return pick(level.exercises, location.exercise, `exercise index ${location.exercise}`);
    }
    case 'custom': {
      if (community.isError) return { status: 'unknown', reason: 'The community level could not be loaded' };
      if (community.isPending) return { status: 'loading' };
      // A level a class was given can be deleted by its creator: say so instead of loading forever.
      if (!community.data) return { status: 'unknown', reason: `Unknown community level ${location.levelId}`, gone: 'This level was deleted by its creator, or never existed.' };
      return { status: 'ready', exercise: community.data, index: 0, total: 1 };
    }
    case 'test': {
      if (testLevel.isPending && testRaw !== undefined) return { status: 'loading' };
      const exercise = testLevel.data ?? null;
      if (!exercise) return { status: 'no-test-level' };
      return { status: 'ready', exercise, index: 0, total: 1 };
    }
  }
}
