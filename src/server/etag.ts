// Entity tags for answers that are the same for everyone (static files, the course map): a short hash
// of the body, and the test of a request's If-None-Match against it (docs/performance.md).
import { createHash } from 'node:crypto';

/** A strong ETag for `body`: 22 base64url characters of its SHA-1, quoted. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** True when If-None-Match names `etag` (a list, or a weak `W/` form a proxy made of it, count too). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
