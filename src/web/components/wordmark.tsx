// The lower-case 'ohmlet' wordmark with its little bulb mark, linking to the landing page.
import { AppLink } from './app-link';
import styles from './wordmark.module.css';

export function Wordmark({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <AppLink to="/" className={[styles.wordmark, styles[tone]].join(' ')} aria-label="ohmlet home">
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="13" r="10" fill="var(--color-accent)" />
        <path d="M12 22h8v4a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2z" fill="currentColor" />
        <path d="M12.5 12.5c1 3.5 6 3.5 7 0" fill="none" stroke="var(--color-ink)" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true">ohmlet</span>
    </AppLink>
  );
}
