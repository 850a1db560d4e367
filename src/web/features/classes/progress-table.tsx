// Learners × assignments: done/total and stars per cell, points, failed checks and last activity per
// learner (a "stuck" mark and the exercise they are on under the name, which opens their own page), and
// a Remove button that asks first. The names column stays in view while a phone scrolls sideways.
import { AppLink } from '../../components/app-link';
import { Star } from 'lucide-react';
import type { ClassDetail, ClassStudent } from '../../../api/index';
import { formatDue } from '../../lib/classes/classes-api';
import styles from '../../components/classes/classes.module.css';
import cockpit from './cockpit.module.css';

const joinedFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const lastActiveFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

interface ProgressTableProps {
  detail: ClassDetail;
  onRemove: (student: ClassStudent) => void;
}

export function ProgressTable({ detail, onRemove }: ProgressTableProps) {
  if (detail.students.length === 0) {
    return <p className={styles.sub}>No learners yet. Show the join code: learners appear here as they join.</p>;
  }
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Progress table (scrolls sideways)">
      <table className={styles.table} data-testid="progress-table">
        <thead>
          <tr>
            <th scope="col" className={styles.learnerCell}>
              Learner
            </th>
            {detail.assignments.map((assignment) => (
              <th key={assignment.id} scope="col" className={styles.assignmentHead}>
                {assignment.title}
                {assignment.due && <small>due {formatDue(assignment.due)}</small>}
              </th>
            ))}
            <th scope="col">Points</th>
            <th scope="col">Failed checks (7 days)</th>
            <th scope="col">Last active</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.students.map((student) => (
            <tr key={student.id} data-testid="progress-row">
              <th scope="row" className={styles.learnerCell} title={student.name}>
                <AppLink className={cockpit.learnerLink} to={`/teach/${encodeURIComponent(detail.id)}/learner/${encodeURIComponent(student.id)}`}>
                  {student.name}
                </AppLink>
                {student.stuck && <span className={cockpit.stuckBadge}>stuck</span>}
                {student.current && <span className={cockpit.current}>on {student.current.title}</span>}
              </th>
              {detail.assignments.map((assignment) => {
                const cell = student.assignments.find((entry) => entry.assignmentId === assignment.id);
                const done = cell?.done ?? 0;
                const total = cell?.total ?? 0;
                const tone = total > 0 && done >= total ? styles.cellDone : done > 0 ? styles.cellSome : styles.cellNone;
                return (
                  <td key={assignment.id} className={tone} data-testid="progress-cell" data-progress={`${done}/${total}/${cell?.starred ?? 0}`}>
                    {done}/{total}
                    {(cell?.starred ?? 0) > 0 && (
                      <span className={styles.stars} aria-label={`${cell?.starred} starred`}>
                        <Star aria-hidden="true" />
                        {cell?.starred}
                      </span>
                    )}
                  </td>
                );
              })}
              <td>{student.points}</td>
              <td data-testid="failed-tries">{student.failedTries}</td>
              <td>{student.lastActiveAt ? lastActiveFormat.format(new Date(student.lastActiveAt)) : '—'}</td>
              <td>
                <button type="button" className={styles.removeButton} onClick={() => onRemove(student)} aria-label={`Remove ${student.name} (joined ${joinedFormat.format(new Date(student.joinedAt))})`}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
