// The fault screen's hint (docs/explanations.md): the server's planner names the part whose reading
// splits the remaining suspects best, and the grid outlines it. One button, asked again at will.
import { Lightbulb, Loader2 } from 'lucide-react';
import { ValueText } from '../../../components/value-text';
import type { FaultHintReply } from './fault-api';
import styles from './fault-exercise-screen.module.css';

export interface FaultHintProps {
  reply: FaultHintReply | null;
  busy: boolean;
  error: string | null;
  onAsk(): void;
}

export function FaultHint({ reply, busy, error, onAsk }: FaultHintProps) {
  return (
    <div className={styles.hintBox}>
      <button type="button" className={styles.hint} onClick={onAsk} disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 className={styles.spin} aria-hidden="true" /> : <Lightbulb aria-hidden="true" />}
        Hint: what should I measure?
      </button>
      {reply && (
        <p className={styles.hintText} role="status" data-testid="fault-hint">
          <ValueText text={reply.hint.message} />
          {reply.starForfeited && <span className={styles.hintNote}> No star on this one now: you used a hint.</span>}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
