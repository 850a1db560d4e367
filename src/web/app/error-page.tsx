// The error screen (docs/product.md "Rules and their texts": 'Unexpected Application Error!'), shown when a screen throws while
// rendering or its lazy chunk fails to load. The detail goes to the console; the learner gets a way back.
import { Component, useEffect, type ReactNode } from 'react';
import styles from './error-page.module.css';

export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = error instanceof Error ? error.message : null;
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

interface BoundaryProps {
  /** Changes on every navigation: the error screen is left when the learner goes elsewhere. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

/** Catches what the screens below throw and shows ErrorPage instead (React has no hook for this). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
