// docs/product.md "Rules and their texts": an unknown chapter, level, exercise or project is logged and the screen stays on
// 'Loading...'. A learner must never be stuck, so a small link leads back where they came from.
import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { Spinner } from '../../../components/spinner';
import styles from './player-states.module.css';

interface UnknownExerciseProps {
  reason: string;
  /** Shown instead of 'Loading...' when the level is known to be gone (a deleted community level). */
  gone?: string;
  backTo: string;
}

const BACK_LABELS: Record<string, string> = {
  '/learn': 'Back to the map',
  '/projects': 'Back to the projects',
  '/explore': 'Back to Explore',
  '/level-creator': 'Back to the level creator',
};

export function UnknownExercise({ reason, gone, backTo }: UnknownExerciseProps) {
  useEffect(() => {
    console.error(`${reason}: the exercise cannot be shown.`);
  }, [reason]);
  return (
    <div className={styles.state}>
      {gone ? (
        <p className={styles.message} role="alert">
          {gone}
        </p>
      ) : (
        <div className={styles.loading} role="status">
          <Spinner />
          <span>Loading...</span>
        </div>
      )}
      <AppLink className={styles.back} to={backTo}>
        {BACK_LABELS[backTo] ?? 'Back'}
      </AppLink>
    </div>
  );
}

/** /level/test opened without a level in the navigation state (e.g. a reload or a typed address). */
export function NoTestLevel() {
  return (
    <div className={styles.state}>
      <p className={styles.message}>No level to test.</p>
      <AppLink className={styles.back} to="/level-creator">
        Open the level creator
      </AppLink>
    </div>
  );
}
