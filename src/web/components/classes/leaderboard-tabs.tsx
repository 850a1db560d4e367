// The leaderboard's tabs: Everyone, then one per class the user is in or teaches (class boards rank
// the class's learners only). Renders nothing for someone without classes.
import { useClassList } from '../../lib/classes/classes-api';
import styles from './classes.module.css';

export function LeaderboardTabs({ selected, onSelect }: { selected: string | null; onSelect: (classId: string | null) => void }) {
  const list = useClassList();
  const classes = [...(list.data?.member ?? []), ...(list.data?.teaching ?? [])];
  if (classes.length === 0) return null;
  const tab = (id: string | null, label: string) => (
    <button key={id ?? 'all'} type="button" role="tab" className={styles.tab} aria-selected={selected === id} onClick={() => onSelect(id)}>
      {label}
    </button>
  );
  return (
    <div className={styles.tabs} role="tablist" aria-label="Leaderboards">
      {tab(null, 'Everyone')}
      {classes.map((klass) => tab(klass.id, klass.name))}
    </div>
  );
}
