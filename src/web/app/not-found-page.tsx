// Any route outside the table: a friendly 404 with a way home.
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <main className="page" style={{ textAlign: 'center', paddingTop: 'var(--space-7)' }}>
      <h1>Page not found</h1>
      <p style={{ margin: 'var(--space-3) 0' }}>There is no page at this address.</p>
      <Link to="/">Back to the start</Link>
    </main>
  );
}
