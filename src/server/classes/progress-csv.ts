// GET /api/classes/{id}/progress.csv: one row per learner and assignment (RFC 4180 quoting). A cell
// a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe, since learners
// choose their own names.
import { CSV_HEADER, type Assignment, type ClassStudent } from '../../api/classes';

export function progressCsv(assignments: Assignment[], students: ClassStudent[]): string {
  const lines = [CSV_HEADER];
  for (const student of students) {
    for (const assignment of assignments) {
      const progress = student.assignments.find((entry) => entry.assignmentId === assignment.id);
      lines.push(
        [
          student.name,
          assignment.title,
          String(progress?.done ?? 0),
          String(progress?.total ?? 0),
          String(progress?.starred ?? 0),
          student.lastActiveAt ?? '',
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A download name from the class name: letters, digits and dashes only. */
export function csvFileName(className: string): string {
  const slug = className.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 40);
  return `${slug || 'class'}-progress.csv`;
}
