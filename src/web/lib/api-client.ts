// A tiny typed fetch for our own /api routes: JSON in, JSON out, and an ApiError carrying the
// server's `{error, field}` body (docs/api.md conventions) so screens can show the readable message.
// The requests that count the learner's days (TIME_ZONE_ROUTES in src/learning/streak.ts) name their
// time zone, so the daily streak counts their own days.
import { readsTimeZone, TIME_ZONE_HEADER, utcOffsetOf } from '../../learning/index';

// The zone is sent as the UTC offset now: the page's first use of Intl (for a zone name) loads the
// browser's locale and time zone data, 200–600 ms of main thread on a busy phone-like machine
// (docs/performance.md "Lighthouse"), while getTimezoneOffset needs none of it.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** better-auth's machine-readable error code (e.g. USER_ALREADY_EXISTS), when present. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: unknown;
  code?: unknown;
  message?: unknown;
  field?: unknown;
}

/** Fetches `path` (same origin, cookies included) and returns its JSON body; throws ApiError on 4xx/5xx. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if (readsTimeZone(path) && !headers.has(TIME_ZONE_HEADER)) headers.set(TIME_ZONE_HEADER, utcOffsetOf(new Date()));
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    const b = (body ?? {}) as ErrorBody;
    // Our routes answer {error}; better-auth's own routes answer {message, code}.
    const message =
      typeof b.error === 'string' ? b.error : typeof b.message === 'string' ? b.message : response.statusText || 'Request failed';
    const field = typeof b.field === 'string' ? b.field : undefined;
    throw new ApiError(response.status, message, field, typeof b.code === 'string' ? b.code : undefined);
  }
  return body as T;
}

/** JSON body helper: `apiFetch(path, jsonBody('POST', {...}))`. */
export function jsonBody(method: string, value: unknown): RequestInit {
  return { method, body: JSON.stringify(value) };
}
