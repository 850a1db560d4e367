// One gate in front of every /api route, the auth library's included, for what no route should see:
// - a body over 64 KiB: 413, and the connection is closed (the rest of the upload is never read, so
//   keeping the socket would desynchronise it);
// - JSON nested deeper than MAX_JSON_DEPTH: 400 before anything parses or re-serialises it;
// - a NUL character in any string of the body, the query or the path: 400 naming the field, so it
//   never reaches PostgreSQL (which refuses NUL in text and jsonb).
// Checked bodies are handed on unchanged; routes still parse and validate them with their schemas.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

export const MAX_BODY_BYTES = 64 * 1024;
/** Deeper than any request the API takes (a level or a grid is about five levels deep). */
export const MAX_JSON_DEPTH = 64;
export const BODY_TOO_LARGE_MESSAGE = 'Request body is larger than 64 KiB.';
export const TOO_DEEP_MESSAGE = `Request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

export function requestGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const urlProblem = nulInUrl(c.req.url);
    if (urlProblem) return refuse(c, urlProblem);
    if (!c.req.raw.body) return next();

    const declared = c.req.header('content-length');
    if (declared && Number(declared) > MAX_BODY_BYTES) return tooLarge(c);
    let bytes: Uint8Array<ArrayBuffer> | null;
    try {
      bytes = await readAtMost(c.req.raw, MAX_BODY_BYTES);
    } catch (error) {
      if (!isClientGone(error)) throw error;
      // The client closed the connection mid-upload (a closed tab, a lost network): nothing to
      // answer and nothing wrong with the server, so one quiet line, no stack, and the route never runs.
      console.warn(`ohmlet: ${c.req.method} ${new URL(c.req.url).pathname}: the client closed the connection during the upload`);
      return c.json({ error: 'The request body did not arrive completely.' }, 400);
    }
    if (!bytes) return tooLarge(c);
    const text = new TextDecoder().decode(bytes);
    const bodyProblem = checkBodyText(text);
    if (bodyProblem) return refuse(c, bodyProblem);
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}

interface Problem {
  field: string;
  message: string;
}

/** A problem with the body's text, or undefined when it may go on to the route. */
export function checkBodyText(text: string): Problem | undefined {
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { field: 'body', message: TOO_DEEP_MESSAGE };
  if (!text.includes('\0') && !text.includes('\\u0000')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the route answers that; only a raw NUL is ours to refuse.
    return text.includes('\0') ? nulProblem('body') : undefined;
  }
  const path = findNul(parsed, []);
  return path ? nulProblem(path.length > 0 ? path.join('.') : 'body') : undefined;
}

/**
 * The deepest nesting of [ and { outside strings. A scan, not a parse, so a hostile body costs one
 * pass and no stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123 /* [ { */) deepest = Math.max(deepest, ++depth);
    else if (ch === 93 || ch === 125 /* ] } */) depth--;
  }
  return deepest;
}

function findNul(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return [...path, key.replaceAll('\0', '\\u0000')];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function nulInUrl(url: string): Problem | undefined {
  const parsed = new URL(url);
  if (decodeSafely(parsed.pathname).includes('\0')) return nulProblem('path');
  for (const [name, value] of parsed.searchParams) {
    if (name.includes('\0') || value.includes('\0')) return nulProblem(name.replaceAll('\0', '\\u0000'));
  }
  return undefined;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function nulProblem(field: string): Problem {
  return { field, message: `${field} must not contain a NUL character (\\u0000).` };
}

/** The body, or null when it is longer than `max` bytes (then the rest is left unread). */
async function readAtMost(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Node's error for a request whose connection closed before its body was read ('aborted', ECONNRESET). */
function isClientGone(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted';
}

/** docs/api.md's error body; the auth library's clients read `message` and `code` too. */
function refuse(c: Context<AppEnv>, problem: Problem): Response {
  return c.json({ error: problem.message, field: problem.field, message: problem.message, code: 'INVALID_REQUEST' }, 400);
}

function tooLarge(c: Context<AppEnv>): Response {
  c.header('Connection', 'close');
  return c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413);
}
