// Reaching all ten questions: Standard / Advanced and the five questions of each, as links that keep
// the route's ?q= index, so every question has an address that survives a reload.
import { AppLink } from '../../../components/app-link';
import type { SchematicLevelId } from '../../../../api/index';
import styles from '../schematic.module.css';

const LEVELS: { id: SchematicLevelId; label: string }[] = [
  { id: 'standard', label: 'Standard' },
  { id: 'advanced', label: 'Advanced' },
];

interface QuestionPickerProps {
  levelId: SchematicLevelId;
  index: number;
  completed?: Record<SchematicLevelId, boolean[]>;
}

export function QuestionPicker({ levelId, index, completed }: QuestionPickerProps) {
  return (
    <nav className={styles.picker} aria-label="Schematic questions">
      {LEVELS.map((level) => (
        <div key={level.id} className={styles.pickerLevel}>
          <span className={styles.pickerLabel}>{level.label}</span>
          {[0, 1, 2, 3, 4].map((i) => {
            const current = level.id === levelId && i === index;
            const done = completed?.[level.id]?.[i] === true;
            return (
              <AppLink
                key={i}
                to={`/schematic-question/${level.id}?q=${i}`}
                className={[styles.pickerLink, current ? styles.pickerCurrent : '', done ? styles.pickerDone : ''].join(' ')}
                aria-current={current ? 'page' : undefined}
                aria-label={`${level.label} question ${i + 1}${done ? ', completed' : ''}`}
              >
                {i + 1}
              </AppLink>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
