// Security headers on every response, the page and the API alike: a Content-Security-Policy the built
// page satisfies (only its own scripts, styles, images and API; React's style props are CSSOM writes,
// which style-src does not govern), no framing by other sites, no MIME sniffing, and no referrer (a
// reset-password link carries its token in the URL) beyond our own origin; behind https (BASE_URL), HSTS.
// docs/deploy.md lists them.
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sent when BASE_URL is https: browsers then refuse plain http for this host for a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const headers = options.https ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : SECURITY_HEADERS;
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
