// The shared header: wordmark (to /), the bolt with the signed-in user's live points, and
// 'Report a Bug!' opening the configured feedback form in a new tab. Beside the points, the daily
// streak once there is one (docs/journey.md). On a phone the bug link is its icon alone (the words stay
// for screen readers and as its tooltip), so five-digit points and the streak still fit at 390 px.
import { Bug, Flame, Zap } from 'lucide-react';
import { Wordmark } from '../components/wordmark';
import { useAppConfig } from '../lib/app-config';
import { useProfile, useSession } from '../lib/session';
import { useStreak } from '../lib/streak';
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

/** Days in a row with a completed exercise; shown once there is a streak to keep. */
function StreakBadge() {
  const streak = useStreak();
  if (!streak || streak.days === 0) return null;
  const label = `${streak.days}-day streak${streak.activeToday ? '' : ', play today to keep it'}`;
  return (
    <span className={`${styles.points} ${styles.streak} ${streak.activeToday ? '' : styles.streakOpen}`} aria-label={label} title={label} data-testid="header-streak">
      <Flame className={styles.flame} aria-hidden="true" />
      <span aria-hidden="true">{streak.days}</span>
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
          {session.status === 'signedIn' && <StreakBadge />}
          {session.status === 'signedIn' && <Points />}
          <a className={styles.bug} href={feedbackUrl} target="_blank" rel="noopener noreferrer" title="Report a Bug!">
            <Bug aria-hidden="true" />
            <span className={styles.bugText}>Report a Bug!</span>
          </a>
        </div>
      </div>
    </header>
  );
}
