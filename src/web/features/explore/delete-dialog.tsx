// The confirm step before deleting one's own level: deleting cannot be undone and removes the level
// for everyone, so it is a deliberate second click. A failed delete shows the server's message here.
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { Overlay } from '../../components/overlay';
import type { LevelRow } from './levels-api';
import styles from './explore.module.css';

interface DeleteDialogProps {
  level: LevelRow | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (level: LevelRow) => void;
}

export function DeleteDialog({ level, busy, error, onCancel, onConfirm }: DeleteDialogProps) {
  return (
    <Overlay open={level !== null} onClose={busy ? undefined : onCancel} label="Delete level?" tone="danger">
      {level && (
        <div className={styles.dialog}>
          <h2 className={styles.dialogTitle}>Delete level?</h2>
          <p>
            “{level.name}” will be removed from Community Levels for everyone. This cannot be undone.
          </p>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" icon={<Trash2 aria-hidden="true" />} onClick={() => onConfirm(level)} disabled={busy}>
              {busy ? 'Deleting...' : 'Delete level'}
            </Button>
          </div>
        </div>
      )}
    </Overlay>
  );
}
