// One server per PGlite data folder. PGlite is PostgreSQL in one process with no shared memory between
// processes: two servers on one folder each keep their own buffers and overwrite each other's files,
// and writes made through one are lost (docs/deploy.md "The embedded database"). The first server
// writes its pid to `ohmlet.lock` in the folder; a second one refuses to start, naming the folder.
// A lock whose process is gone (kill -9, a crash, a power cut) is taken over; a clean exit removes it.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'ohmlet.lock';

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `the data folder ${folder} is in use by another ohmlet server (process ${pid}). ` +
        'Only one server may use a PGlite folder: stop that server, or give this one its own DATA_DIR ' +
        '(several servers can share one PostgreSQL through DATABASE_URL).',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release(): void;
}

/** Lock files this process holds, so a second open of the same folder in one process is refused too. */
const heldHere = new Set<string>();

/** Takes the folder's lock or throws DataFolderInUseError. The folder must exist. */
export function lockDataFolder(folder: string): DataFolderLock {
  const absolute = path.resolve(folder);
  const file = path.join(absolute, LOCK_FILE_NAME);
  if (heldHere.has(file)) throw new DataFolderInUseError(absolute, process.pid);
  const mine = `${process.pid}\n`;
  // A few rounds: each either creates the file, refuses, or removes a stale lock and tries again.
  for (let round = 0; round < 5; round++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return held(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readIfPresent(file);
    if (found === undefined) continue;
    const holder = Number.parseInt(found, 10);
    // Our own pid in a file we do not hold: a container restarted with the same pid (often 1).
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataFolderInUseError(absolute, holder);
    }
    // Stale (its process is gone, or the file is unreadable): remove it, unless it changed meanwhile.
    if (readIfPresent(file) === found) fs.rmSync(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}: it keeps changing (another server starting at the same moment?)`);
}

function held(file: string, mine: string): DataFolderLock {
  heldHere.add(file);
  // process.exit() (a failed start, a port in use) runs 'exit' listeners only, synchronously.
  const releaseOnExit = () => release();
  process.on('exit', releaseOnExit);
  function release(): void {
    if (!heldHere.delete(file)) return;
    process.off('exit', releaseOnExit);
    if (readIfPresent(file) === mine) fs.rmSync(file, { force: true });
  }
  return { file, release };
}

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether a process with this pid exists (EPERM: it does, under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
