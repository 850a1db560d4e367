// /LessonGen (docs/product.md "Screens", Lesson generator): a goal text area with Generate Level and Place Level.
// Generating asks the server's procedural generator for a proven level and previews it; 'Play it' opens
// it in the player (/level/test, state { level, returnTo: '/LessonGen' } so Exit comes back here),
// 'Place Level' opens it in the level creator (state { level }); a teacher may 'Assign to a class'
// without publishing (docs/classes.md). Busy states and texts: docs/product.md "How screens behave" and "Rules and their texts".
import { Play, Sparkles, SquarePen } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../components/button';
import { AssignToClass } from '../../components/classes/assign-to-class';
import { GoalForm } from './goal-form';
import { EMPTY_GOAL_MESSAGE, errorText, generateLevel, type GeneratedLevel } from './generate-api';
import { readLastResult, saveLastResult, type LastResult } from './last-result';
import { LevelPreview } from './level-preview';
import styles from './lessongen.module.css';
import heroStyles from '../../components/page-hero.module.css';

type Phase = 'idle' | 'generating' | 'placing';

export default function LessonGenPage() {
  useDocumentTitle('Lesson generator');
  const navigate = useNavigate();
  const [result, setStoredResult] = useState<LastResult | null>(readLastResult);
  const [goal, setGoal] = useState(() => result?.goal ?? '');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const setResult = (generated: GeneratedLevel, forGoal: string, seed: number) => {
    const next = { ...generated, goal: forGoal, seed };
    saveLastResult(next);
    setStoredResult(next);
  };
  const previewRef = useRef<HTMLDivElement>(null);

  /** The goal text, or null (with the message of docs/product.md "Rules and their texts" shown) when it is empty. */
  const readGoal = (): string | null => {
    const text = goal.trim();
    if (text === '') setError(EMPTY_GOAL_MESSAGE);
    return text === '' ? null : text;
  };

  const onGenerate = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = readGoal();
    if (text === null || phase !== 'idle') return;
    setPhase('generating');
    setError(null);
    try {
      // Generating the same goal again asks for a variant (other colours, the other switch state).
      const seed = result && result.goal === text ? result.seed + 1 : 0;
      setResult(await generateLevel(text, seed), text, seed);
      requestAnimationFrame(() => previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    } catch (failure) {
      setError(errorText(failure, 'generate'));
    } finally {
      setPhase('idle');
    }
  };

  // Place Level opens the level already generated for this goal, or generates one first.
  const onPlace = async () => {
    const text = readGoal();
    if (text === null || phase !== 'idle') return;
    if (result && result.goal === text) {
      void navigate('/level-creator', { state: { level: result.level } });
      return;
    }
    setPhase('placing');
    setError(null);
    try {
      const generated = await generateLevel(text);
      setResult(generated, text, 0);
      void navigate('/level-creator', { state: { level: generated.level } });
    } catch (failure) {
      setError(errorText(failure, 'place'));
    } finally {
      setPhase('idle');
    }
  };

  const busy = phase !== 'idle';
  return (
    <main className={`page ${styles.page}`}>
      <header className={`${heroStyles.surface} ${styles.hero}`}>
        <h1 className={styles.title}>
          <Sparkles aria-hidden="true" /> Lesson generator
        </h1>
        <p className={styles.lead}>
          Describe what a lesson should teach. The generator builds a circuit puzzle for it, checks that it can be solved, and lets you play it or
          finish it in the level creator.
        </p>
      </header>

      <GoalForm
        goal={goal}
        onGoalChange={(text) => {
          setGoal(text);
          if (error === EMPTY_GOAL_MESSAGE && text.trim() !== '') setError(null);
        }}
        onSubmit={(event) => void onGenerate(event)}
        error={error}
        disabled={busy}
      >
        <Button type="submit" variant="primary" icon={<Sparkles aria-hidden="true" />} disabled={busy}>
          {phase === 'generating' ? 'Generating...' : 'Generate Level'}
        </Button>
        <Button variant="secondary" icon={<SquarePen aria-hidden="true" />} disabled={busy} onClick={() => void onPlace()}>
          {phase === 'placing' ? 'Placing Level...' : 'Place Level'}
        </Button>
      </GoalForm>

      <p className="visually-hidden" role="status">
        {phase === 'generating' ? 'Generating...' : phase === 'placing' ? 'Placing Level...' : result ? `Generated level: ${result.level.name}` : ''}
      </p>
      {result && (
        <div ref={previewRef} className={styles.result}>
          <LevelPreview level={result.level} notes={result.notes} />
          <div className={styles.actions}>
            <Button variant="accent" icon={<Play aria-hidden="true" />} disabled={busy} onClick={() => void navigate('/level/test', { state: { level: result.level, returnTo: '/LessonGen' } })}>
              Play it
            </Button>
            <Button variant="secondary" icon={<SquarePen aria-hidden="true" />} disabled={busy} onClick={() => void onPlace()}>
              {phase === 'placing' ? 'Placing Level...' : 'Place Level'}
            </Button>
            <AssignToClass level={() => result.level} />
          </div>
        </div>
      )}
    </main>
  );
}
