// The teacher's live panels (docs/classes.md "Who needs help"): learners stuck right now (3 failed checks
// on one exercise, no success in 20 minutes), longest first, with the exercise and their last mistakes;
// and the class's common mistakes per exercise — what to explain to the whole room. Polled every 5 s.
import { AppLink } from '../../components/app-link';
import { LifeBuoy, Users } from 'lucide-react';
import { mistakeLabel } from '../../../api/index';
import { useClassHelp, useClassMistakes } from '../../lib/classes/classes-api';
import styles from './cockpit.module.css';

const REFRESH_MS = 5_000;
const MISTAKES_SHOWN = 6;

function minutesSince(iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  return minutes < 1 ? 'under a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function HelpPanels({ classId }: { classId: string }) {
  const help = useClassHelp(classId, REFRESH_MS);
  const mistakes = useClassMistakes(classId, REFRESH_MS);
  const entries = help.data?.entries ?? [];
  const common = (mistakes.data?.entries ?? []).slice(0, MISTAKES_SHOWN);
  return (
    <div className={styles.live}>
      <section className={`${styles.panel} ${styles.helpPanel}`} aria-labelledby="help-title" data-testid="help-panel">
        <h2 id="help-title">
          <LifeBuoy aria-hidden="true" size={20} /> Needs help {entries.length > 0 && <span className={styles.count}>({entries.length})</span>}
        </h2>
        {entries.length === 0 ? (
          <p className={styles.quiet}>Nobody is stuck right now.</p>
        ) : (
          <ul className={styles.list} aria-live="polite">
            {entries.map((entry) => (
              <li key={entry.userId} className={`${styles.entry} ${styles.helpEntry}`} data-testid="help-entry">
                <AppLink to={`/teach/${encodeURIComponent(classId)}/learner/${encodeURIComponent(entry.userId)}`}>{entry.name}</AppLink>
                <span>{entry.exercise.title}</span>
                <span className={styles.meta}>
                  {entry.failedTries} failed checks · stuck for {minutesSince(entry.since)}
                  {entry.lastMistakes.length > 0 && ` · last: ${entry.lastMistakes.map(mistakeLabel).join(', ')}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="mistakes-title" data-testid="mistakes-panel">
        <h2 id="mistakes-title">
          <Users aria-hidden="true" size={20} /> Common mistakes
        </h2>
        {common.length === 0 ? (
          <p className={styles.quiet}>No common mistakes on assigned work this week.</p>
        ) : (
          <ul className={styles.list}>
            {common.map((entry) => (
              <li key={`${entry.assignmentId}|${entry.exercise ?? ''}|${entry.kind}`} className={styles.entry} data-testid="mistake-entry">
                <span>
                  <span className={styles.count}>{entry.learners === 1 ? '1 learner' : `${entry.learners} learners`}</span>: {entry.label}
                </span>
                <span className={styles.meta}>on {entry.title}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
