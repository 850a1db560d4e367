// "Assign to a class" for the lesson generator and the level creator (docs/classes.md "Class levels"):
// a teacher stores the level for one class only — not on Explore, played by that class alone — and it
// becomes an assignment. Shown only to someone who teaches a class. The server runs the publish check.
import { useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '../app-link';
import { ClipboardPlus } from 'lucide-react';
import type { LevelInput } from '../../../api/index';
import { Button } from '../button';
import { Overlay } from '../overlay';
import { TextField } from '../text-field';
import { useClassActions, useClassList } from '../../lib/classes/classes-api';
import styles from './classes.module.css';

interface AssignToClassProps {
  /** The level as it is now, or a message saying why it cannot be assigned yet. */
  level: () => LevelInput | string;
  /** The page's own trigger (the creator's footer styles its buttons); a secondary Button otherwise. */
  renderTrigger?: (open: () => void) => ReactNode;
}

export function AssignToClass({ level, renderTrigger }: AssignToClassProps) {
  const classes = useClassList();
  const [picked, setPicked] = useState<{ level: LevelInput } | { problem: string } | null>(null);
  const teaching = classes.data?.teaching ?? [];
  if (teaching.length === 0) return null;
  const open = () => {
    const current = level();
    setPicked(typeof current === 'string' ? { problem: current } : { level: current });
  };
  const trigger = renderTrigger ? (
    renderTrigger(open)
  ) : (
    <Button variant="secondary" icon={<ClipboardPlus aria-hidden="true" />} onClick={open}>
      Assign to a class
    </Button>
  );
  return (
    <>
      {trigger}
      {/* On document.body: the creator's sticky footer would otherwise hold (and style) the dialog. */}
      {picked &&
        createPortal(
          <Overlay open onClose={() => setPicked(null)} label="Assign to a class">
            {'problem' in picked ? (
              <div className={styles.dialog}>
                <h2>Assign to a class</h2>
                <p className={styles.error} role="alert">
                  {picked.problem}
                </p>
                <div className={styles.dialogActions}>
                  <Button variant="secondary" onClick={() => setPicked(null)}>
                    Close
                  </Button>
                </div>
              </div>
            ) : (
              <AssignForm level={picked.level} classes={teaching} onClose={() => setPicked(null)} />
            )}
          </Overlay>,
          document.body,
        )}
    </>
  );
}

function AssignForm({ level, classes, onClose }: { level: LevelInput; classes: { id: string; name: string }[]; onClose: () => void }) {
  const { assignLevel } = useClassActions();
  const [classId, setClassId] = useState(classes[0]?.id ?? '');
  const [due, setDue] = useState('');
  const chosen = classes.find((klass) => klass.id === classId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (classId) assignLevel.mutate({ classId, level, ...(due ? { due } : {}) });
  };
  if (assignLevel.isSuccess && chosen) {
    return (
      <div className={styles.dialog}>
        <h2>Assign “{level.name}”</h2>
        <p className={styles.notice} role="status">
          Assigned to {chosen.name}. Only its learners can play it; it is not on Explore.
        </p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <AppLink className={styles.back} to={`/teach/${encodeURIComponent(chosen.id)}`}>
            Open the class
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <form className={styles.dialog} onSubmit={submit}>
      <h2>Assign “{level.name}”</h2>
      <p>The level is kept for this class only: its learners play it, nobody else sees it, and it is not published on Explore.</p>
      <label className={styles.selectField}>
        Class
        <select value={classId} onChange={(event) => setClassId(event.target.value)} required>
          {classes.map((klass) => (
            <option key={klass.id} value={klass.id}>
              {klass.name}
            </option>
          ))}
        </select>
      </label>
      <TextField label="Due (optional)" type="date" value={due} onChange={(event) => setDue(event.target.value)} />
      {assignLevel.isError && (
        <p className={styles.error} role="alert">
          {assignLevel.error.message}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={assignLevel.isPending || !classId}>
          {assignLevel.isPending ? 'Checking the level...' : 'Assign'}
        </Button>
      </div>
    </form>
  );
}
