// Reads a cookie signed the way better-auth signs its session cookie (`value.signature`, URL-encoded,
// the signature base64 HMAC-SHA-256 of the value under the auth secret), with node:crypto: synchronous
// and a few microseconds, where better-auth's own check imports a WebCrypto key on every request. Used
// by the attempts hot path (docs/performance.md); anything it does not accept goes to better-auth.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The value of cookie `name` in a Cookie header when its signature is right, else null. */
export function readSignedCookie(cookieHeader: string | null, name: string, secret: string): string | null {
  const raw = cookieValue(cookieHeader, name);
  if (raw === null) return null;
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1), 'utf8');
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** The first cookie called `name`, URL-decoded (as better-auth reads it), or null. */
function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}
