// The daily streak (docs/journey.md "Coming back"): days in a row, in the learner's own time zone,
// with at least one completed exercise (practice counts too). The page names its time zone in a
// request header; days are stored as the learner's local calendar dates. Pure: shared by the server
// (which records and counts) and tests.

/**
 * Request header carrying the learner's time zone: their UTC offset now (e.g. +05:30, which the page
 * reads without loading the browser's Intl data), or an IANA name (e.g. Europe/Paris); UTC when
 * missing or unknown. Only today's date is ever computed from it, so the offset now is exact.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** `date`'s UTC offset in the header's form, ±HH:MM (getTimezoneOffset counts the other way). */
export function utcOffsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const size = Math.abs(minutes);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(size / 60))}:${two(size % 60)}`;
}

/** Real offsets run from -12:00 to +14:00. */
const OFFSET = /^([+-])(\d{2}):([0-5]\d)$/;
function offsetMinutes(zone: string): number | null {
  const match = OFFSET.exec(zone);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  const signed = match[1] === '-' ? -minutes : minutes;
  return signed >= -12 * 60 && signed <= 14 * 60 ? signed : null;
}

/**
 * The routes whose server side reads TIME_ZONE_HEADER (they count the learner's days): the page names its
 * time zone to these and to no other. src/server/routes/time-zone-routes.test.ts holds the server to it.
 */
export const TIME_ZONE_ROUTES: readonly string[] = ['/api/me/streak', '/api/attempts', '/api/practice/attempts', '/api/schematic/attempts'];

/** Whether a request to `path` (query string or not) goes to one of TIME_ZONE_ROUTES. */
export function readsTimeZone(path: string): boolean {
  return TIME_ZONE_ROUTES.includes(path.split('?')[0]);
}

export function validTimeZone(value: string | null | undefined): string {
  if (!value || value.length > 64) return 'UTC';
  if (offsetMinutes(value) !== null) return value;
  try {
    dayFormat(value);
    return value;
  } catch {
    return 'UTC';
  }
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(timeZone);
  if (offset !== null) return new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 10);
  const parts = dayFormat(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

// Making a DateTimeFormat costs far more than using one, and every attempt asks for its learner's
// zone: one per zone name, kept. Names are case-insensitive, so a client could send endless spellings:
// the cache stops growing at a bound well above the few hundred real zones.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_FORMATS = 1000;

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size < MAX_CACHED_FORMATS) dayFormats.set(timeZone, format);
  }
  return format;
}

/** The date one day before `day` (YYYY-MM-DD). */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! - 1));
  return date.toISOString().slice(0, 10);
}

export interface Streak {
  /** Days in a row up to today (or up to yesterday while today is still open). */
  days: number;
  activeToday: boolean;
}

/** The streak from the learner's active days (any order) as seen on `today`. */
export function streakFrom(activeDays: Iterable<string>, today: string): Streak {
  const days = new Set(activeDays);
  const activeToday = days.has(today);
  let cursor = activeToday ? today : previousDay(today);
  let count = 0;
  while (days.has(cursor)) {
    count += 1;
    cursor = previousDay(cursor);
  }
  return { days: count, activeToday };
}
