// The level settings popup (docs/product.md "Screens"): Rows and Columns (required, 2–9, docs/product.md's exact
// messages; Save is disabled while one is wrong or empty, and values are clamped on save), the
// description (instructions the learner reads under the title, with a counter and the server's own
// rule), the creator tags, and the success and failure messages the learner reads after Check.
import { useState } from 'react';
import { CREATOR_TAGS, MAX_LEVEL_DESCRIPTION_LENGTH } from '../../../../api/index';
import { Overlay } from '../../../components/overlay';
import { Button } from '../../../components/button';
import { clampSize, type Draft } from '../model/draft';
import { descriptionError, sizeError } from '../model/rules';
import styles from './dialogs.module.css';

export interface SettingsValues {
  rows: number;
  cols: number;
  tags: string[];
  successMessage: string;
  failureMessage: string;
  description: string;
}

export interface SettingsDialogProps {
  draft: Draft;
  onSave: (values: SettingsValues) => void;
  onClose: () => void;
  /** Empties the whole level (undo brings it back). */
  onStartOver: () => void;
}

export function SettingsDialog({ draft, onSave, onClose, onStartOver }: SettingsDialogProps) {
  const [rows, setRows] = useState(String(draft.rows));
  const [cols, setCols] = useState(String(draft.cols));
  const [tags, setTags] = useState(draft.tags);
  const [success, setSuccess] = useState(draft.successMessage);
  const [failure, setFailure] = useState(draft.failureMessage);
  const [description, setDescription] = useState(draft.description);
  const rowsError = sizeError('Rows', rows);
  const colsError = sizeError('Columns', cols);
  const descriptionProblem = descriptionError(description);
  const shrinking = !rowsError && !colsError && (Number(rows) < draft.rows || Number(cols) < draft.cols);
  const toggleTag = (tag: string) => setTags((old) => (old.includes(tag) ? old.filter((t) => t !== tag) : [...old, tag]));
  const save = () => {
    if (rowsError || colsError || descriptionProblem) return;
    onSave({ rows: clampSize(Number(rows)), cols: clampSize(Number(cols)), tags, successMessage: success, failureMessage: failure, description });
  };
  return (
    <Overlay open label="Level settings" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <h2 className={styles.title}>Level settings</h2>
        <div className={styles.pair}>
          <SizeField label="Rows" value={rows} error={rowsError} onChange={setRows} />
          <SizeField label="Columns" value={cols} error={colsError} onChange={setCols} />
        </div>
        {shrinking && <p className={styles.note}>Pieces outside the smaller grid will be removed.</p>}
        <DescriptionField value={description} error={descriptionProblem} onChange={setDescription} />
        <fieldset className={styles.presets}>
          <legend className={styles.label}>Tags</legend>
          {CREATOR_TAGS.map((tag) => (
            <label key={tag} className={[styles.chip, tags.includes(tag) ? styles.chipOn : ''].join(' ')}>
              <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggleTag(tag)} />
              {tag}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span className={styles.label}>Success message</span>
          <textarea className={styles.input} rows={2} maxLength={500} value={success} onChange={(event) => setSuccess(event.target.value)} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Failure message</span>
          <textarea className={styles.input} rows={2} maxLength={500} value={failure} onChange={(event) => setFailure(event.target.value)} />
        </label>
        <div className={styles.actions}>
          <Button variant="ghost" className={styles.startOver} onClick={onStartOver}>
            Start a new level
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={Boolean(rowsError || colsError || descriptionProblem)}>
            Save
          </Button>
        </div>
      </form>
    </Overlay>
  );
}

function SizeField({ label, value, error, onChange }: { label: string; value: string; error: string | null; onChange: (value: string) => void }) {
  const id = `creator-${label.toLowerCase()}`;
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

/** The level's instructions for the learner, with a running count; over the limit it says so and Save waits. */
function DescriptionField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  const length = value.trim().length;
  return (
    <div className={styles.field}>
      <label htmlFor="creator-description" className={styles.label}>
        Description
      </label>
      <span id="creator-description-help" className={styles.note}>
        Instructions the learner reads under the level’s title (optional).
      </span>
      <textarea
        id="creator-description"
        className={styles.input}
        rows={3}
        value={value}
        placeholder="For example: Light the red bulb, but keep the green one off."
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={['creator-description-help', 'creator-description-count', error ? 'creator-description-error' : ''].join(' ').trim()}
      />
      <span id="creator-description-count" className={[styles.counter, length > MAX_LEVEL_DESCRIPTION_LENGTH ? styles.counterOver : ''].join(' ')}>
        {length}/{MAX_LEVEL_DESCRIPTION_LENGTH}
      </span>
      {error && (
        <span id="creator-description-error" className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
