// What one judged attempt does to a learner's progress: the new progress, whether it changed, the
// points it awarded. Its own module so that progress-update.ts and quiz-points.ts share it without
// importing each other.
import type { Progress } from '../../learning/index';

export interface ProgressChange {
  progress: Progress;
  changed: boolean;
  pointsAwarded: number;
  completed: boolean;
  /** A piece hint was used on this exercise, so this attempt's star does not count. */
  hinted: boolean;
}
