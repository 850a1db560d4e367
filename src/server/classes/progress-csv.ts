// GET /api/classes/{id}/progress.csv (docs/classes.md "CSV"): one row per learner and assignment (RFC 4180
// quoting), UTF-8 with a byte-order mark so Excel on Windows reads accented names. Times are in the
// teacher's time zone (`?tz=`, named in the last column); `status` says whether the work was done on
// time against its due date. A cell a spreadsheet would run as a formula (=, +, -, @ first) gets a
// leading apostrophe, since learners choose their own names.
import { CSV_HEADER, type Assignment, type ClassStudent } from '../../api/index';
import { localDay, validTimeZone } from '../../learning/index';
import { HttpError } from '../http-error';

const BOM = '\uFEFF';

/** The `tz` query as a zone name; UTC when absent, a 400 naming `tz` when no zone has that name. */
export function csvTimeZone(tz: string | undefined): string {
  if (tz === undefined || tz === '') return 'UTC';
  const zone = validTimeZone(tz);
  if (zone === 'UTC' && tz.toUpperCase() !== 'UTC') throw new HttpError(400, 'tz must be a time zone name like Europe/London.', 'tz');
  return zone;
}

export function progressCsv(assignments: Assignment[], students: ClassStudent[], timeZone: string, now: Date): string {
  const today = localDay(now, timeZone);
  // One formatter for the whole file: making one costs far more than using it. Swedish writes dates
  // the ISO way, `2026-11-26 09:41`, which is what a spreadsheet reads as a date and time.
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const localTime = (iso: string) => format.format(new Date(iso));
  const lines = [CSV_HEADER];
  for (const student of students) {
    for (const assignment of assignments) {
      const progress = student.assignments.find((entry) => entry.assignmentId === assignment.id);
      const doneAt = progress?.doneAt ?? null;
      const doneLocal = doneAt ? localTime(doneAt) : '';
      const lastTry = progress?.lastTryAt ?? doneAt;
      lines.push(
        [
          student.name,
          assignment.title,
          String(progress?.done ?? 0),
          String(progress?.total ?? 0),
          String(progress?.starred ?? 0),
          lastTry ? localTime(lastTry) : '',
          assignment.source,
          assignment.due ?? '',
          doneLocal,
          status(doneLocal, assignment.due, today),
          timeZone,
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** on time / late (done after the due day), overdue (not done, due day passed) or not done; `doneLocal` as localTime writes it. */
function status(doneLocal: string, due: string | undefined, today: string): string {
  if (doneLocal) return due !== undefined && doneLocal.slice(0, 10) > due ? 'late' : 'on time';
  return due !== undefined && today > due ? 'overdue' : 'not done';
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
