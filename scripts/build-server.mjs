// Bundles the server (src/server/main.ts) and its worker threads' entry (heavy-worker-entry.ts) into
// plain JavaScript in dist/server (never committed), for `npm start`: no tsx loader and no esbuild
// child process in the running server or its threads, a smaller process tree and faster starts.
// Packages stay in node_modules (imported, not bundled). Run by scripts/start.mjs on every start
// (about a second), so the bundle always matches the sources; `node scripts/build-server.mjs` by hand.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'dist/server');

/** The server's entries; a test may bundle others the same way (src/server/work/no-zombies.test.ts). */
export const serverEntries = { main: 'src/server/main.ts', 'heavy-worker': 'src/server/work/heavy-worker-entry.ts' };

export async function buildServer({ entryPoints = serverEntries, outdir = serverOutDir } = {}) {
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    // Two whole files, overwritten by each build: no hashed chunks to pile up or to vanish under a
    // server still running from this folder.
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
