// Builds the page once into a private folder and starts one real server (PGlite in a temp folder) for
// the whole browser run. Tests read its URL with inject('baseURL') and its log with inject('serverLogPath').
// E2E_WEB_DIR=<folder> reuses an existing build (scripts/test.sh builds once before the run).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    serverLogPath: string;
  }
}

let server: ChildProcess | undefined;
let workDir: string | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-e2e-'));
  const webDir = process.env.E2E_WEB_DIR ?? path.join(workDir, 'web');
  if (!process.env.E2E_WEB_DIR) {
    execFileSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const serverLogPath = path.join(workDir, 'server.log');
  const log = fs.openSync(serverLogPath, 'a');
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(workDir, 'data'), WEB_DIR: webDir, BASE_URL: baseURL, DATABASE_URL: '' },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(baseURL, serverLogPath);
  project.provide('baseURL', baseURL);
  project.provide('serverLogPath', serverLogPath);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (workDir && !process.env.E2E_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseURL: string, logPath: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) break;
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The e2e server did not start. Its log:\n${fs.readFileSync(logPath, 'utf8')}`);
}
