// The class's choice about the global leaderboard (docs/classes.md "Privacy"): off by default, so the
// members stay off the public list; the teacher may tick it (PATCH /api/classes/{id} publicLeaderboard).
import { useClassActions } from '../../lib/classes/classes-api';
import styles from '../../components/classes/classes.module.css';
import cockpit from './cockpit.module.css';

interface LeaderboardPrivacyProps {
  classId: string;
  publicLeaderboard: boolean;
  readOnly: boolean;
}

export function LeaderboardPrivacy({ classId, publicLeaderboard, readOnly }: LeaderboardPrivacyProps) {
  const { update } = useClassActions();
  // While the change is on its way, show what the teacher asked for (the answer then re-reads the class).
  const shown = update.isPending ? (update.variables.changes.publicLeaderboard ?? publicLeaderboard) : publicLeaderboard;
  return (
    <section className={styles.card} aria-labelledby="privacy-title">
      <h2 id="privacy-title">Leaderboard</h2>
      <p className={styles.sub} id="privacy-why">
        Off by default: learners in a class are often children, so their names stay off the public leaderboard that every signed-in user can
        read. They still see their own rank there, and the class leaderboard shows the class to its members and you.
      </p>
      <label className={cockpit.toggle}>
        <input
          type="checkbox"
          checked={shown}
          disabled={readOnly || update.isPending}
          aria-describedby="privacy-why"
          onChange={(event) => update.mutate({ classId, changes: { publicLeaderboard: event.target.checked } })}
        />
        Show this class’s learners on the public leaderboard
      </label>
      {update.isError && (
        <p className={styles.error} role="alert">
          {update.error.message}
        </p>
      )}
    </section>
  );
}
