// `npm run bench:classes`: classes of 5 and 40 learners × 30 assignments (11 course levels, 5 project
// levels, 14 community levels, every learner with progress and 13 recorded tries: failed checks with
// explanation kinds, hints, a success), on PGlite and, with TEST_DATABASE_URL, PostgreSQL. Prints the
// median time of the teacher's table (GET /api/classes/{id}), the CSV, a learner's assignments, the
// cockpit's help, mistakes and learner pages, the number of SQL statements each runs (the same for
// both class sizes), and the plans of the roster's queries with sequential scans disabled (each is
// served by an index).
import { sql, type KyselyPlugin } from 'kysely';
import { course, projects } from '../src/content/index';
import { gapLevel } from '../test/support/server/sample-levels';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../test/support/server/test-server';

const CLASS_SIZES = [5, 40];
const RUNS = 25;

async function seed(server: TestServer, LEARNERS: number) {
  const teacher = await server.signUp({ name: 'Teacher' });
  const klass = (await (await teacher.request('/api/classes', { json: { name: 'Bench class' } })).json()) as { id: string; code: string };
  const db = server.database.db;
  // Learner ids are per class size, so both classes live in one database.
  const id = (n: string) => sql.raw(`'learner-${LEARNERS}-' || ${n}`);
  await sql`insert into "user" (id, name, email, "updatedAt") select ${id('n')}, 'Learner ' || n, 'l' || n || '-' || ${LEARNERS} || '@example.com', now() from generate_series(1, ${LEARNERS}) n`.execute(db);
  // Every learner has done every course exercise (a full progress document) and the first project levels.
  const progress: Record<string, unknown> = { projects: { egg: { '0': { completed: true, timestamp: new Date().toISOString() } } } };
  course.chapters.forEach((chapter, c) => {
    progress[c] = Object.fromEntries(
      chapter.levels.map((level, l) => [l, Object.fromEntries(level.exercises.map((_, e) => [e, { completed: true, starAchieved: e % 2 === 0, timestamp: new Date().toISOString() }]))]),
    );
  });
  await sql`insert into users (id, name, points, progress) select ${id('n')}, 'Learner ' || n, n * 10, ${JSON.stringify(progress)}::jsonb from generate_series(1, ${LEARNERS}) n`.execute(db);
  await sql`insert into class_members (class_id, user_id, last_active_at) select ${klass.id}::uuid, ${id('n')}, now() from generate_series(1, ${LEARNERS}) n`.execute(db);
  // Tries on assigned work: 10 failed checks with explanation kinds, 2 hints and a success each.
  await sql`insert into class_tries (user_id, chapter, level, exercise, outcome, kinds, at)
    select ${id('n')}, 0, 0, 1 + (t % 3), case when t <= 10 then 'wrong' when t <= 12 then 'hint' else 'right' end,
      case when t <= 10 then '["open-loop"]'::jsonb else '[]'::jsonb end, now() - make_interval(mins => 40 - t)
    from generate_series(1, ${LEARNERS}) n, generate_series(1, 13) t`.execute(db);

  const add = (body: unknown) => teacher.request(`/api/classes/${klass.id}/assignments`, { json: body });
  for (const [c, chapter] of course.chapters.entries()) for (const l of chapter.levels.keys()) await add({ chapter: c, level: l, due: '2030-01-01' });
  for (const l of projects.egg!.levels.keys()) await add({ project: 'egg', level: l });
  const { name: _name, tags: _tags, ...levelFields } = gapLevel();
  const community = 30 - (await (await teacher.request(`/api/classes/${klass.id}`)).json() as { assignments: unknown[] }).assignments.length;
  for (let i = 0; i < community; i += 1) {
    const row = await db
      .insertInto('custom_levels')
      .values({ creator_id: teacher.id, creator_name: 'Teacher', name: `Level ${i}`, level: JSON.stringify(levelFields), tags: JSON.stringify(['Beginner']) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const added = await add({ levelId: row.id });
    if (added.status !== 201) throw new Error(`assigning a community level: ${added.status} ${await added.text()}`);
    await sql`insert into community_progress (user_id, level_id) select ${id('n')}, ${row.id}::uuid from generate_series(1, ${LEARNERS}, 2) n`.execute(db);
  }
  return { teacher, klass };
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** SQL statements the route runs through the app's Kysely (better-auth's session lookup is not counted). */
async function countStatements(server: TestServer, run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const database = server.database as { db: TestServer['database']['db'] };
  const original = database.db;
  database.db = original.withPlugin(counter);
  try {
    await run();
  } finally {
    database.db = original;
  }
  return count;
}

async function explain(server: TestServer, classId: string, query: string): Promise<string> {
  const db = server.database.db;
  return db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    const plan = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${query.replaceAll('$1', `'${classId}'`)}`).execute(conn);
    await sql`set enable_seqscan = on`.execute(conn);
    return plan.rows.map((row) => `    ${row['QUERY PLAN']}`).filter((line) => /Scan|Join/.test(line)).join('\n');
  });
}

for (const kind of testDatabaseKinds) {
  const server = await startTestServer(kind);
  try {
    for (const size of CLASS_SIZES) await benchClass(server, kind, size);
  } finally {
    await server.close();
  }
}

async function benchClass(server: TestServer, kind: string, size: number) {
  {
    const { teacher, klass } = await seed(server, size);
    const learner: TestUser = await server.guest();
    await learner.request('/api/classes/join', { json: { code: klass.code } });
    const get = (user: TestUser, path: string) => async () => {
      const response = await user.request(path);
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.text();
    };
    const table = get(teacher, `/api/classes/${klass.id}`);
    const csv = get(teacher, `/api/classes/${klass.id}/progress.csv`);
    const mine = get(learner, `/api/classes/${klass.id}/assignments`);
    const help = get(teacher, `/api/classes/${klass.id}/help`);
    const mistakes = get(teacher, `/api/classes/${klass.id}/mistakes`);
    const work = get(teacher, `/api/classes/${klass.id}/students/learner-${size}-1`);
    const detail = JSON.parse(await table()) as { students: unknown[]; assignments: unknown[] };
    console.log(`\n${kind}: ${detail.students.length} learners (${size} seeded + one who joined by code) × ${detail.assignments.length} assignments`);
    const routes = [
      ['teacher table GET /api/classes/{id}', table],
      ['CSV export', csv],
      ["a learner's assignments", mine],
      ['who needs help GET …/help', help],
      ['common mistakes GET …/mistakes', mistakes],
      ["a learner's work GET …/students/{id}", work],
    ] as const;
    for (const [name, run] of routes) {
      const ms = await median(run);
      const statements = ` · ${await countStatements(server, run)} SQL statements`;
      console.log(`  ${name.padEnd(38)} median ${ms.toFixed(1).padStart(6)} ms over ${RUNS} runs${statements}`);
    }
    console.log('  plans with sequential scans off (each roster query is served by an index):');
    console.log(await explain(server, klass.id, `select * from class_members join users on users.id = class_members.user_id where class_members.class_id = $1`));
    console.log(await explain(server, klass.id, `select * from class_assignments where class_id = $1 order by created_at`));
    console.log(
      await explain(
        server,
        klass.id,
        `select * from community_progress where level_id in (select level_id from class_assignments where class_id = $1) and user_id in (select user_id from class_members where class_id = $1)`,
      ),
    );
    console.log(
      await explain(server, klass.id, `select * from class_tries where at > now() - interval '7 days' and user_id in (select user_id from class_members where class_id = $1) order by at, id`),
    );
  }
}
