// The class's assignments: each with its due date (editable), up and down to reorder, and remove with an
// Undo; a community level its creator deleted is marked. Ways to add one: pick on the learning map or on
// Explore (both open in assign mode, see assign-mode.tsx), or name a project level here.
import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Compass, GraduationCap, Trash2 } from 'lucide-react';
import type { Assignment, AssignmentInput, ClassDetail } from '../../../api/index';
import { normalizeProjectCode } from '../../../learning/index';
import { Button, ButtonLink } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useClassActions } from '../../lib/classes/classes-api';
import styles from '../../components/classes/classes.module.css';
import cockpit from './cockpit.module.css';

/** What re-adds a removed assignment: the same level and due date. */
function inputOf(assignment: Assignment): AssignmentInput {
  const due = assignment.due ? { due: assignment.due } : {};
  if (assignment.levelId) return { levelId: assignment.levelId, ...due };
  if (assignment.project) return { project: assignment.project, level: assignment.level ?? 0, ...due };
  return { chapter: assignment.chapter ?? 0, level: assignment.level ?? 0, ...due };
}

export function AssignmentsEditor({ detail }: { detail: ClassDetail }) {
  const { assign, unassign, editAssignment } = useClassActions();
  const [project, setProject] = useState('');
  const [level, setLevel] = useState('1');
  const [due, setDue] = useState('');
  const [removed, setRemoved] = useState<{ assignment: Assignment; index: number } | null>(null);
  const assignMode = `assign=${encodeURIComponent(detail.id)}`;
  const readOnly = detail.archived;

  const addProjectLevel = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate({
      classId: detail.id,
      input: { project: normalizeProjectCode(project), level: Math.max(0, Number(level) - 1), ...(due ? { due } : {}) },
    });
  };
  const remove = (assignment: Assignment, index: number) =>
    unassign.mutate({ classId: detail.id, assignmentId: assignment.id }, { onSuccess: () => setRemoved({ assignment, index }) });
  const undo = () => {
    if (!removed) return;
    assign.mutate(
      { classId: detail.id, input: inputOf(removed.assignment) },
      {
        onSuccess: (added) => editAssignment.mutate({ classId: detail.id, assignmentId: added.id, changes: { position: removed.index } }),
        onSettled: () => setRemoved(null),
      },
    );
  };
  const move = (assignment: Assignment, position: number) => editAssignment.mutate({ classId: detail.id, assignmentId: assignment.id, changes: { position } });

  return (
    <section className={styles.card} aria-labelledby="assignments-title">
      <h2 id="assignments-title">Assignments</h2>
      {removed && (
        <div className={cockpit.undo} role="status">
          <span>Removed {removed.assignment.title}.</span>
          <Button variant="secondary" onClick={undo} disabled={assign.isPending}>
            Undo
          </Button>
        </div>
      )}
      {detail.assignments.length === 0 ? (
        <p className={styles.sub}>Nothing assigned yet. Pick levels on the learning map or on Explore.</p>
      ) : (
        <ul className={styles.assignmentList}>
          {detail.assignments.map((assignment, index) => (
            <li key={assignment.id} className={`${styles.assignmentItem} ${cockpit.assignmentRow}`} data-testid="assignment">
              <span className={styles.assignmentText}>
                <strong>{assignment.title}</strong>
                <span>
                  {assignment.source}
                  {assignment.levelDeleted && <span className={styles.error}> · deleted by its creator: learners cannot play it</span>}
                </span>
              </span>
              {!readOnly && (
                <span className={`${cockpit.controls} ${cockpit.assignmentControls}`}>
                  <label className={cockpit.toggle}>
                    <span className="visually-hidden">Due date of {assignment.title}</span>
                    <span aria-hidden="true">Due</span>
                    <input
                      type="date"
                      className={cockpit.dueInput}
                      value={assignment.due ?? ''}
                      onChange={(event) =>
                        editAssignment.mutate({ classId: detail.id, assignmentId: assignment.id, changes: { due: event.target.value || null } })
                      }
                    />
                  </label>
                  <button type="button" className={styles.iconButton} aria-label={`Move ${assignment.title} up`} disabled={index === 0} onClick={() => move(assignment, index - 1)}>
                    <ArrowUp aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={`Move ${assignment.title} down`}
                    disabled={index === detail.assignments.length - 1}
                    onClick={() => move(assignment, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </button>
                  <button type="button" className={styles.iconButton} aria-label={`Remove assignment ${assignment.title}`} onClick={() => remove(assignment, index)}>
                    <Trash2 aria-hidden="true" />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <>
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
        </>
      )}
      {(assign.isError || editAssignment.isError) && (
        <p className={styles.error} role="alert">
          {(assign.error ?? editAssignment.error)?.message}
        </p>
      )}
    </section>
  );
}
