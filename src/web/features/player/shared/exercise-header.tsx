// The player's top bar (docs/product.md "Screens"): undo and reset, the progress bar at (index+1)/total, an
// optional tag label and the exit button. Shared by the circuit and multiple-choice screens.
import { memo } from 'react';
import { RotateCcw, Undo2, X } from 'lucide-react';
import { IconButton } from '../../../components/icon-button';
import { ProgressBar } from '../../../components/progress-bar';
import styles from './exercise-header.module.css';

export interface ExerciseHeaderProps {
  progress: { index: number; total: number };
  onExit: () => void;
  onUndo?: () => void;
  onReset?: () => void;
  /** Disables undo when there is nothing to undo. */
  canUndo?: boolean;
  tag?: string;
}

/** docs/product.md "Numbers": progress percent = (index+1)/total*100. */
export function progressPercent({ index, total }: { index: number; total: number }): number {
  return total > 0 ? ((index + 1) / total) * 100 : 0;
}

export const ExerciseHeader = memo(function ExerciseHeader({ progress, onExit, onUndo, onReset, canUndo = true, tag }: ExerciseHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.actions}>
        {onUndo && <IconButton label="Undo" icon={<Undo2 />} onClick={onUndo} disabled={!canUndo} />}
        {onReset && <IconButton label="Reset" icon={<RotateCcw />} onClick={onReset} />}
      </div>
      <div className={styles.progress}>
        {tag && <span className={styles.tag}>{tag}</span>}
        <ProgressBar value={progressPercent(progress)} label={`Exercise ${progress.index + 1} of ${progress.total}`} />
      </div>
      <IconButton label="Exit" icon={<X />} onClick={onExit} />
    </header>
  );
});
