// `npm start`: builds the page with `vite build` only when dist/web/index.html is missing, then runs the
// server (src/server/main.ts) with tsx. Signals are passed on so Ctrl+C shuts the server down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = process.env.WEB_DIR ?? path.join(root, 'dist/web');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

if (!existsSync(path.join(webDir, 'index.html'))) {
  console.log('ohmlet: no built page yet, running `vite build` (once)…');
  const build = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('ohmlet: `vite build` failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(bin('tsx'), [path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
