// When no practice level can be shown (a wrong address, or the generator failed): say so plainly and
// offer a retry and the way back, never a spinner that never ends.
import { AppLink } from '../../../components/app-link';
import { Button } from '../../../components/button';
import styles from '../flow/player-states.module.css';

export function PracticeProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.state}>
      <p className={styles.message} role="alert">
        {message}
      </p>
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          Try again
        </Button>
      )}
      <AppLink className={styles.back} to="/learn">
        Back to the map
      </AppLink>
    </div>
  );
}
