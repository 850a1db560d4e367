// `npm start`: builds the page with `vite build` only when dist/web/index.html is missing, bundles the
// server to plain JavaScript (scripts/build-server.mjs, about a second) when there is no bundle or a
// source is newer than it, then runs it in this same process: no tsx, no esbuild child, no wrapper process between
// npm and the server (docs/deploy.md "Processes and memory"). The server handles SIGTERM/SIGINT itself.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = process.env.WEB_DIR ?? path.join(root, 'dist/web');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function run(command, args, what) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`ohmlet: ${what} failed; see the messages above.`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(path.join(webDir, 'index.html'))) {
  console.log('ohmlet: no built page yet, running `vite build` (once)…');
  run(bin('vite'), ['build'], '`vite build`');
}
const serverBundle = path.join(root, 'dist/server/main.js');
/** The bundle is missing, or a source file (or the lock file) changed since it was made. */
function serverBundleStale() {
  if (!existsSync(serverBundle)) return true;
  // The container image carries the bundle and no sources.
  if (!existsSync(path.join(root, 'src'))) return false;
  const built = statSync(serverBundle).mtimeMs;
  const sources = readdirSync(path.join(root, 'src'), { recursive: true }).map((name) => path.join(root, 'src', String(name)));
  return [...sources, path.join(root, 'package-lock.json')].some((file) => statSync(file).mtimeMs > built);
}
if (serverBundleStale()) {
  // In its own short-lived process, so the bundler's memory and its service process end with it.
  run(process.execPath, [path.join(root, 'scripts/build-server.mjs')], 'bundling the server');
}
process.chdir(root);
await import(pathToFileURL(serverBundle).href);
