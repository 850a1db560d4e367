// Assign mode: the class page opens the learning map or Explore with ?assign=<classId>; a bar names the
// class, and picking a level asks for an optional due date and assigns it (POST .../assignments).
// Pages mount this with a line or two: `useAssignPicker()` on the map, `<AssignLevelButton>` on cards.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../app-link';
import { ClipboardPlus } from 'lucide-react';
import type { AssignmentInput } from '../../../api/index';
import { Button } from '../button';
import { Overlay } from '../overlay';
import { TextField } from '../text-field';
import { useClassActions, useClassDetail } from '../../lib/classes/classes-api';
import styles from './classes.module.css';

type Target = AssignmentInput extends infer T ? (T extends unknown ? Omit<T, 'due'> : never) : never;

export function useAssignClassId(): string | null {
  const [params] = useSearchParams();
  return params.get('assign');
}

/** For the learning map: `active`, `pick(target, title)` instead of opening the level, and the bar + dialog to render. */
export function useAssignPicker(): { active: boolean; pick: (target: Target, title: string) => void; element: ReactNode } {
  const classId = useAssignClassId();
  const [picked, setPicked] = useState<{ target: Target; title: string } | null>(null);
  const element = classId ? (
    <>
      <AssignBar classId={classId} />
      {picked && <AssignDialog classId={classId} target={picked.target} title={picked.title} onClose={() => setPicked(null)} />}
    </>
  ) : null;
  return { active: classId !== null, pick: (target, title) => setPicked({ target, title }), element };
}

export function AssignBar({ classId }: { classId: string }) {
  const detail = useClassDetail(classId);
  const name = detail.data?.name ?? 'your class';
  return (
    <div className={styles.assignBar} role="status" data-testid="assign-bar">
      <span>Pick a level to assign to {name}</span>
      <AppLink to={`/teach/${encodeURIComponent(classId)}`}>Back to the class</AppLink>
    </div>
  );
}

/** Explore's level cards: an "Assign" button, only in assign mode. */
export function AssignLevelButton({ levelId, title }: { levelId: string; title: string }) {
  const classId = useAssignClassId();
  const [open, setOpen] = useState(false);
  if (!classId) return null;
  return (
    <>
      <Button variant="accent" icon={<ClipboardPlus aria-hidden="true" />} onClick={() => setOpen(true)}>
        Assign
      </Button>
      {open && <AssignDialog classId={classId} target={{ levelId }} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Explore's page: the bar, only in assign mode. */
export function ExploreAssignBar() {
  const classId = useAssignClassId();
  return classId ? <AssignBar classId={classId} /> : null;
}

function AssignDialog({ classId, target, title, onClose }: { classId: string; target: Target; title: string; onClose: () => void }) {
  const { assign } = useClassActions();
  const detail = useClassDetail(classId);
  const [due, setDue] = useState('');
  const submit = () => assign.mutate({ classId, input: { ...target, ...(due ? { due } : {}) } as AssignmentInput });
  return (
    <Overlay open onClose={onClose} label={`Assign ${title}`}>
      <div className={styles.dialog}>
        <h2>Assign “{title}”</h2>
        {assign.isSuccess ? (
          <>
            <p className={styles.notice} role="status">
              Assigned to {detail.data?.name ?? 'the class'}.
            </p>
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={onClose}>
                Pick another
              </Button>
              <AppLink className={styles.back} to={`/teach/${encodeURIComponent(classId)}`}>
                Back to the class
              </AppLink>
            </div>
          </>
        ) : (
          <>
            <p>to {detail.data?.name ?? 'your class'}</p>
            <TextField label="Due (optional)" type="date" value={due} onChange={(e) => setDue(e.target.value)} />
            {assign.isError && (
              <p className={styles.error} role="alert">
                {assign.error.message}
              </p>
            )}
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={submit} disabled={assign.isPending}>
                Assign
              </Button>
            </div>
          </>
        )}
      </div>
    </Overlay>
  );
}
