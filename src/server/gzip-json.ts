// GET answers in JSON go gzipped to clients that accept it when they are worth it (≥ 1 KiB: the course
// is ~110 KB on /learn's first load; docs/performance.md). Small answers such as /api/health go as they
// are: hono's compress() cannot see a JSON body's size (c.json sets no Content-Length), so it would
// start a gzip stream for every tiny answer on the request thread. The live-points stream
// (text/event-stream) is never read here.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const gzip = promisify(zlib.gzip);
const THRESHOLD_BYTES = 1024;

export function gzipJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return;
    const response = c.res;
    if (response.headers.has('content-encoding') || !/^application\/json/.test(response.headers.get('content-type') ?? '')) return;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.append('vary', 'Accept-Encoding');
    if (body.length < THRESHOLD_BYTES) {
      c.res = new Response(body, { status: response.status, headers });
      return;
    }
    // zlib's thread pool does the work, not the request thread.
    const zipped = await gzip(body, { level: 6 });
    headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(zipped.length));
    c.res = new Response(zipped, { status: response.status, headers });
  };
}
