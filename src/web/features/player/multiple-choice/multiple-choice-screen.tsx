// The multiple-choice screen (docs/product.md "Screens"): tag label, progress bar, question, optional supporting
// icon/image/circuit, options as text or icon tiles, and 'Check Answer'. Before a choice the button
// only looks unavailable (aria-disabled): it stays in the Tab order right after the options, and a press
// says to pick an answer first, so a keyboard learner never tabs past it without knowing why.
// The server judges the choice; its verdict opens the shared result overlay with the exercise's texts.
import { useState } from 'react';
import type { MultipleChoiceExercise } from '../../../../api/index';
import { Button } from '../../../components/button';
import { ValueText } from '../../../components/value-text';
import type { AttemptFeedback } from '../shared/attempt-feedback';
import { ExerciseHeader } from '../shared/exercise-header';
import { ResultOverlay } from '../shared/result-overlay';
import { OptionGroup } from './option-group';
import { SupportingVisual } from './supporting-visual';
import frame from '../shared/card-screen.module.css';
import styles from './multiple-choice-screen.module.css';

export interface MultipleChoiceScreenProps {
  exercise: MultipleChoiceExercise;
  progress: { index: number; total: number };
  artStyle: 'photo' | 'schematic';
  submit: (option: number) => Promise<AttemptFeedback>;
  onContinue: () => void;
  onExit: () => void;
}

type Outcome = { kind: 'verdict'; result: AttemptFeedback } | { kind: 'error'; message: string };

export default function MultipleChoiceScreen({ exercise, progress, artStyle, submit, onContinue, onExit }: MultipleChoiceScreenProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pickFirst, setPickFirst] = useState(false);

  const check = async () => {
    if (selected === null) {
      setPickFirst(true);
      return;
    }
    if (checking) return;
    setChecking(true);
    try {
      setOutcome({ kind: 'verdict', result: await submit(selected) });
    } catch (error) {
      console.error('Checking the answer failed', error);
      const message = error instanceof Error ? error.message : 'Your answer could not be checked.';
      setOutcome({ kind: 'error', message });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={frame.screen}>
      <ExerciseHeader progress={progress} onExit={onExit} tag={exercise.tag ?? 'Quiz'} />
      <main className={frame.body}>
        <div className={`${frame.card} ${styles.card}`}>
          <h1 className={styles.question} id="question">
            <ValueText text={exercise.question} />
          </h1>
          <SupportingVisual exercise={exercise} artStyle={artStyle} />
          <OptionGroup
            label={exercise.question}
            options={exercise.options}
            answerType={exercise.answerType}
            unlabelled={exercise.symbols === true}
            selected={selected}
            onSelect={(index) => {
              setSelected(index);
              setPickFirst(false);
            }}
            disabled={checking}
            artStyle={artStyle}
          />
          {exercise.tip && (
            <p className={styles.tip}>
              <ValueText text={exercise.tip.message} />
            </p>
          )}
          <p className={styles.pickFirst} role="status">
            {pickFirst ? 'Pick an answer first: arrow keys move, Space picks.' : ''}
          </p>
        </div>
      </main>
      <footer className={frame.footer}>
        <Button
          variant="accent"
          className={[frame.action, selected === null ? styles.unavailable : ''].join(' ')}
          disabled={checking}
          aria-disabled={selected === null ? true : undefined}
          onClick={() => void check()}
        >
          {checking ? 'Checking…' : 'Check Answer'}
        </Button>
      </footer>
      {outcome?.kind === 'verdict' && (
        <ResultOverlay
          variant={outcome.result.correct ? 'success' : 'failure'}
          title={outcome.result.feedback.title}
          message={outcome.result.feedback.message}
          details={outcome.result.feedback.details}
          pointsAwarded={outcome.result.pointsAwarded}
          onContinue={onContinue}
          onTryAgain={() => setOutcome(null)}
        />
      )}
      {outcome?.kind === 'error' && (
        <ResultOverlay variant="error" title="Something went wrong" message={outcome.message} onClose={() => setOutcome(null)} />
      )}
    </div>
  );
}
