// "Class: assignments" on /learn: for every class the learner is in, its assignments with due dates and
// the learner's own progress (from the server), each linking to the level. Also finishes a join that
// started on a join link before the learner was signed in (pending-join.ts). A learner in no class gets
// the class code box instead; an archived class and a level its creator deleted say so.
import { useEffect, useState } from 'react';
import { AppLink } from '../app-link';
import { CheckCircle2, Clock } from 'lucide-react';
import { assignmentPath, formatDue, useClassActions, useClassList, useMyAssignments } from '../../lib/classes/classes-api';
import { takePendingCode } from '../../lib/classes/pending-join';
import { JoinCodeBox } from './join-code-box';
import styles from './classes.module.css';

export function ClassAssignments() {
  const list = useClassList();
  const joined = usePendingJoin();
  return (
    <>
      {joined && (
        <p className={styles.notice} role="status">
          {joined}
        </p>
      )}
      {list.data?.member.map((klass) => <ClassPanel key={klass.id} classId={klass.id} name={klass.name} />)}
      {list.isSuccess && list.data.member.length === 0 && list.data.teaching.length === 0 && <JoinCodeBox title="Join a class: type its code" />}
    </>
  );
}

function usePendingJoin(): string | null {
  const { join } = useClassActions();
  const [message, setMessage] = useState<string | null>(null);
  const { mutate } = join;
  useEffect(() => {
    const code = takePendingCode();
    if (!code) return;
    mutate(code, {
      onSuccess: (klass) => setMessage(`You joined ${klass.name}.`),
      onError: (error) => setMessage(`Could not join the class: ${error.message}`),
    });
  }, [mutate]);
  return message;
}

const today = () => new Date().toISOString().slice(0, 10);

function ClassPanel({ classId, name }: { classId: string; name: string }) {
  const mine = useMyAssignments(classId);
  const assignments = mine.data?.assignments ?? [];
  return (
    <section className={styles.classPanel} aria-label={`Class: ${name}`} data-testid="class-panel">
      <h2>Class: {name}</h2>
      {mine.data?.archived && (
        <p className={styles.notice} role="status">
          Your teacher has ended this class. Your work stays yours.
        </p>
      )}
      {mine.isSuccess && assignments.length === 0 && <p className={styles.sub}>No assignments yet.</p>}
      <ul className={styles.memberList}>
        {assignments.map((assignment) => {
          const done = assignment.total > 0 && assignment.done >= assignment.total;
          const late = !done && assignment.due !== undefined && assignment.due < today();
          if (assignment.levelDeleted) {
            return (
              <li key={assignment.id}>
                <span className={styles.myAssignment} data-testid="my-assignment">
                  <Clock aria-hidden="true" />
                  <span className={styles.assignmentText}>
                    <strong>{assignment.title}</strong>
                    <span>Its creator deleted this level, so it cannot be played. Your teacher has been told.</span>
                  </span>
                </span>
              </li>
            );
          }
          return (
            <li key={assignment.id}>
              <AppLink
                to={assignmentPath(assignment)}
                className={[styles.myAssignment, done ? styles.myAssignmentDone : ''].join(' ')}
                data-testid="my-assignment"
              >
                {done ? <CheckCircle2 aria-label="Done" color="var(--color-success)" /> : <Clock aria-hidden="true" />}
                <span className={styles.assignmentText}>
                  <strong>{assignment.title}</strong>
                  <span className={late ? styles.overdue : undefined}>
                    {assignment.source}
                    {assignment.due ? ` · due ${formatDue(assignment.due)}` : ''}
                    {late ? ' · overdue' : ''}
                  </span>
                </span>
                <span className={styles.myProgress} aria-label={`${assignment.done} of ${assignment.total} done`}>
                  {assignment.done}/{assignment.total}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
