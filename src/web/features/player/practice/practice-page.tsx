// Practice (/chapter/{c}/practice?seed=N, docs/course.md "Practice"): a fresh generated level on the
// chapter's ideas, played in the normal circuit screen (or, in the Fault finding chapter, a broken
// generated circuit on the fault screen: fault-practice.tsx) and judged by the server. A solved level earns
// no points but keeps the daily streak; 'Next practice level' asks for seed N + 1, never the same
// level again. Without a seed in the address, the page picks the one after the last played here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { profileKey } from '../../../lib/session';
import { useArtStyle } from '../api/art-style';
import { askPageForPiece } from '../api/piece-hint';
import { feedbackFromResponse } from '../api/submit-attempt';
import CircuitExerciseScreen from '../circuit/circuit-exercise-screen';
import { fetchPracticeLevel, nextSeed, rememberSeed, submitPractice } from './practice-api';
import { practicePath } from '../../../lib/practice-path';
import { PracticeProblem } from './practice-problem';

/** Fault practice (the Fault finding chapter) loads on its own: circuit practice never fetches the fault screen. */
const FaultPractice = lazy(() => import('./fault-practice'));

/** The success card's note: what practice gives and what it does not. */
export const PRACTICE_NOTE = 'Practice earns no points, but it counts for your daily streak.';

export default function PracticePage() {
  const { chapterIndex } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chapter = /^\d{1,2}$/.test(chapterIndex ?? '') ? Number(chapterIndex) : null;
  const seedText = search.get('seed');
  const seed = seedText !== null && /^\d{1,7}$/.test(seedText) ? Number(seedText) : null;
  useDocumentTitle(chapter === null ? 'Practice' : `Practice · Chapter ${chapter + 1}`);
  const [artStyle, setArtStyle, styleReady] = useArtStyle();

  // No seed yet: the one after the last played on this device (the address then names it).
  useEffect(() => {
    if (chapter !== null && seed === null) void navigate(practicePath(chapter, nextSeed(chapter)), { replace: true });
  }, [chapter, seed, navigate]);

  const level = useQuery({
    queryKey: ['practice', chapter, seed],
    queryFn: () => fetchPracticeLevel(chapter ?? 0, seed ?? 0),
    enabled: chapter !== null && seed !== null,
    retry: 1,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (chapter !== null && seed !== null && level.data) rememberSeed(chapter, seed);
  }, [chapter, seed, level.data]);

  if (chapter === null) return <PracticeProblem message="There is no such chapter to practise." />;
  if (level.isError || (level.isSuccess && !level.data)) {
    return <PracticeProblem message="No practice level could be made just now." onRetry={() => void level.refetch()} />;
  }
  if (seed === null || !level.data || !styleReady) return <LoadingScreen />;

  const onContinue = () => void navigate(practicePath(chapter, seed + 1));
  const onExit = () => void navigate('/learn');
  if (level.data.kind === 'fault') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <FaultPractice
          // A new seed is a new exercise: an empty meter, no suspect, no hint.
          key={seed}
          chapter={chapter}
          seed={seed}
          exercise={level.data.exercise}
          artStyle={artStyle}
          onArtStyleChange={setArtStyle}
          onContinue={onContinue}
          onExit={onExit}
          continueLabel="Next practice level"
          successNote={PRACTICE_NOTE}
        />
      </Suspense>
    );
  }
  const { exercise } = level.data;
  return (
    <CircuitExerciseScreen
      // A new seed is a new level: a fresh board, undo history and hints.
      key={seed}
      exercise={exercise}
      progress={{ index: 0, total: 1 }}
      artStyle={artStyle}
      onArtStyleChange={setArtStyle}
      submit={async (grid) => {
        const response = await submitPractice(chapter, seed, grid);
        // The streak in the header and on the map re-reads (it lives under the profile's key).
        if (response.correct) void queryClient.invalidateQueries({ queryKey: profileKey });
        return feedbackFromResponse(response);
      }}
      askPiece={(grid) => askPageForPiece(exercise, grid)}
      onContinue={onContinue}
      onExit={onExit}
      tag="Practice"
      continueLabel="Next practice level"
      successNote={PRACTICE_NOTE}
    />
  );
}
