// The Check result popup (docs/product.md "Screens"): 'Well done!' + Continue, "That's not quite right" + Try Again
// with what its screen gives (a circuit check: the judge's lines about this grid and one explanation), or an Error variant whose Close slides the
// card out (200 ms, docs/product.md "Numbers") before calling back. Shared by circuit and multiple-choice screens.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Star, XCircle, Zap } from 'lucide-react';
import { ValueText } from '../../../components/value-text';
import { readableDetail } from './readable-details';
import styles from './result-overlay.module.css';

/** docs/product.md "Numbers": the overlay's slide-out delay. */
export const OVERLAY_SLIDE_OUT_MS = 200;

export interface ResultOverlayProps {
  variant: 'success' | 'failure' | 'error';
  title: string;
  message: string;
  details?: string[];
  /** Points the server awarded for this attempt (success only; 0 hides the line). */
  pointsAwarded?: number;
  starAchieved?: boolean;
  /** Shown first, above the message. */
  lead?: ReactNode;
  /** Shown under the message: a failed check's one explanation (docs/explanations.md "One voice per check"). */
  after?: ReactNode;
  onContinue?: () => void;
  /** The success button's text (practice says 'Next practice level'); 'Continue' by default. */
  continueLabel?: string;
  onTryAgain?: () => void;
  onClose?: () => void;
}

const ICONS = { success: CheckCircle2, failure: XCircle, error: AlertTriangle };

export function ResultOverlay({ variant, title, message, details = [], pointsAwarded = 0, starAchieved, lead, after, onContinue, continueLabel = 'Continue', onTryAgain, onClose }: ResultOverlayProps) {
  const [leaving, setLeaving] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const Icon = ICONS[variant];

  const slideOut = (then?: () => void) => {
    if (leaving) return;
    setLeaving(true);
    timer.current = setTimeout(() => then?.(), OVERLAY_SLIDE_OUT_MS);
  };
  const dismiss = variant === 'success' ? undefined : () => slideOut(variant === 'failure' ? onTryAgain ?? onClose : onClose);

  // Layout effects: the focus and the keys are in place as the overlay appears, not after the next
  // paint (when Preact runs passive effects), so an Escape or Tab pressed at once is not lost.
  useLayoutEffect(() => {
    // Focus goes to the overlay's button, and back to where it was (the Check button) afterwards.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    buttonRef.current?.focus();
    return () => {
      clearTimeout(timer.current);
      before?.focus();
    };
  }, []);
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss?.();
      // The dialog is modal and has one control: Tab stays on it.
      if (event.key === 'Tab') {
        event.preventDefault();
        buttonRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className={[styles.backdrop, leaving ? styles.leaving : ''].join(' ')} onClick={dismiss}>
      <div
        className={[styles.card, styles[variant], leaving ? styles.leaving : ''].join(' ')}
        role={variant === 'success' ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby="result-overlay-title"
        aria-describedby="result-overlay-message"
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.heading}>
          <Icon className={styles.icon} aria-hidden="true" />
          <h2 id="result-overlay-title">{title}</h2>
        </div>
        {lead}
        <p id="result-overlay-message" className={styles.message}>
          <ValueText text={message} />
        </p>
        {after}
        {details.length > 0 && (
          <ul className={styles.details}>
            {details.map((line) => <li key={line}><ValueText text={readableDetail(line)} /></li>)}
          </ul>
        )}
        {variant === 'success' && (pointsAwarded > 0 || starAchieved) && (
          <p className={styles.reward}>
            {pointsAwarded > 0 && <span><Zap aria-hidden="true" /> +{pointsAwarded} points</span>}
            {starAchieved && <span><Star aria-hidden="true" /> Star collected</span>}
          </p>
        )}
        {variant === 'success' && (
          <button ref={buttonRef} type="button" className={styles.button} onClick={() => slideOut(onContinue)}>{continueLabel}</button>
        )}
        {variant === 'failure' && (
          <button ref={buttonRef} type="button" className={styles.button} onClick={dismiss}>Try Again</button>
        )}
        {variant === 'error' && (
          <button ref={buttonRef} type="button" className={styles.button} onClick={dismiss}>Close</button>
        )}
      </div>
    </div>
  );
}
