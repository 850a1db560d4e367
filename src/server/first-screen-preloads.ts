// Preload hints for the screen a visitor opens first: index.html is the same for every route, so on
// its own the browser learns of the screen's chunks only once the entry chunk has run. For a course
// exercise, whose board chunks (~60 KB) are the longest download after the entry chunk, the server
// adds <link rel="modulepreload"> for the screen's chunks (and preload hints for its stylesheets),
// read from Vite's build manifest, so they download alongside the entry chunk. Not for `/` or
// `/learn`: there the screen's chunk is small and waits for the session anyway, and sharing the
// line with the entry chunk only delayed the first paint (Lighthouse, docs/performance.md). `/learn`
// gets one image hint instead: the first chapter's board, its largest paint for a new learner, which
// the page would otherwise ask for only once the session, course and profile have arrived.
import fs from 'node:fs';
import path from 'node:path';

/** Vite's .vite/manifest.json: one record per chunk, keyed by its source path under src/web. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The first chapter's board picture (src/web/features/learn/board-layouts.ts; e2e/learn.e2e.ts holds them equal). */
export const FIRST_BOARD_IMAGE = '/circuitboard-1.svg';

/**
 * Paths opened directly, the screen module each shows (the route table is src/web/app/router.tsx) and
 * the pictures its first paint needs.
 */
export const FIRST_SCREENS: { path: RegExp; screen?: string; images?: string[] }[] = [
  { path: /^\/(chapter\/\d+\/)?level\/\d+\/exercise\/\d+\/?$/, screen: 'features/player/player-page.tsx' },
  { path: /^\/learn\/?$/, images: [FIRST_BOARD_IMAGE] },
];

const manifests = new Map<string, { mtimeMs: number; manifest: Manifest }>();

/** The build's manifest, re-read only when a new build replaced it. */
function readManifest(webDir: string): Manifest | null {
  const file = path.join(webDir, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = manifests.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    manifests.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null; // no build, or built without a manifest: no hints, the page works the same
  }
}

/** Every chunk `key` statically imports, itself included. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The screen `pathname` opens and the <link> tags to add to index.html for it, or null. */
export function firstScreenPreloads(webDir: string, pathname: string): { key: string; tags: string } | null {
  const first = FIRST_SCREENS.find((s) => s.path.test(pathname));
  if (!first) return null;
  const images = (first.images ?? []).map((href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`);
  const tags = [...images, ...(first.screen ? screenChunkTags(webDir, first.screen) : [])];
  return tags.length > 0 ? { key: first.screen ?? first.path.source, tags: tags.join('\n    ') } : null;
}

/** Preloads for the screen's chunks and stylesheets that the entry does not already load. */
function screenChunkTags(webDir: string, screen: string): string[] {
  const manifest = readManifest(webDir);
  if (!manifest?.[screen]) return [];
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, alreadyLoaded);
  const chunks = [...closure(manifest, screen)].filter((key) => !alreadyLoaded.has(key)).map((key) => manifest[key]);
  const scripts = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`);
  return [...scripts, ...styles];
}
