// One server per PGlite folder (data-folder-lock.ts), with real server processes: a second server on a
// folder in use refuses to start and names it, while the first keeps its data; a lock left by a killed
// server is taken over; a clean exit removes the lock.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE_NAME, lockDataFolder } from './data-folder-lock';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface ServerProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  // node itself (tsx as a loader, not its wrapper process), so the pid and kill -9 are the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    // BASE_URL too: vitest sets it to '/' in process.env.
    env: { ...process.env, PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: '', WORK_THREADS: '1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** Waits until the server says it listens with its database ready, or exits. */
async function ready(server: ServerProcess): Promise<'ready' | 'exited'> {
  const deadline = Date.now() + 90_000;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (server.output().includes('ohmlet listening')) return 'ready';
    if (exited) return 'exited';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

async function signUp(port: number, email: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ name: 'Lock Tester', email, password: 'lock-test-1' }),
  });
  return response.status;
}

async function signIn(port: number, email: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ email, password: 'lock-test-1' }),
  });
  return response.status;
}

describe('one server per PGlite folder', { timeout: 240_000 }, () => {
  const folders: string[] = [];
  const started: ServerProcess[] = [];
  const newFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-lock-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const server of started) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a second server on a folder in use, takes over after kill -9, and lets go on a clean exit', async () => {
    const dataDir = newFolder();
    const first = await startServer(dataDir);
    started.push(first);
    expect(await ready(first)).toBe('ready');
    expect(await signUp(first.port, 'first@example.com')).toBe(200);

    const second = await startServer(dataDir);
    started.push(second);
    expect(await ready(second)).toBe('exited');
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`ohmlet refuses to start: the data folder ${path.resolve(dataDir)} is in use`);
    expect(second.output()).toContain(`process ${first.child.pid}`);
    // The first server is untouched and still serves its data.
    expect(await signIn(first.port, 'first@example.com')).toBe(200);
    expect(await signUp(first.port, 'first-again@example.com')).toBe(200);

    // kill -9 leaves the lock file behind; the next server finds its process gone and takes over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(first.child.pid));
    const third = await startServer(dataDir);
    started.push(third);
    expect(await ready(third)).toBe('ready');
    expect(await signIn(third.port, 'first@example.com')).toBe(200);
    expect(await signIn(third.port, 'first-again@example.com')).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(third.child.pid));

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('in one process: a second open of a held folder is refused, a release frees it', () => {
    const dataDir = newFolder();
    const lock = lockDataFolder(dataDir);
    expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError);
    lock.release();
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    lockDataFolder(dataDir).release();
  });

  it('takes over a lock whose process is gone, or that holds no pid', async () => {
    const dataDir = newFolder();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    const file = path.join(dataDir, LOCK_FILE_NAME);
    fs.writeFileSync(file, `${gone.pid}\n`);
    const lock = lockDataFolder(dataDir);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();

    fs.writeFileSync(file, 'garbage');
    lockDataFolder(dataDir).release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
