// One learner for their teacher (/teach/:classId/learner/:userId, docs/classes.md): every assigned
// exercise with tries, failed checks, hints and the last mistakes (and, for fault finding, the
// measurements they used against the fewest possible); the name this class shows for them
// (the teacher's to set); and folding a lost guest's row into this learner (points and progress kept).
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { ArrowLeft } from 'lucide-react';
import { mistakeLabel } from '../../../api/index';
import { measurementsText } from './fault-measurements';
import { Button } from '../../components/button';
import { LoadingScreen } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useDocumentTitle } from '../../lib/document-title';
import { useClassActions, useClassDetail, useStudentWork } from '../../lib/classes/classes-api';
import styles from '../../components/classes/classes.module.css';
import cockpit from './cockpit.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export default function LearnerPage() {
  const { classId = '', userId = '' } = useParams();
  const work = useStudentWork(classId, userId);
  const detail = useClassDetail(classId);
  const { renameStudent, mergeStudent } = useClassActions();
  const [name, setName] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  useDocumentTitle(work.data?.name ?? 'Learner');
  const back = (
    <AppLink className={styles.back} to={`/teach/${encodeURIComponent(classId)}`}>
      <ArrowLeft aria-hidden="true" /> {detail.data?.name ?? 'The class'}
    </AppLink>
  );
  if (work.isPending) return <LoadingScreen />;
  if (!work.data) {
    return (
      <main className={`page ${styles.page}`}>
        {back}
        <p role="alert" className={styles.error}>
          This learner is not in the class.
        </p>
      </main>
    );
  }
  const learner = work.data;
  const faults = learner.exercises.some((exercise) => exercise.fewestMeasurements !== undefined);
  const others = (detail.data?.students ?? []).filter((student) => student.id !== learner.id && student.isGuest);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (name?.trim()) renameStudent.mutate({ classId, userId, name: name.trim() }, { onSuccess: () => setName(null) });
  };
  const merge = (event: FormEvent) => {
    event.preventDefault();
    if (from) mergeStudent.mutate({ classId, userId, from }, { onSuccess: () => setFrom('') });
  };
  return (
    <main className={`page ${styles.page}`}>
      {back}
      <header className={styles.head}>
        <h1>{learner.name}</h1>
        <p className={styles.sub}>Every assigned exercise, with their checks, hints and last mistakes. Updates by itself.</p>
      </header>
      <section className={styles.card} aria-labelledby="work-title">
        <h2 id="work-title">Work</h2>
        {learner.exercises.length === 0 ? (
          // Like the class's empty progress table: a sentence, not a table of headings over nothing.
          <p className={styles.sub}>Nothing assigned yet. Assign levels on the class page: each exercise then shows here.</p>
        ) : (
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Exercises (scrolls sideways)">
            <table className={cockpit.table} data-testid="learner-work">
              <thead>
                <tr>
                  <th scope="col">Exercise</th>
                  <th scope="col">Done</th>
                  <th scope="col">Checks</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Hints</th>
                  {faults && <th scope="col">Measurements (fewest)</th>}
                  <th scope="col">Last check</th>
                  <th scope="col">Last mistakes</th>
                </tr>
              </thead>
              <tbody>
                {learner.exercises.map((exercise) => (
                  <tr key={`${exercise.assignmentId}|${exercise.exercise ?? ''}`}>
                    <th scope="row">{exercise.title}</th>
                    <td>{exercise.done ? 'Yes' : '—'}</td>
                    <td>{exercise.tries}</td>
                    <td>{exercise.failedTries}</td>
                    <td>{exercise.hints}</td>
                    {faults && <td data-testid="measurements">{measurementsText(exercise)}</td>}
                    <td>{exercise.lastTryAt ? timeFormat.format(new Date(exercise.lastTryAt)) : '—'}</td>
                    <td>{exercise.lastMistakes.map(mistakeLabel).join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.card} aria-labelledby="name-title">
        <h2 id="name-title">Name in this class</h2>
        <p className={styles.sub}>Only this class shows it; their own name elsewhere stays as it is.</p>
        <form className={styles.form} onSubmit={rename}>
          <TextField label="Name" value={name ?? learner.name} maxLength={30} onChange={(event) => setName(event.target.value)} required />
          <Button type="submit" disabled={renameStudent.isPending}>
            Rename
          </Button>
        </form>
        {renameStudent.isError && <p className={styles.error} role="alert">{renameStudent.error.message}</p>}
      </section>
      {others.length > 0 && (
        <section className={styles.card} aria-labelledby="merge-title">
          <h2 id="merge-title">Same learner, two rows?</h2>
          <p className={styles.sub}>
            A learner whose guest cookie was lost comes back as a new guest. Fold that other guest row into {learner.name}: points and progress
            are kept, and the other row goes.
          </p>
          <form className={styles.form} onSubmit={merge}>
            <label className={cockpit.mergeField}>
              Other row
              <select className={cockpit.dueInput} value={from} onChange={(event) => setFrom(event.target.value)} required>
                <option value="">Choose…</option>
                {others.map((student) => (
                  <option key={student.id} value={student.id}>
                    {student.name} ({student.points} points, joined {timeFormat.format(new Date(student.joinedAt))})
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary" disabled={!from || mergeStudent.isPending}>
              Merge into {learner.name}
            </Button>
          </form>
          {mergeStudent.isError && <p className={styles.error} role="alert">{mergeStudent.error.message}</p>}
          {mergeStudent.isSuccess && <p className={styles.notice} role="status">Merged.</p>}
        </section>
      )}
    </main>
  );
}
