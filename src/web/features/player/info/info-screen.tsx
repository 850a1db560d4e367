// The info card (docs/product.md "Screens"): title, description with line breaks and inline component icons,
// an image/GIF or an embedded video, and Continue. Continue records the card as viewed on the server
// (POST /api/attempts {viewed: true}) and then moves on.
import { useState } from 'react';
import type { InfoExercise } from '../../../../api/index';
import { Button } from '../../../components/button';
import { ExerciseHeader } from '../shared/exercise-header';
import { ResultOverlay } from '../shared/result-overlay';
import { InfoDescription } from './info-description';
import { InfoMedia } from './info-media';
import frame from '../shared/card-screen.module.css';
import styles from './info-screen.module.css';

export interface InfoScreenProps {
  exercise: InfoExercise;
  progress: { index: number; total: number };
  artStyle: 'photo' | 'schematic';
  /** Records the card as viewed; resolves when the server has it. */
  markViewed: () => Promise<unknown>;
  onContinue: () => void;
  onExit: () => void;
}

export default function InfoScreen({ exercise, progress, artStyle, markViewed, onContinue, onExit }: InfoScreenProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const continueOn = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await markViewed();
      onContinue();
    } catch (failure) {
      console.error('Recording the info card failed', failure);
      setError(failure instanceof Error ? failure.message : 'Your progress could not be saved.');
      setSaving(false);
    }
  };

  return (
    <div className={frame.screen}>
      <ExerciseHeader progress={progress} onExit={onExit} tag={exercise.tag ?? 'Info'} />
      <main className={frame.body}>
        <article className={frame.card}>
          <h1 className={styles.title}>{exercise.title}</h1>
          {exercise.media && <InfoMedia url={exercise.media} title={exercise.title} />}
          <InfoDescription text={exercise.content} artStyle={artStyle} />
        </article>
      </main>
      <footer className={frame.footer}>
        <Button variant="accent" className={frame.action} disabled={saving} onClick={() => void continueOn()}>
          Continue
        </Button>
      </footer>
      {error && <ResultOverlay variant="error" title="Something went wrong" message={error} onClose={() => setError(null)} />}
    </div>
  );
}
