// A directly opened course exercise gets preload hints for the player's chunks in index.html, read
// from the build's manifest; /learn gets one for the first chapter's board picture; other routes, and
// an exercise on a build without a manifest, get index.html as built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { serveWebApp } from './web-app';

const manifest = {
  'main.tsx': { file: 'assets/index-Entry111.js', isEntry: true, imports: ['_jsx-runtime.js'], css: ['assets/index-Entry111.css'] },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-Jsx11111.js' },
  '_button.js': { file: 'assets/button-Btn11111.js', imports: ['_jsx-runtime.js'], css: ['assets/button-Btn11111.css'] },
  'features/learn/learn-page.tsx': { file: 'assets/learn-page-Learn111.js', isDynamicEntry: true, imports: ['_button.js'] },
  'features/player/player-page.tsx': { file: 'assets/player-page-Play1111.js', isDynamicEntry: true, imports: ['_jsx-runtime.js', '_button.js'], css: ['assets/player-page-Play1111.css'] },
};

describe('first-screen preload hints', () => {
  let webDir: string;
  const app = new Hono<AppEnv>();
  const html = '<!doctype html><html><head><title>ohmlet</title></head><body><div id="root"></div></body></html>';

  beforeAll(() => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-preloads-'));
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(webDir, 'index.html'), html);
    serveWebApp(app, webDir);
  });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

  const page = async (url: string) => (await app.request(url)).text();

  it('adds the player chunk, what it imports and its stylesheets to a course exercise, but not what the entry loads', async () => {
    for (const url of ['/chapter/2/level/1/exercise/0', '/level/3/exercise/1']) {
      const body = await page(url);
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/player-page-Play1111.js">');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/button-Btn11111.js">');
      expect(body).toContain('<link rel="preload" as="style" crossorigin href="/assets/player-page-Play1111.css">');
      expect(body).toContain('<link rel="preload" as="style" crossorigin href="/assets/button-Btn11111.css">');
      expect(body).not.toContain('jsx-runtime');
      expect(body).not.toContain('learn-page');
      expect(body.indexOf('player-page-Play1111.js')).toBeLessThan(body.indexOf('</head>'));
    }
  });

  it('leaves other routes as built, and revalidates each variant by its own ETag', async () => {
    expect(await page('/explore')).toBe(html);
    expect(await page('/learn/extra')).toBe(html);
    const first = await app.request('/level/0/exercise/1');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe((await app.request('/explore')).headers.get('etag'));
    expect((await app.request('/level/0/exercise/1', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it("asks /learn's first paint for the first chapter's board picture, and nothing of the player", async () => {
    const body = await page('/learn');
    expect(body).toContain('<link rel="preload" as="image" href="/circuitboard-1.svg" fetchpriority="high">');
    expect(body).not.toContain('modulepreload');
    expect(body.indexOf('circuitboard-1.svg')).toBeLessThan(body.indexOf('</head>'));
  });

  it('serves index.html as built when the build has no manifest', async () => {
    fs.rmSync(path.join(webDir, '.vite'), { recursive: true });
    expect(await page('/level/0/exercise/1')).toBe(html);
  });
});
