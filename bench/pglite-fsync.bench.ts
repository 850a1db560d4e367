// `npm run bench:pglite-fsync [commits]`: what durability costs on the embedded database. Commits
// single-row transactions (as an attempt or a sign-up does) to a PGlite data folder three ways and
// prints commits per second and how many fsync calls reached the disk:
//   1. as ohmlet runs PGlite: its default start parameters, which include `-F` (fsync off);
//   2. fsync on in PostgreSQL's settings (no `-F`, wal_sync_method=fsync): PGlite's Node file system
//      (Emscripten's NODEFS) has no fsync of its own, so PostgreSQL's calls return at once and never
//      reach the disk; here NODEFS gets an fsync that only counts them;
//   3. as 2, with NODEFS given an fsync that calls fs.fsyncSync: what a durable commit would cost.
// docs/deploy.md "The embedded database" says what is and is not durable; docs/performance.md has figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

const commits = Number(process.argv[2] ?? 300);
let fsyncs = 0;

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  FS: { filesystems: { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } } };
}

/** NodeFS whose files count fsync calls and, when `sync`, pass them to fs.fsyncSync (NODEFS has no fsync). */
class CountingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: boolean,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = [...(result.emscriptenOpts.preRun ?? [])] as Array<(mod: EmscriptenModule) => void>;
    preRun.push((mod) => {
      mod.FS.filesystems.NODEFS.stream_ops.fsync = (stream) => {
        fsyncs += 1;
        if (this.sync && stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
        return 0;
      };
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } as typeof result.emscriptenOpts };
  }
}

const withoutNoFsync = PGlite.defaultStartParams.filter((param) => param !== '-F');
const modes = [
  { name: 'default (-F: fsync off)', sync: false, params: PGlite.defaultStartParams },
  { name: 'fsync on in PostgreSQL only', sync: false, params: [...withoutNoFsync, '-c', 'wal_sync_method=fsync'] },
  { name: 'fsync on, NODEFS with fsyncSync', sync: true, params: [...withoutNoFsync, '-c', 'wal_sync_method=fsync'] },
];

console.log(`PGlite on a data folder in ${os.tmpdir()}: ${commits} single-row commits per mode`);
for (const mode of modes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-fsync-'));
  try {
    const client = await PGlite.create({ fs: new CountingNodeFS(dir, mode.sync), startParams: mode.params });
    await client.exec('create table t (id serial primary key, body text not null)');
    fsyncs = 0;
    const times: number[] = [];
    for (let k = 0; k < commits; k++) {
      const started = performance.now();
      await client.query('insert into t (body) values ($1)', [`row ${k}`]);
      times.push(performance.now() - started);
    }
    const total = times.reduce((sum, t) => sum + t, 0);
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    console.log(
      `  ${mode.name}: ${((commits / total) * 1000).toFixed(0)} commits/s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms; ` +
        `fsync calls from PostgreSQL: ${fsyncs} (${(fsyncs / commits).toFixed(2)} per commit), ${mode.sync ? 'all' : 'none'} reaching the disk`,
    );
    await client.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(0);
