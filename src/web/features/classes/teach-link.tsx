// The header's way into Teach, shown only to someone who teaches at least one class (everyone else
// reaches Teach from Account), so the footer keeps its five buttons.
import { AppNavLink } from '../../components/app-link';
import { Presentation } from 'lucide-react';
import { useClassList } from '../../lib/classes/class-list-query';
import styles from '../../components/classes/classes.module.css';

export function TeachLink() {
  const list = useClassList();
  if (!list.data || list.data.teaching.length === 0) return null;
  return (
    <AppNavLink to="/teach" className={styles.teachLink} aria-label="Teach" title="Teach">
      <Presentation aria-hidden="true" />
      <span aria-hidden="true">Teach</span>
    </AppNavLink>
  );
}
