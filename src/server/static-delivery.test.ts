// The built page as a browser receives it: brotli or gzip by Accept-Encoding, hashed assets immutable,
// index.html (and every client-side route) revalidated through its ETag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { chooseEncoding } from './static-delivery';
import { serveWebApp } from './web-app';

describe('static delivery', () => {
  let webDir: string;
  const app = new Hono<AppEnv>();
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
  const html = `<!doctype html><title>ohmlet</title><script type="module" src="/assets/index-AbCd1234.js"></script>${' '.repeat(600)}`;

  beforeAll(() => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-static-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'index-AbCd1234.js'), script);
    fs.writeFileSync(path.join(webDir, 'index.html'), html);
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    serveWebApp(app, webDir);
  });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it('sends brotli when accepted, else gzip, else the file as is — each decoding to the file', async () => {
    const br = await get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(script.length / 5);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(script);

    const gz = await get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('marks hashed assets immutable for a year', async () => {
    const response = await get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the HTML of every client-side route: no-cache, an ETag, and 304 when unchanged', async () => {
    for (const route of ['/', '/learn', '/chapter/0/level/0/exercise/1']) {
      const first = await get(route, { 'Accept-Encoding': 'gzip' });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('content-encoding')).toBe('gzip');
      expect(zlib.gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(html);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      const again = await get(route, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('revalidates unhashed public files and leaves tiny ones uncompressed', async () => {
    const response = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('never serves a file outside the built page', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).toBe(html);
  });

  it('honours q-values in Accept-Encoding', () => {
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.8', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull();
  });
});
