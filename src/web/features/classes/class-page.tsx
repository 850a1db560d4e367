// One class for its teacher (/teach/:classId): who needs help now and the common mistakes (polled every
// 5 s), the progress table (re-read every 10 s so it fills in while learners play), assignments, the
// projectable join code with its controls, the public-leaderboard choice, CSV download, remove learner,
// archive and delete class.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Archive, ArrowLeft, Download, Trash2 } from 'lucide-react';
import type { ClassStudent } from '../../../api/index';
import { Button } from '../../components/button';
import { Overlay } from '../../components/overlay';
import { LoadingScreen } from '../../components/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { AssignmentsEditor } from './assignments-editor';
import { useClassActions, useClassDetail } from '../../lib/classes/classes-api';
import { CodePanel } from './code-panel';
import { HelpPanels } from './help-panels';
import { LeaderboardPrivacy } from './leaderboard-privacy';
import { ProgressTable } from './progress-table';
import styles from '../../components/classes/classes.module.css';
import cockpit from './cockpit.module.css';

const REFRESH_MS = 10_000;

/** The teacher's zone, so the CSV's times read as on their clock. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type Confirm = { kind: 'remove'; student: ClassStudent } | { kind: 'delete' } | null;

export default function ClassPage() {
  const { classId = '' } = useParams();
  const detail = useClassDetail(classId, { refetchInterval: REFRESH_MS });
  const { removeStudent, remove, update, readmit } = useClassActions();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<Confirm>(null);
  useDocumentTitle(detail.data?.name ?? 'Class');

  if (detail.isPending) return <LoadingScreen />;
  if (!detail.data) {
    return (
      <main className={`page ${styles.page}`}>
        <AppLink className={styles.back} to="/teach">
          <ArrowLeft aria-hidden="true" /> All classes
        </AppLink>
        <p role="alert" className={styles.error}>
          This class does not exist, or you do not teach it.
        </p>
      </main>
    );
  }
  const klass = detail.data;
  const close = () => setConfirm(null);
  const confirmAction = () => {
    if (confirm?.kind === 'remove') removeStudent.mutate({ classId: klass.id, userId: confirm.student.id }, { onSettled: close });
    if (confirm?.kind === 'delete') remove.mutate(klass.id, { onSuccess: () => void navigate('/teach'), onSettled: close });
  };

  return (
    <main className={`page ${styles.page}`}>
      <AppLink className={styles.back} to="/teach">
        <ArrowLeft aria-hidden="true" /> All classes
      </AppLink>
      <header className={styles.head}>
        <h1>{klass.name}</h1>
        <p className={styles.sub}>
          {klass.students.length === 1 ? '1 learner' : `${klass.students.length} learners`} · {klass.assignments.length}{' '}
          {klass.assignments.length === 1 ? 'assignment' : 'assignments'}
        </p>
      </header>
      {klass.archived && (
        <p className={cockpit.banner} role="status">
          This class is archived: read-only for you, and its learners are told it has ended.
        </p>
      )}
      {!klass.archived && <HelpPanels classId={klass.id} />}
      <section className={styles.page} aria-labelledby="progress-title" style={{ gap: 'var(--space-3)' }}>
        <div className={styles.sectionHead}>
          <h2 id="progress-title">Progress</h2>
          <a className={styles.back} href={`/api/classes/${encodeURIComponent(klass.id)}/progress.csv?tz=${encodeURIComponent(timeZone())}`} download>
            <Download aria-hidden="true" /> Download CSV
          </a>
        </div>
        <ProgressTable detail={klass} onRemove={(student) => setConfirm({ kind: 'remove', student })} />
        {klass.removed.length > 0 && (
          <div className={cockpit.controls} data-testid="removed-learners">
            <span className={styles.sub}>Removed (cannot rejoin with the code):</span>
            {klass.removed.map((learner) => (
              <Button
                key={learner.id}
                variant="secondary"
                disabled={readmit.isPending}
                onClick={() => readmit.mutate({ classId: klass.id, userId: learner.id })}
              >
                Let {learner.name} back in
              </Button>
            ))}
          </div>
        )}
      </section>
      <AssignmentsEditor detail={klass} />
      <CodePanel classId={klass.id} code={klass.code} className={klass.name} joinOpen={klass.joinOpen} readOnly={klass.archived} />
      <LeaderboardPrivacy classId={klass.id} publicLeaderboard={klass.publicLeaderboard} readOnly={klass.archived} />
      <section className={`${styles.card} ${styles.dangerZone}`}>
        <span>
          {klass.archived
            ? 'Bring the class back to change it again.'
            : 'End of term? Archive keeps the table and the CSV, read-only. Deleting removes the code and assignments. Learners keep everything they earned either way.'}
        </span>
        <Button
          variant="secondary"
          icon={<Archive aria-hidden="true" />}
          disabled={update.isPending}
          onClick={() => update.mutate({ classId: klass.id, changes: { archived: !klass.archived } })}
        >
          {klass.archived ? 'Bring back' : 'Archive class'}
        </Button>
        <Button variant="danger" icon={<Trash2 aria-hidden="true" />} onClick={() => setConfirm({ kind: 'delete' })}>
          Delete class
        </Button>
      </section>
      <Overlay open={confirm !== null} onClose={close} label={confirm?.kind === 'delete' ? 'Delete class' : 'Remove learner'} tone="danger">
        <div className={styles.dialog}>
          <h2>{confirm?.kind === 'delete' ? `Delete ${klass.name}?` : `Remove ${confirm?.kind === 'remove' ? confirm.student.name : ''}?`}</h2>
          <p>
            {confirm?.kind === 'delete'
              ? 'The code stops working and the assignments go. Every learner keeps their points and progress.'
              : 'They leave the class and its table, and cannot join again with the code. Their own points and progress stay theirs.'}
          </p>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmAction} disabled={removeStudent.isPending || remove.isPending}>
              {confirm?.kind === 'delete' ? 'Delete class' : 'Remove'}
            </Button>
          </div>
        </div>
      </Overlay>
    </main>
  );
}
