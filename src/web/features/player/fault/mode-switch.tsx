// What a touch on the grid does on the fault screen: measure the part, or pick it as the broken one.
// Two pressed-state buttons, like the drawing-style toggle.
import { Gauge, Search } from 'lucide-react';
import styles from './fault-exercise-screen.module.css';

export type FaultMode = 'measure' | 'suspect';

export function ModeSwitch({ mode, onChange }: { mode: FaultMode; onChange(mode: FaultMode): void }) {
  return (
    <div className={styles.modes} role="group" aria-label="What touching a part does">
      <button type="button" aria-pressed={mode === 'measure'} onClick={() => onChange('measure')}>
        <Gauge aria-hidden="true" /> Measure
      </button>
      <button type="button" aria-pressed={mode === 'suspect'} onClick={() => onChange('suspect')}>
        <Search aria-hidden="true" /> Name the faulty part
      </button>
    </div>
  );
}
