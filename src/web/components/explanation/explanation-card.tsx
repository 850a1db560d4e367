// One explanation in words (docs/explanations.md): why a light is not ON. Used at the top of the failed
// Check overlay, under the board for "Why?" and for the hint ladder. The grid outlines its cells.
import { useEffect, useRef } from 'react';
import { HelpCircle, X } from 'lucide-react';
import { ValueText } from '../value-text';
import type { ShownExplanation } from './pick-explanation';
import styles from './explanation-card.module.css';

export interface ExplanationCardProps {
  explanation: ShownExplanation;
  /** A heading above the sentence, e.g. "Why?" or "Hint 1 of 3". */
  heading?: string;
  onClose?: () => void;
  /** Where the card sits: inside the Check overlay (compact) or under the board. */
  placement?: 'overlay' | 'board';
}

export function ExplanationCard({ explanation, heading = 'Why?', onClose, placement = 'board' }: ExplanationCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Under the board on a phone the card can open below the fold (behind the sticky tray): bring it up.
    if (placement === 'board') ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [placement, explanation]);
  return (
    <div ref={ref} className={[styles.card, styles[placement]].join(' ')} role="status" data-explanation={explanation.kind} data-light={explanation.light}>
      <HelpCircle className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.heading}>{heading}</p>
        <p className={styles.message}>
          <ValueText text={explanation.message} />
        </p>
        {explanation.cells.length > 0 && placement === 'board' && <p className={styles.note}>The outlined cells show where.</p>}
      </div>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close the explanation">
          <X aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
