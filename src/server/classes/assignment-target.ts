// Which level an assignment points at: checked against the bundled course, the bundled projects or the
// community levels when it is added (404 naming the field for a level that does not exist), and shown
// as api Assignment objects with a title and a `source` a person recognises.
import type { Assignment, AssignmentInput } from '../../api/index';
import { course, projects } from '../../content/index';
import { normalizeProjectCode } from '../../learning/index';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { findLevel } from '../levels/level-queries';
import type { AssignmentRow, NewAssignment } from './class-queries';

export const EXPLORE_SOURCE = 'Explore';
/** Where a class-only level lives, for the teacher's and the learners' lists. */
export const CLASS_LEVEL_SOURCE = 'This class only';

export async function resolveAssignment(database: Database, classId: string, input: AssignmentInput): Promise<NewAssignment> {
  const due = input.due ?? null;
  if ('levelId' in input) {
    // A class-only level may be assigned to its own class only (again after an undone removal).
    const level = await findLevel(database, input.levelId, { classId });
    if (!level) throw new HttpError(404, 'There is no community level with this id.', 'levelId');
    return { chapter: null, project: null, level: null, level_id: level.id, title: level.name, due };
  }
  if ('project' in input) {
    // Matched as the unlock box matches a code (trimmed, lower-cased), by the page's own rule.
    const code = normalizeProjectCode(input.project);
    const project = Object.hasOwn(projects, code) ? projects[code] : undefined;
    if (!project) throw new HttpError(404, 'There is no project with this code.', 'project');
    const level = project.levels[input.level];
    // The form counts levels from 1, as the learning map does.
    if (!level) throw new HttpError(404, `Project ${project.title} has no level ${input.level + 1}.`, 'level');
    return { chapter: null, project: code, level: input.level, level_id: null, title: level.title, due };
  }
  const chapter = course.chapters[input.chapter];
  if (!chapter) throw new HttpError(404, `There is no chapter ${input.chapter + 1}.`, 'chapter');
  const level = chapter.levels[input.level];
  if (!level) throw new HttpError(404, `${chapter.title} has no level ${input.level + 1}.`, 'level');
  return { chapter: input.chapter, project: null, level: input.level, level_id: null, title: level.title, due };
}

export function toAssignment(row: AssignmentRow): Assignment {
  const source =
    row.chapter !== null
      ? (course.chapters[row.chapter]?.title ?? `Chapter ${row.chapter + 1}`)
      : row.project !== null
        ? (projects[row.project]?.title ?? row.project)
        : row.class_level === true
          ? CLASS_LEVEL_SOURCE
          : EXPLORE_SOURCE;
  return {
    id: row.id,
    title: row.title,
    source,
    ...(row.chapter !== null ? { chapter: row.chapter } : {}),
    ...(row.project !== null ? { project: row.project } : {}),
    ...(row.level !== null ? { level: row.level } : {}),
    ...(row.level_id !== null ? { levelId: row.level_id } : {}),
    ...(row.due !== null ? { due: row.due } : {}),
    ...(row.level_deleted === true ? { levelDeleted: true } : {}),
  };
}
