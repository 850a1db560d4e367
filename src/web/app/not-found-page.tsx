// Any route outside the table: a friendly 404 with a way home.
import { AppLink } from '../components/app-link';

export default function NotFoundPage() {
  return (
    <main className="page" style={{ textAlign: 'center', paddingTop: 'var(--space-7)' }}>
      <h1>Page not found</h1>
      <p style={{ margin: 'var(--space-3) 0' }}>There is no page at this address.</p>
      <AppLink to="/">Back to the start</AppLink>
    </main>
  );
}
