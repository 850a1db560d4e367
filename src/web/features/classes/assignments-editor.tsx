// The class's assignments with a remove button each, and the ways to add one: pick on the learning map
// or on Explore (both open in assign mode, see assign-mode.tsx), or name a project level here.
import { useState, type FormEvent } from 'react';
import { Compass, GraduationCap, Trash2 } from 'lucide-react';
import type { ClassDetail } from '../../../api/classes';
import { Button, ButtonLink } from '../../components/button';
import { TextField } from '../../components/text-field';
import { formatDue, useClassActions } from '../../lib/classes/classes-api';
import styles from '../../components/classes/classes.module.css';

export function AssignmentsEditor({ detail }: { detail: ClassDetail }) {
  const { assign, unassign } = useClassActions();
  const [project, setProject] = useState('');
  const [level, setLevel] = useState('1');
  const [due, setDue] = useState('');
  const assignMode = `assign=${encodeURIComponent(detail.id)}`;

  const addProjectLevel = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate({
      classId: detail.id,
      input: { project: project.trim().toLowerCase(), level: Math.max(0, Number(level) - 1), ...(due ? { due } : {}) },
    });
  };

  return (
    <section className={styles.card} aria-labelledby="assignments-title">
      <h2 id="assignments-title">Assignments</h2>
      {detail.assignments.length === 0 ? (
        <p className={styles.sub}>Nothing assigned yet. Pick levels on the learning map or on Explore.</p>
      ) : (
        <ul className={styles.assignmentList}>
          {detail.assignments.map((assignment) => (
            <li key={assignment.id} className={styles.assignmentItem} data-testid="assignment">
              <span className={styles.assignmentText}>
                <strong>{assignment.title}</strong>
                <span>
                  {assignment.source}
                  {assignment.due ? ` · due ${formatDue(assignment.due)}` : ''}
                </span>
              </span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Remove assignment ${assignment.title}`}
                onClick={() => unassign.mutate({ classId: detail.id, assignmentId: assignment.id })}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.pickRow}>
        <ButtonLink to={`/learn?${assignMode}`} icon={<GraduationCap aria-hidden="true" />}>
          Pick on the learning map
        </ButtonLink>
        <ButtonLink to={`/explore?${assignMode}`} variant="secondary" icon={<Compass aria-hidden="true" />}>
          Pick from Explore
        </ButtonLink>
      </div>
      <details>
        <summary>Assign a project level</summary>
        <form className={styles.projectForm} onSubmit={addProjectLevel}>
          <TextField label="Project code" value={project} placeholder="egg" onChange={(e) => setProject(e.target.value)} required />
          <TextField label="Level number" type="number" min={1} max={99} value={level} onChange={(e) => setLevel(e.target.value)} required />
          <TextField label="Due (optional)" type="date" value={due} onChange={(e) => setDue(e.target.value)} />
          <Button type="submit" disabled={assign.isPending}>
            Assign
          </Button>
        </form>
      </details>
      {assign.isError && (
        <p className={styles.error} role="alert">
          {assign.error.message}
        </p>
      )}
    </section>
  );
}
