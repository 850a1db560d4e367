// A horizontal progress bar (0–100 %) with an accessible progressbar role; the fill animates.
import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** Percentage 0–100; values outside are clamped. */
  value: number;
  label?: string;
}

export function ProgressBar({ value, label = 'Progress' }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
