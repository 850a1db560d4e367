// Compressed, cached delivery of the built page (docs/performance.md): each file is read once and its
// gzip and brotli forms are made once (off the event loop, warmed at start) and kept in memory; the
// browser gets the best encoding it accepts. Vite's hashed files under /assets never change, so they
// are `immutable` for a year; everything else (index.html above all) is revalidated on every use
// through its ETag, so a new deploy is seen at once.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { etagOf, matchesEtag } from './etag';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
/** Text formats worth compressing; images, fonts and video are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map', '.ico']);
/** Files this small gain nothing from compression once headers are counted. */
const MIN_COMPRESS_BYTES = 512;
/** Vite's content-hashed output: a new build gives a new name, so the old one may be kept forever. */
const HASHED = /^\/assets\/.+-[\w-]{8,}\.\w+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip';

interface CachedFile {
  mtimeMs: number;
  size: number;
  contentType: string;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const cache = new Map<string, CachedFile>();

function load(file: string): CachedFile | null {
  let stats: fs.Stats;
  try {
    stats = fs.statSync(file);
  } catch {
    return null;
  }
  if (!stats.isFile()) return null;
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
  const body = fs.readFileSync(file);
  const extension = path.extname(file).toLowerCase();
  const entry: CachedFile = {
    mtimeMs: stats.mtimeMs,
    size: stats.size,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    etag: etagOf(body),
    body,
    encoded: {},
  };
  if (COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES) {
    entry.encoded.br = brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    entry.encoded.gzip = gzip(body, { level: 9 });
  }
  cache.set(file, entry);
  return entry;
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? wildcard ?? 0;
  const usable = (['br', 'gzip'] as const).filter((e) => available.includes(e) && weight(e) > 0);
  usable.sort((a, b) => weight(b) - weight(a));
  return usable[0] ?? null;
}

async function respond(c: Context, file: CachedFile, cacheControl: string): Promise<Response> {
  const encoding = chooseEncoding(c.req.header('accept-encoding'), Object.keys(file.encoded) as Encoding[]);
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': cacheControl, ETag: etag };
  if (Object.keys(file.encoded).length > 0) headers.Vary = 'Accept-Encoding';
  if (matchesEtag(c.req.header('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = encoding ? await file.encoded[encoding]! : file.body; // chosen among its keys
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/** Serves files under `webDir` (GET/HEAD); passes anything else on. */
export function staticFiles(webDir: string): MiddlewareHandler {
  const root = path.resolve(webDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const file = path.join(root, pathname);
    if (pathname.includes('\0') || !file.startsWith(root + path.sep)) return next();
    const entry = load(file);
    if (!entry) return next();
    return respond(c, entry, HASHED.test(pathname) ? IMMUTABLE : REVALIDATE);
  };
}

const variants = new Map<string, CachedFile>();

/** `file` with `tags` added at the end of its <head>, compressed once per file version and key. */
function withHeadTags(file: CachedFile, key: string, tags: string): CachedFile {
  const id = `${file.etag}|${key}`;
  const known = variants.get(id);
  if (known) return known;
  const body = Buffer.from(file.body.toString('utf8').replace('</head>', `  ${tags}\n  </head>`));
  const variant: CachedFile = {
    ...file,
    size: body.length,
    etag: etagOf(body),
    body,
    encoded: {
      br: brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip: gzip(body, { level: 9 }),
    },
  };
  variants.set(id, variant);
  return variant;
}

/**
 * index.html for a client-side route, revalidated; null when the page is not built. `head` adds
 * tags for the route (first-screen-preloads.ts), under `key`.
 */
export function indexHtml(c: Context, webDir: string, head?: { key: string; tags: string } | null): Promise<Response> | null {
  const entry = load(path.join(path.resolve(webDir), 'index.html'));
  if (!entry) return null;
  return respond(c, head ? withHeadTags(entry, head.key, head.tags) : entry, REVALIDATE);
}

/** Reads and compresses every built file now, so the first visitor does not wait for brotli. */
export function warmStaticFiles(webDir: string): void {
  const root = path.resolve(webDir);
  const walk = (dir: string): void => {
    let names: fs.Dirent[];
    try {
      names = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else load(full);
    }
  };
  walk(root);
}
