// One level on the board: an accessible button named 'Level-N' (1-based), gold when the level is
// complete, blue/green when not, with a star badge that is bright when the level is starred; a level
// with no star to earn (info and quizzes only) has no badge, as its summary shows none.
import { Star } from 'lucide-react';
import type { LevelStatus } from '../../../learning/index';
import styles from './learn.module.css';

interface LevelNodeProps {
  number: number;
  title: string;
  status: LevelStatus;
  tone: 'blue' | 'green';
  position: { left: string; top: string };
  onOpen: () => void;
}

export function LevelNode({ number, title, status, tone, position, onOpen }: LevelNodeProps) {
  const descriptionId = `level-node-${number}-description`;
  const state = status.complete ? 'complete' : 'incomplete';
  return (
    <button
      type="button"
      className={[styles.node, status.complete ? styles.nodeComplete : styles[tone]].join(' ')}
      style={position}
      aria-label={`Level-${number}`}
      aria-describedby={descriptionId}
      data-state={state}
      data-starred={status.starred ? 'true' : 'false'}
      data-star-offered={status.starOffered ? 'true' : 'false'}
      onClick={onOpen}
    >
      <span className={styles.nodeNumber} aria-hidden="true">
        {number}
      </span>
      {status.starOffered && <Star className={[styles.nodeStar, status.starred ? styles.starBright : styles.starGrey].join(' ')} aria-hidden="true" />}
      <span id={descriptionId} className="visually-hidden">
        {title}: {status.complete ? 'complete' : `${status.completedCount} of ${status.total} exercises done`}
        {status.starred ? ', starred' : ''}
      </span>
    </button>
  );
}
