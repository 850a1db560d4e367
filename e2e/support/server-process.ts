// Starts a real ohmlet server as a child process (PGlite in a temp folder) on a free port and waits
// for /api/health. Used by the global setup for the shared server, and by tests that need a server
// with other settings (e.g. Google sign-in against a local OpenID mock).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  baseURL: string;
  logPath: string;
  /** The server's process id (benches read its CPU time from /proc). */
  pid: number;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  workDir: string;
  webDir: string;
  env?: Record<string, string>;
  /** Extra node flags (a bench's --cpu-prof, which NODE_OPTIONS does not accept). */
  nodeArgs?: string[];
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const logPath = path.join(options.workDir, 'server.log');
  const log = fs.openSync(logPath, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(options.workDir, 'data'),
      WEB_DIR: options.webDir,
      BASE_URL: baseURL,
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(child, baseURL, logPath);
  return {
    baseURL,
    logPath,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
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

async function waitForHealth(child: ChildProcess, baseURL: string, logPath: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`The e2e server did not start. Its log:\n${fs.readFileSync(logPath, 'utf8')}`);
}
