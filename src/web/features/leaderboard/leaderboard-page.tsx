// Leaderboard (/leaderboard): users ranked by points (GET /api/leaderboard), name and points only,
// the signed-in user's own row highlighted; a tab per class shows that class's board. Names are rendered as React text, never as HTML.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trophy, Zap } from 'lucide-react';
import { apiFetch } from '../../lib/api-client';
import { leaderboardResponseSchema } from '../../../api/index';
import { LoadingScreen } from '../../components/spinner';
import styles from './leaderboard.module.css';
import { useDocumentTitle } from '../../lib/document-title';
import { useClassLeaderboard } from '../../lib/classes/classes-api';
import { LeaderboardTabs } from '../../components/classes/leaderboard-tabs';

const medals = ['gold', 'silver', 'bronze'] as const;

export default function LeaderboardPage() {
  useDocumentTitle('Leaderboard');
  const [classId, setClassId] = useState<string | null>(null);
  const everyone = useQuery({
    queryKey: ['leaderboard'],
    queryFn: async () => leaderboardResponseSchema.parse(await apiFetch('/api/leaderboard')),
    refetchOnMount: 'always',
  });
  const classBoard = useClassLeaderboard(classId);
  const query = classId ? classBoard : everyone;
  return (
    <main className={`page ${styles.page}`}>
      <header className={styles.head}>
        <Trophy className={styles.trophy} aria-hidden="true" />
        <div>
          <h1>Leaderboard</h1>
          <p className={styles.sub}>Every solved exercise charges your bolt.</p>
        </div>
      </header>
      <LeaderboardTabs selected={classId} onSelect={setClassId} />
      {query.isPending && <LoadingScreen />}
      {query.isError && (
        <p className={styles.error} role="alert">
          The leaderboard could not be loaded. Please try again.
        </p>
      )}
      {query.data && query.data.entries.length === 0 && <p className={styles.empty}>Nobody is on the board yet. Be the first!</p>}
      {query.data && query.data.entries.length > 0 && (
        <ol className={styles.list} aria-label="Ranking">
          {query.data.entries.map((entry) => {
            const medal = entry.rank <= 3 ? medals[entry.rank - 1] : null;
            return (
              <li
                key={`${entry.rank}-${entry.name}`}
                className={[styles.row, entry.you ? styles.you : ''].join(' ')}
                aria-current={entry.you ? 'true' : undefined}
                data-testid="leaderboard-row"
              >
                <span className={[styles.rank, medal ? styles[medal] : ''].join(' ')} aria-label={`Rank ${entry.rank}`}>
                  {entry.rank}
                </span>
                <span className={styles.name}>
                  {entry.name}
                  {entry.you && <span className={styles.youTag}>You</span>}
                </span>
                <span className={styles.points} aria-label={`${entry.points} points`}>
                  <Zap aria-hidden="true" />
                  <span aria-hidden="true">{entry.points}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
