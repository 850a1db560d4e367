// The question's optional support (docs/product.md "What is stored", Multiple-choice exercise): a component icon, an
// image, or a small read-only circuit drawn with the same component art as the grid.
import type { MultipleChoiceExercise } from '../../../../api/index';
import { valuesOf } from '../../../../engine/index';
import { componentLabel } from '../../../components/component-art/component-label';
import { ComponentIcon } from '../info/component-icon';
import styles from './multiple-choice-screen.module.css';

interface SupportingVisualProps {
  exercise: MultipleChoiceExercise;
  artStyle: 'photo' | 'schematic';
}

export function SupportingVisual({ exercise, artStyle }: SupportingVisualProps) {
  const { supportingIcon, supportingImage, supportingCircuit } = exercise;
  if (supportingCircuit && supportingCircuit.length > 0) {
    const rows = Math.max(...supportingCircuit.map((piece) => piece.row)) + 1;
    const cols = Math.max(...supportingCircuit.map((piece) => piece.col)) + 1;
    return (
      <div
        className={styles.circuit}
        role="img"
        aria-label={`A circuit with ${supportingCircuit.map((piece) => componentLabel(piece.type).toLowerCase()).join(', ')}`}
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 64px))`, gridTemplateRows: `repeat(${rows}, auto)` }}
      >
        {supportingCircuit.map((piece) => (
          <div key={`${piece.row}-${piece.col}`} className={styles.circuitCell} style={{ gridRow: piece.row + 1, gridColumn: piece.col + 1 }}>
            <ComponentIcon
              type={piece.type}
              artStyle={artStyle}
              rotation={piece.rotation}
              values={valuesOf(piece)}
              size={64}
              decorative
            />
          </div>
        ))}
      </div>
    );
  }
  if (supportingImage) return <img className={styles.image} src={supportingImage} alt="" />;
  if (supportingIcon) {
    return (
      <div className={styles.supportingIcon}>
        <ComponentIcon type={supportingIcon} artStyle={artStyle} size={96} />
      </div>
    );
  }
  return null;
}
