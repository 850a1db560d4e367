// The goal box: a labelled text area with a hint, example goals to start from (a tap fills the box),
// the error line, and the screen's buttons (passed in as children).
import { ChevronRight } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_GOAL_LENGTH } from './generate-api';
import styles from './lessongen.module.css';

export const EXAMPLE_GOALS = [
  'Two bulbs in parallel with a switch',
  'Two bulbs in series with a capacitor',
  'An LED with a resistor and a switch',
  'Protect a bulb with a resistor',
  'A diode lets current flow one way',
  'MOSFET as a switch',
  'Make a bulb dim with 560 ohm',
  'Capacitor fade on a 6x4 grid',
  'Three bulbs in series, hard',
];

interface GoalFormProps {
  goal: string;
  onGoalChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  disabled: boolean;
  children: ReactNode;
}

export function GoalForm({ goal, onGoalChange, onSubmit, error, disabled, children }: GoalFormProps) {
  const id = useId();
  const [openExamples] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 600px)').matches);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={styles.label} htmlFor={`${id}-goal`}>
        Lesson goal
      </label>
      <textarea
        id={`${id}-goal`}
        className={styles.textarea}
        value={goal}
        onChange={(event) => onGoalChange(event.target.value)}
        maxLength={MAX_GOAL_LENGTH}
        rows={4}
        placeholder="e.g. Show that bulbs in parallel each get their own current"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        Name the ideas to teach, one or several: series, parallel, switch, diode, LED, MOSFET, capacitor, dim, exploded bulb, star, counts (two bulbs)
        and resistor values (330 ohm). Add a grid size (6x4) and easy or hard if you like. The notes say what the level has and anything left out. <span className={styles.counter}>{goal.length}/{MAX_GOAL_LENGTH}</span>
      </p>
      {/* Open on wide screens; on phones a tap opens it, so the buttons stay in view. */}
      <details className={styles.examples} open={openExamples}>
        <summary className={styles.examplesLabel}>
          <ChevronRight className={styles.chevron} aria-hidden="true" />
          Try an example
        </summary>
        <ul>
          {EXAMPLE_GOALS.map((example) => (
            <li key={example}>
              <button type="button" className={styles.example} onClick={() => onGoalChange(example)} disabled={disabled}>
                {example}
              </button>
            </li>
          ))}
        </ul>
      </details>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.buttons}>{children}</div>
    </form>
  );
}
