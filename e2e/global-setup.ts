// Builds the page once into a private folder and starts one real server (PGlite in a temp folder) for
// the whole browser run. Tests read its URL with inject('baseURL'), its log with inject('serverLogPath')
// and the built page's folder with inject('webDir') (to start a differently configured server).
// E2E_WEB_DIR=<folder> reuses an existing build (scripts/test.sh builds once before the run).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from './support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    serverLogPath: string;
    webDir: string;
  }
}

let server: ServerProcess | undefined;
let workDir: string | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-e2e-'));
  const webDir = process.env.E2E_WEB_DIR ?? path.join(workDir, 'web');
  if (!process.env.E2E_WEB_DIR) {
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle; test what ships.
    execFileSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  // As behind a school's reverse proxy: each browser context sends its own X-Forwarded-For (see
  // support/browser.ts), so the per-address sign-up limits count learners, not the whole test run.
  server = await startServerProcess({ workDir, webDir, env: { TRUST_PROXY: '1' } });
  project.provide('baseURL', server.baseURL);
  project.provide('serverLogPath', server.logPath);
  project.provide('webDir', webDir);
  return async () => {
    await server?.stop();
    if (workDir && !process.env.E2E_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
  };
}
