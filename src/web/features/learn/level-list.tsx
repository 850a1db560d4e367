// The chapter's levels as a readable list beside the board: number, topic, exercises done, star.
// Rows link to the same place as the board's nodes, with bigger text for small screens. After the
// chapter's last level, Practice serves fresh generated levels on its ideas (docs/course.md "Practice").
import { Check, Dumbbell, Star } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import type { MapChapter } from '../../../api/index';
import { hasPractice, type LevelStatus } from '../../../learning/index';
import { practicePath } from '../../lib/practice-path';
import styles from './learn.module.css';

interface LevelListProps {
  chapter: MapChapter;
  chapterIndex: number;
  statuses: LevelStatus[];
  /** When set (a teacher assigning levels), a row picks its level instead of opening it. */
  onPick?: (levelIndex: number) => void;
}

export function levelPath(chapterIndex: number, levelIndex: number): string {
  return `/chapter/${chapterIndex}/level/${levelIndex}/exercise/0`;
}

export function LevelList({ chapter, chapterIndex, statuses, onPick }: LevelListProps) {
  return (
    <ol className={styles.levelList} aria-label="Levels in this chapter">
      {chapter.levels.map((level, index) => {
        const status = statuses[index];
        return (
          <li key={index}>
            <AppLink
              className={[styles.levelRow, status.complete ? styles.levelRowDone : ''].join(' ')}
              to={levelPath(chapterIndex, index)}
              onClick={(event) => {
                if (!onPick) return;
                event.preventDefault();
                onPick(index);
              }}
            >
              <span className={styles.levelBadge} aria-hidden="true">
                {status.complete ? <Check size={16} /> : index + 1}
              </span>
              <span className={styles.levelText}>
                <span className={styles.levelTitle}>
                  Level {index + 1} · {level.title}
                </span>
                <span className={styles.levelMeta}>
                  {status.completedCount} / {status.total} done
                </span>
              </span>
              {status.starOffered && (
                <Star
                  className={[styles.listStar, status.starred ? styles.starBright : styles.starGrey].join(' ')}
                  role="img"
                  aria-label={status.starred ? 'Starred' : 'Not starred yet'}
                />
              )}
            </AppLink>
          </li>
        );
      })}
      {/* A teacher picking levels to assign sees only the levels; a chapter that builds no circuits has no practice. */}
      {!onPick && hasPractice(chapter) && (
        <li>
          <AppLink className={[styles.levelRow, styles.practiceRow].join(' ')} to={practicePath(chapterIndex)} aria-describedby={`practice-meta-${chapterIndex}`}>
            <span className={styles.levelBadge} aria-hidden="true">
              <Dumbbell size={16} />
            </span>
            <span className={styles.levelText}>
              <span className={styles.levelTitle}>Practice</span>
              <span className={styles.levelMeta} id={`practice-meta-${chapterIndex}`}>
                Fresh levels on this chapter · no points, keeps your streak
              </span>
            </span>
          </AppLink>
        </li>
      )}
    </ol>
  );
}
