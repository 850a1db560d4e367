// The plain page for screens not built yet: a title, one line and a way back to /learn.
import { Link } from 'react-router';
import styles from './building-page.module.css';

export function BuildingPage({ title }: { title: string }) {
  return (
    <main className={`page ${styles.page}`}>
      <h1>{title}</h1>
      <p>This part of ohmlet is being built.</p>
      <Link to="/learn">Back to learning</Link>
    </main>
  );
}
