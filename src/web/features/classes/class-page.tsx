// One class for its teacher (/teach/:classId): the projectable join code, assignments, the progress
// table (re-read every 10 s so it fills in while learners play), CSV download, remove learner, delete class.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Download, Trash2 } from 'lucide-react';
import type { ClassStudent } from '../../../api/classes';
import { Button } from '../../components/button';
import { Overlay } from '../../components/overlay';
import { LoadingScreen } from '../../components/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { AssignmentsEditor } from './assignments-editor';
import { useClassActions, useClassDetail } from '../../lib/classes/classes-api';
import { CodePanel } from './code-panel';
import { ProgressTable } from './progress-table';
import styles from '../../components/classes/classes.module.css';

const REFRESH_MS = 10_000;

type Confirm = { kind: 'remove'; student: ClassStudent } | { kind: 'delete' } | null;

export default function ClassPage() {
  const { classId = '' } = useParams();
  const detail = useClassDetail(classId, { refetchInterval: REFRESH_MS });
  const { removeStudent, remove } = useClassActions();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<Confirm>(null);
  useDocumentTitle(detail.data?.name ?? 'Class');

  if (detail.isPending) return <LoadingScreen />;
  if (!detail.data) {
    return (
      <main className={`page ${styles.page}`}>
        <Link className={styles.back} to="/teach">
          <ArrowLeft aria-hidden="true" /> All classes
        </Link>
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
      <Link className={styles.back} to="/teach">
        <ArrowLeft aria-hidden="true" /> All classes
      </Link>
      <header className={styles.head}>
        <h1>{klass.name}</h1>
        <p className={styles.sub}>
          {klass.students.length === 1 ? '1 learner' : `${klass.students.length} learners`} · {klass.assignments.length}{' '}
          {klass.assignments.length === 1 ? 'assignment' : 'assignments'}
        </p>
      </header>
      <CodePanel code={klass.code} className={klass.name} />
      <AssignmentsEditor detail={klass} />
      <section className={styles.page} aria-labelledby="progress-title" style={{ gap: 'var(--space-3)' }}>
        <div className={styles.sectionHead}>
          <h2 id="progress-title">Progress</h2>
          <a className={styles.back} href={`/api/classes/${encodeURIComponent(klass.id)}/progress.csv`} download>
            <Download aria-hidden="true" /> Download CSV
          </a>
        </div>
        <ProgressTable detail={klass} onRemove={(student) => setConfirm({ kind: 'remove', student })} />
      </section>
      <section className={`${styles.card} ${styles.dangerZone}`}>
        <span>Deleting the class removes its code and assignments. Learners keep everything they earned.</span>
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
              : 'They leave the class and its table. Their own points and progress stay theirs; they can join again with the code.'}
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
