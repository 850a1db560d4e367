// A modal shell: dimmed backdrop, a card that slides up, Escape and backdrop-click close it,
// focus moves into the card on open. Content (titles, buttons) is the caller's.
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './overlay.module.css';

interface OverlayProps {
  open: boolean;
  onClose?: () => void;
  /** Accessible name of the dialog. */
  label: string;
  tone?: 'plain' | 'success' | 'danger';
  children: ReactNode;
}

export function Overlay({ open, onClose, label, tone = 'plain', children }: OverlayProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    cardRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={cardRef}
        className={[styles.card, styles[tone]].join(' ')}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>
  );
}
