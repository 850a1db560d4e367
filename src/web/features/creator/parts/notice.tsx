// A short message above the action bar (catalog limits, a full grid): announced to screen readers and
// gone after a few seconds. A new message with the same text restarts the timer.
import { useEffect, useState } from 'react';
import styles from './notice.module.css';

export function Notice({ notice }: { notice: { text: string; at: number } | null }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    setShown(notice.text);
    const timer = setTimeout(() => setShown(null), 4000);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <p className={[styles.notice, shown ? styles.visible : ''].join(' ')} role="alert">
      {shown}
    </p>
  );
}
