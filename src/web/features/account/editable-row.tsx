// One row of the account settings: a label and value, with edit, save and cancel icon buttons.
// The parent decides which single row is in edit mode (docs/product.md "How screens behave", Account: one field at a time).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { IconButton } from '../../components/icon-button';
import styles from './account.module.css';

interface EditableRowProps {
  label: string;
  /** What the row shows when not editing (always rendered as text). */
  display: ReactNode;
  editing: boolean;
  /** False hides the edit button (e.g. a guest has no email to change). */
  editable?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Saves; the row leaves edit mode afterwards whether it worked or not (errors are logged). */
  onSave: () => Promise<void>;
  /** The inputs shown while editing. */
  children: ReactNode;
}

export function EditableRow({ label, display, editing, editable = true, onEdit, onCancel, onSave, children }: EditableRowProps) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave();
    } finally {
      setBusy(false);
    }
  };
  if (!editing) {
    return (
      <div className={styles.row}>
        <div className={styles.rowText}>
          <span className={styles.rowLabel}>{label}</span>
          <span className={styles.rowValue}>{display}</span>
        </div>
        {editable && <IconButton label={`Edit ${label.toLowerCase()}`} icon={<Pencil />} onClick={onEdit} />}
      </div>
    );
  }
  return (
    <form className={`${styles.row} ${styles.editing}`} onSubmit={submit} noValidate>
      <fieldset className={styles.rowInputs} disabled={busy}>
        <legend className={styles.rowLabel}>{label}</legend>
        {children}
      </fieldset>
      <div className={styles.rowActions}>
        <IconButton type="submit" label={`Save ${label.toLowerCase()}`} icon={<Check />} tone="success" disabled={busy} />
        <IconButton label={`Cancel ${label.toLowerCase()} edit`} icon={<X />} tone="danger" onClick={onCancel} disabled={busy} />
      </div>
    </form>
  );
}
