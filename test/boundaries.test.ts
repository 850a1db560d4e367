// The layer rules (eslint.boundaries.js, docs/architecture.md) and the progress stores' fence
// (eslint.progress.js) catch a break: each case lints one
// made-up file, placed in the real tree so its imports resolve to real files, with the repository's own
// ESLint config, and expects the rule that refuses it (or none, for what the order allows).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules that report on `code` as if it were the file at `filePath` (relative to the repository). */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const refused: Array<[string, string, string, string]> = [
  ['the engine imports the server', 'src/engine/made-up.ts', "import { createApp } from '../server/app';\nexport const a = createApp;", 'boundaries/dependencies'],
  ['the engine imports the page', 'src/engine/made-up.ts', "import { apiFetch } from '../web/lib/api-client';\nexport const a = apiFetch;", 'boundaries/dependencies'],
  ['wire schemas import the course', 'src/api/made-up.ts', "import { course } from '../content/index';\nexport const a = course;", 'boundaries/dependencies'],
  ['the solver imports the API shapes', 'src/solver/made-up.ts', "import * as api from '../api/exercise';\nexport const a = api;", 'boundaries/dependencies'],
  ['the course imports the generator', 'src/content/made-up.ts', "import * as g from '../generator';\nexport const a = g;", 'boundaries/dependencies'],
  ['the schematic game imports the server by a long way round', 'src/schematic/made-up.ts', "import * as s from '../schematic/../server/http-error';\nexport const a = s;", 'boundaries/dependencies'],
  ['the schematic game imports the course', 'src/schematic/made-up.ts', "import { course } from '../content/index';\nexport const a = course;", 'boundaries/dependencies'],
  ['the pure domain imports node:fs', 'src/generator/made-up.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;", 'no-restricted-imports'],
  ['the pure domain imports React', 'src/content/made-up.ts', "import { useState } from 'react';\nexport const a = useState;", 'no-restricted-imports'],
  ['the pure domain reads the DOM', 'src/engine/made-up.ts', 'export const title = () => document.title;', 'no-restricted-globals'],
  ['the page imports a Node module', 'src/web/lib/made-up.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;", 'no-restricted-imports'],
  ['a screen links with React Router\'s Link (resolved on every render)', 'src/web/features/learn/made-up.tsx', "import { Link } from 'react-router';\nexport const a = Link;", 'no-restricted-imports'],
  ['web lib imports a component', 'src/web/lib/made-up.ts', "import { Button } from '../components/button';\nexport const a = Button;", 'boundaries/dependencies'],
  ['a shared component imports a screen', 'src/web/components/made-up.ts', "import * as p from '../features/player/flow/exercise-view';\nexport const a = p;", 'boundaries/dependencies'],
  ['a screen imports another screen inside', 'src/web/features/learn/deep/made-up.ts', "import * as p from '../../player/flow/exercise-view';\nexport const a = p;", 'boundaries/dependencies'],
  ['a screen imports the app shell', 'src/web/features/learn/made-up.ts', "import * as r from '../../app/router';\nexport const a = r;", 'boundaries/dependencies'],
  ['the server imports a test helper', 'src/server/routes/made-up.ts', "import { startTestServer } from '../../../test/support/server/test-server';\nexport const a = startTestServer;", 'boundaries/dependencies'],
  ['the server imports engine test support', 'src/server/made-up.ts', "import { ladderGrid } from '../engine/testing/ladder-grid';\nexport const a = ladderGrid;", 'boundaries/dependencies'],
  ['a domain test imports the server', 'src/content/made-up.test.ts', "import { createApp } from '../server/app';\nexport const a = createApp;", 'boundaries/dependencies'],
  ['a folder outside every layer', 'src/made-up/thing.ts', 'export const a = 1;', 'boundaries/no-unknown-files'],
  ['the learning rules import the server', 'src/learning/made-up.ts', "import { createApp } from '../server/app';\nexport const a = createApp;", 'boundaries/dependencies'],
  ['the learning rules import the course (which imports them)', 'src/learning/made-up.ts', "import { course } from '../content/index';\nexport const a = course;", 'boundaries/dependencies'],
  ['the server reaches past the learning index', 'src/server/made-up.ts', "import { entryOf } from '../learning/progress';\nexport const a = entryOf;", 'boundaries/dependencies'],
  ['the page reaches past the learning index', 'src/web/lib/made-up.ts', "import { TIME_ZONE_HEADER } from '../../learning/streak';\nexport const a = TIME_ZONE_HEADER;", 'boundaries/dependencies'],
  // The engine, the solver, the schematic game and the generator are entered through their public face too.
  ['the page reaches past the engine index', 'src/web/components/made-up.ts', "import { simulate } from '../../engine/simulate';\nexport const a = simulate;", 'boundaries/dependencies'],
  ['the server reaches past the engine index by a type', 'src/server/made-up.ts', "import type { Grid } from '../engine/types';\nexport type G = Grid;", 'boundaries/dependencies'],
  ['the solver\'s test support reaches past the engine index', 'src/solver/testing/made-up.ts', "import { buildCircuit } from '../../engine/netlist';\nexport const a = buildCircuit;", 'boundaries/dependencies'],
  ['the course reaches past the solver index', 'src/content/made-up.ts', "import { solveLevel } from '../solver/solve';\nexport const a = solveLevel;", 'boundaries/dependencies'],
  ['the page reaches past the schematic index', 'src/web/features/schematic/made-up.ts', "import { judgeCircuit } from '../../../schematic/judge';\nexport const a = judgeCircuit;", 'boundaries/dependencies'],
  ['the server reaches past the generator index', 'src/server/made-up.ts', "import { generateLesson } from '../generator/generate';\nexport const a = generateLesson;", 'boundaries/dependencies'],
  // The wire shapes, the puzzle and the course are entered through their public face as well.
  ['the page reaches past the wire shapes\' index', 'src/web/lib/made-up.ts', "import { levelInputSchema } from '../../api/levels';\nexport const a = levelInputSchema;", 'boundaries/dependencies'],
  ['the server reaches past the puzzle index', 'src/server/made-up.ts', "import { judgeCircuit } from '../puzzle/judge-circuit';\nexport const a = judgeCircuit;", 'boundaries/dependencies'],
  ['the generator reaches past the course index', 'src/generator/made-up.ts', "import { checkCourse } from '../content/check';\nexport const a = checkCourse;", 'boundaries/dependencies'],
  // The page never imports the course: its reference builds and right answers would ship in the bundle.
  ['the page imports the course', 'src/web/features/learn/made-up.ts', "import { course } from '../../../content/index';\nexport const a = course;", 'boundaries/dependencies'],
  ['the puzzle imports the course (which imports it)', 'src/puzzle/made-up.ts', "import { course } from '../content/index';\nexport const a = course;", 'boundaries/dependencies'],
  ['the learning rules read the DOM', 'src/learning/made-up.ts', 'export const zone = () => navigator.language;', 'no-restricted-globals'],
  // Progress lives in one model (eslint.progress.js): no other server file names its stores in a query.
  ['a route reads the progress column', 'src/server/routes/made-up.ts', "import type { Database } from '../db/database';\nexport const read = (d: Database, id: string) => d.db.selectFrom('users').select('progress').where('id', '=', id).execute();", 'no-restricted-syntax'],
  ['a route writes the progress column', 'src/server/routes/made-up.ts', "import type { Database } from '../db/database';\nexport const wipe = (d: Database, id: string) => d.db.updateTable('users').set({ progress: '{}' }).where('id', '=', id).execute();", 'no-restricted-syntax'],
  ['a class query reads community completions', 'src/server/classes/made-up.ts', "import type { Database } from '../db/database';\nexport const read = (d: Database) => d.db.selectFrom('community_progress').selectAll().execute();", 'no-restricted-syntax'],
  ['an attempt marks a streak day in raw SQL', 'src/server/attempts/made-up.ts', "import { sql } from 'kysely';\nexport const q = (id: string) => sql`insert into activity_days (user_id, day) values (${id}, current_date)`;", 'no-restricted-syntax'],
  ['a cleanup tests schematic completion by reference', 'src/server/maintenance/made-up.ts', "import { sql } from 'kysely';\nexport const q = sql.ref('p.schematic_completion');", 'no-restricted-syntax'],
];

const allowed: Array<[string, string, string]> = [
  ['the course imports the engine, schemas, solver and schematic game', 'src/content/made-up.ts', "import * as e from '../engine/index';\nimport * as a from '../api/index';\nimport * as s from '../solver';\nimport * as q from '../schematic/index';\nexport const all = [e, a, s, q];"],
  ['the schematic game labels values with the parts\' formatting', 'src/schematic/made-up.ts', "import { formatResistance } from '../engine/index';\nexport const a = formatResistance;"],
  ['the course and the page import the learning rules through their index', 'src/content/made-up.ts', "import { optionOrder } from '../learning/index';\nexport const a = optionOrder;"],
  ['the learning rules import the engine, the schemas and each other', 'src/learning/made-up.ts', "import { seeded } from '../engine/index';\nimport type { Progress } from '../api/index';\nimport { entryOf } from './progress';\nexport const all = [seeded, entryOf];\nexport type P = Progress;"],
  ['the server imports every pure module', 'src/server/made-up.ts', "import * as g from '../generator';\nimport * as c from '../content/index';\nexport const all = [g, c];"],
  ['a server test uses the test server', 'src/server/routes/made-up.test.ts', "import { startTestServer } from '../../../test/support/server/test-server';\nexport const a = startTestServer;"],
  ['the page judges a community level with the puzzle\'s one judge', 'src/web/features/player/made-up.ts', "import { judgeCircuit } from '../../../puzzle/index';\nexport const a = judgeCircuit;"],
  ['the solver tests solve the course', 'src/solver/made-up.test.ts', "import { course } from '../content/index';\nexport const a = course;"],
  ['a domain test reaches inside the engine', 'src/solver/made-up.test.ts', "import { buildCircuit } from '../engine/netlist';\nexport const a = buildCircuit;"],
  ['the engine\'s test support reaches its internals', 'src/engine/testing/made-up.ts', "import { PointSolver } from '../point-solver';\nexport const a = PointSolver;"],
  ['the shell mounts a screen', 'src/web/app/made-up.ts', "import * as p from '../features/player/flow/exercise-view';\nexport const a = p;"],
  ['a screen uses shared components, lib and the engine', 'src/web/features/learn/made-up.ts', "import { Button } from '../../components/button';\nimport { apiFetch } from '../../lib/api-client';\nimport * as e from '../../../engine/index';\nexport const all = [Button, apiFetch, e];"],
  ['the progress module reads and writes its stores', 'src/server/progress/made-up.ts', "import { sql } from 'kysely';\nimport type { Database } from '../db/database';\nexport const read = (d: Database) => d.db.selectFrom('activity_days').selectAll().execute();\nexport const q = sql`select progress from users`;"],
  ['a server test sets up progress directly', 'src/server/routes/made-up.test.ts', "import type { Database } from '../db/database';\nexport const seed = (d: Database, id: string) => d.db.insertInto('activity_days').values({ user_id: id, day: '2026-01-01' }).execute();"],
  ['the profile names the API\'s progress field in a type', 'src/server/db/queries/made-up.ts', "import type { Profile } from '../../../api/index';\nexport type P = Omit<Profile, 'progress' | 'schematicCompletion'>;"],
];

describe('layer rules', () => {
  it.each(refused)('refuse: %s', async (_what, filePath, code, rule) => {
    expect(await rulesBroken(filePath, code)).toContain(rule);
  });
  it.each(allowed)('allow: %s', async (_what, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toEqual([]);
  });
});
