// The schematic/component style toggle (docs/product.md "Screens"): two pressed-state buttons; the shell
// remembers the choice in settings.useSchematicStyle.
import { memo } from 'react';
import styles from './circuit-exercise-screen.module.css';

interface StyleToggleProps {
  artStyle: 'photo' | 'schematic';
  onChange: (style: 'photo' | 'schematic') => void;
}

export const StyleToggle = memo(function StyleToggle({ artStyle, onChange }: StyleToggleProps) {
  return (
    <div className={styles.styleToggle} role="group" aria-label="Drawing style">
      <button type="button" aria-pressed={artStyle === 'photo'} onClick={() => onChange('photo')}>
        Components
      </button>
      <button type="button" aria-pressed={artStyle === 'schematic'} onClick={() => onChange('schematic')}>
        Schematic
      </button>
    </div>
  );
});
