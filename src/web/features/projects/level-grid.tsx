// The project's level boxes (docs/product.md "Screens", Project overview): 'Level N – title' (N from 1), a
// completed level looks completed (gold, with a tick), and a box opens the level's first exercise.
import { Check, CircuitBoard, Info, ListChecks } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import type { Project } from '../../api/project';
import styles from './overview.module.css';

type Level = Project['levels'][number];

export function levelPath(code: string, levelIndex: number): string {
  return `/project/${encodeURIComponent(code)}/level/${levelIndex}/exercise/0`;
}

/** "2 cards · 1 puzzle · 1 quiz": what waits inside, so a learner knows what kind of level it is. */
export function levelContents(level: Level): string {
  const count = (type: string) => level.exercises.filter((e) => e.exerciseType === type).length;
  const parts = [
    [count('info'), 'card', 'cards'],
    [count('circuit'), 'puzzle', 'puzzles'],
    [count('multiple-choice'), 'quiz', 'quizzes'],
  ] as const;
  return parts.flatMap(([n, one, many]) => (n > 0 ? [`${n} ${n === 1 ? one : many}`] : [])).join(' · ');
}

function LevelIcon({ level }: { level: Level }) {
  if (level.exercises.some((e) => e.exerciseType === 'circuit')) return <CircuitBoard aria-hidden="true" />;
  if (level.exercises.some((e) => e.exerciseType === 'multiple-choice')) return <ListChecks aria-hidden="true" />;
  return <Info aria-hidden="true" />;
}

interface LevelGridProps {
  project: Project;
  completed: boolean[];
}

export function LevelGrid({ project, completed }: LevelGridProps) {
  return (
    <ol className={styles.grid} aria-label="Levels">
      {project.levels.map((level, index) => {
        const done = completed[index] === true;
        return (
          <li key={index}>
            <AppLink
              to={levelPath(project.code, index)}
              className={[styles.box, done ? styles.boxDone : ''].join(' ')}
              data-completed={done}
              aria-label={`Level ${index + 1} – ${level.title}${done ? ' (completed)' : ''}`}
            >
              <span className={styles.badge} aria-hidden="true">
                {done ? <Check /> : index + 1}
              </span>
              <span className={styles.boxText}>
                <span className={styles.boxTitle}>
                  Level {index + 1} – {level.title}
                </span>
                <span className={styles.boxMetaRow}>
                  <span className={styles.boxMeta}>{levelContents(level)}</span>
                  {done && <span className={styles.doneChip}>Completed</span>}
                </span>
              </span>
              <span className={styles.boxIcon}>
                <LevelIcon level={level} />
              </span>
            </AppLink>
          </li>
        );
      })}
    </ol>
  );
}
