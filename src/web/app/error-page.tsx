// The router's error screen (spec 8: 'Unexpected Application Error!'), also shown when a lazy
// screen chunk fails to load. The detail goes to the console; the learner gets a way back.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import styles from './error-page.module.css';

export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      <p className={styles.actions}>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a className={styles.link} href="/">
          Back to the start
        </a>
      </p>
    </main>
  );
}
