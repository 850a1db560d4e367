// The exercise player (docs/product.md "Screens"): reads the route (chapter, short chapter-0, project, community
// level or test play), finds the exercise, and shows the screen of its type. Unknown exercises are
// logged and stay on 'Loading...' with a way back (docs/product.md "Rules and their texts"). A chapter's practice
// (/chapter/{c}/practice) plays generated levels in this same player (docs/course.md "Practice"); it
// shares the route's chunk so the route table, in every page's first load, grows by one path only.
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { LoadingScreen } from '../../components/spinner';
import { useArtStyle } from './api/art-style';
import { ExerciseView } from './flow/exercise-view';
import { exitPath, locationFromParams, locationKey, type ExerciseLocation } from './flow/exercise-location';
import { NoTestLevel, UnknownExercise } from './flow/unknown-exercise';
import { useLevelExercise } from './flow/use-level-exercise';

const PracticePage = lazy(() => import('./practice/practice-page'));

export default function PlayerPage() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/practice')) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PracticePage />
      </Suspense>
    );
  }
  return <ExercisePlayer />;
}

function ExercisePlayer() {
  const params = useParams();
  const { pathname, state } = useLocation();
  const { chapterIndex, levelIndex, exerciseIndex, projectId, levelId } = params;
  const location = useMemo(
    () => locationFromParams({ chapterIndex, levelIndex, exerciseIndex, projectId, levelId }, pathname, state),
    [chapterIndex, levelIndex, exerciseIndex, projectId, levelId, pathname, state],
  );
  const level = useLevelExercise(location, state);
  const [artStyle, setArtStyle, styleReady] = useArtStyle();
  useCountCommunityPlay(location, level.status === 'ready');

  // Waiting for the profile too, so the saved drawing style shows from the first frame.
  if (level.status === 'loading' || (level.status === 'ready' && !styleReady)) return <LoadingScreen />;
  switch (level.status) {
    case 'no-test-level':
      return <NoTestLevel />;
    case 'unknown':
      return <UnknownExercise reason={level.reason} gone={level.gone} backTo={backPathForUnknown(location)} />;
    case 'ready':
      return (
        <ExerciseView
          key={location ? locationKey(location) : 'none'}
          location={location ?? { kind: 'test' }}
          exercise={level.exercise}
          progress={{ index: level.index, total: level.total }}
          artStyle={artStyle}
          onArtStyleChange={setArtStyle}
        />
      );
  }
}

/** An unknown project leads back to the project list rather than to its (missing) overview. */
function backPathForUnknown(location: ExerciseLocation | null): string {
  return location?.kind === 'project' ? '/projects' : exitPath(location);
}

/** A community level's playCount goes up once per play (docs/product.md "Screens": /custom-level/{id}). */
function useCountCommunityPlay(location: ExerciseLocation | null, loaded: boolean): void {
  const counted = useRef<string | null>(null);
  const levelId = loaded && location?.kind === 'custom' ? location.levelId : null;
  useEffect(() => {
    if (!levelId || counted.current === levelId) return;
    counted.current = levelId;
    // community-level.ts reads levels with zod: loaded only on this route kind (docs/performance.md).
    import('./api/community-level')
      .then(({ countCommunityPlay }) => countCommunityPlay(levelId))
      .catch((error: unknown) => console.error('Could not count the play', error));
  }, [levelId]);
}
