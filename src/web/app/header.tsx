// The shared header: wordmark (to /), the bolt with the signed-in user's live points, and
// 'Report a Bug!' opening the configured feedback form in a new tab.
import { Bug, Zap } from 'lucide-react';
import { Wordmark } from './wordmark';
import { useAppConfig } from './app-config';
import { useProfile, useSession } from './session';
import styles from './header.module.css';
import { TeachLink } from '../features/classes/teach-link';

function Points() {
  const profile = useProfile();
  const points = profile.data?.points;
  return (
    <span className={styles.points} aria-label={`${points ?? 0} points`} data-testid="header-points">
      <Zap className={styles.bolt} aria-hidden="true" />
      <span aria-hidden="true">{points ?? '–'}</span>
    </span>
  );
}

export function Header() {
  const session = useSession();
  const { feedbackUrl } = useAppConfig();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Wordmark />
        <div className={styles.actions}>
          {session.status === 'signedIn' && <TeachLink />}
          {session.status === 'signedIn' && <Points />}
          <a className={styles.bug} href={feedbackUrl} target="_blank" rel="noopener noreferrer">
            <Bug aria-hidden="true" />
            <span>Report a Bug!</span>
          </a>
        </div>
      </div>
    </header>
  );
}
