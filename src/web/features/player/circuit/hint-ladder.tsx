// The hint ladder (docs/explanations.md): after two failed checks on an exercise a Hint button appears.
// Its rungs, in order: why the first wrong light is wrong, the exercise's own tip (its animation again),
// then — after a third failed check — one correct piece placed by the solver (no star after that).
import { Lightbulb, Loader2 } from 'lucide-react';
import styles from './hint-ladder.module.css';

export const HINT_AFTER_FAILED_CHECKS = 2;
export const PIECE_AFTER_FAILED_CHECKS = 3;

export type HintRung = 'why' | 'tip' | 'piece';
const RUNGS: readonly HintRung[] = ['why', 'tip', 'piece'];

/** The rung the next press gives, or null when the ladder is used up (or not yet reached). */
export function nextRung(used: number, failedChecks: number, canPlacePiece: boolean): HintRung | 'wait' | null {
  if (failedChecks < HINT_AFTER_FAILED_CHECKS) return null;
  const rung = RUNGS[used];
  if (!rung) return null;
  if (rung === 'piece') {
    if (!canPlacePiece) return null;
    if (failedChecks < PIECE_AFTER_FAILED_CHECKS) return 'wait';
  }
  return rung;
}

const LABELS: Record<HintRung | 'wait', string> = {
  why: 'Hint 1 of 3: why?',
  tip: 'Hint 2 of 3: the tip',
  piece: 'Hint 3 of 3: place a piece (no star)',
  wait: 'Check once more for hint 3',
};

export interface HintButtonProps {
  rung: HintRung | 'wait';
  busy: boolean;
  onPress: (rung: HintRung) => void;
}

export function HintButton({ rung, busy, onPress }: HintButtonProps) {
  return (
    <button
      type="button"
      className={styles.hint}
      disabled={rung === 'wait' || busy}
      aria-busy={busy}
      data-rung={rung}
      onClick={() => rung !== 'wait' && onPress(rung)}
    >
      {busy ? <Loader2 className={styles.spin} aria-hidden="true" /> : <Lightbulb aria-hidden="true" />}
      {LABELS[rung]}
    </button>
  );
}
