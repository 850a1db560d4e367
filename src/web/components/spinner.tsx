// A small spinning ring and the full-area 'Loading...' state (docs/product.md: protected pages show
// 'Loading...' while the sign-in state is unknown).
import styles from './spinner.module.css';

export function Spinner({ size = 28 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
