// Hostile requests for every API route, drawn from a seeded generator: wrong types, NUL characters,
// deep nesting, huge numbers, odd unicode, broken JSON, oversize bodies, odd ids and queries, with and
// without a session. Used by src/server/fuzz.test.ts (a CI-sized run) and bench/fuzz.bench.ts (10,000
// inputs); both send them to the app in-process or on loopback only and count 5xx answers.
import { gapLevel } from './sample-levels';
import { pick } from '../../../src/engine/index';

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path with `:param` placeholders. */
  path: string;
  /** A valid body to mutate, when the route takes one. */
  body?: unknown;
}

/** Every route the server serves (src/server/routes), the auth library's included. */
export const FUZZ_ROUTES: FuzzRoute[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/config' },
  { method: 'POST', path: '/api/auth/sign-up/email', body: { name: 'Ada', email: 'ada@example.com', password: 'secret-password' } },
  { method: 'POST', path: '/api/auth/sign-in/email', body: { email: 'ada@example.com', password: 'secret-password' } },
  { method: 'POST', path: '/api/auth/sign-in/anonymous', body: {} },
  { method: 'POST', path: '/api/auth/sign-in/social', body: { provider: 'google', callbackURL: '/learn' } },
  { method: 'POST', path: '/api/auth/sign-out', body: {} },
  { method: 'POST', path: '/api/auth/request-password-reset', body: { email: 'ada@example.com' } },
  { method: 'POST', path: '/api/auth/reset-password', body: { token: 'abc', newPassword: 'new-password' } },
  { method: 'POST', path: '/api/auth/change-email', body: { newEmail: 'b@example.com' } },
  { method: 'POST', path: '/api/auth/change-password', body: { currentPassword: 'a-password', newPassword: 'b-password' } },
  { method: 'POST', path: '/api/auth/update-user', body: { name: 'Bo' } },
  { method: 'GET', path: '/api/auth/get-session' },
  { method: 'GET', path: '/api/me' },
  { method: 'PATCH', path: '/api/me', body: { name: 'Ada', settings: { useSchematicStyle: true } } },
  { method: 'GET', path: '/api/leaderboard' },
  { method: 'GET', path: '/api/course' },
  { method: 'GET', path: '/api/course/map' },
  { method: 'POST', path: '/api/attempts', body: { chapter: 0, level: 0, exercise: 1, answer: { grid: [[null]] } } },
  { method: 'POST', path: '/api/attempts', body: { chapter: 0, level: 0, exercise: 0, answer: { viewed: true } } },
  { method: 'POST', path: '/api/hints', body: { chapter: 0, level: 0, exercise: 1, grid: [[null]] } },
  { method: 'GET', path: '/api/projects/:code' },
  { method: 'POST', path: '/api/simulate', body: { grid: [[{ type: 'battery', rotation: 0 }, null]], probe: true } },
  { method: 'GET', path: '/api/levels' },
  { method: 'GET', path: '/api/levels/:id' },
  { method: 'POST', path: '/api/levels', body: gapLevel('Fuzzed') },
  { method: 'POST', path: '/api/levels/:id/plays', body: {} },
  { method: 'DELETE', path: '/api/levels/:id' },
  { method: 'POST', path: '/api/generate-level', body: { lesson_goal: 'two bulbs in parallel' } },
  { method: 'GET', path: '/api/schematic/questions' },
  { method: 'POST', path: '/api/schematic/attempts', body: { levelId: 'standard', index: 0, components: [], lines: [] } },
  { method: 'POST', path: '/api/classes', body: { name: 'Class 5b' } },
  { method: 'GET', path: '/api/classes' },
  { method: 'POST', path: '/api/classes/join', body: { code: 'ABC234' } },
  { method: 'GET', path: '/api/classes/:id' },
  { method: 'POST', path: '/api/classes/:id/assignments', body: { chapter: 0, level: 0, due: '2027-01-01' } },
  { method: 'DELETE', path: '/api/classes/:id/assignments/:assignmentId' },
  { method: 'GET', path: '/api/classes/:id/assignments' },
  { method: 'GET', path: '/api/classes/:id/leaderboard' },
  { method: 'GET', path: '/api/classes/:id/progress.csv' },
  { method: 'DELETE', path: '/api/classes/:id/students/:userId' },
  { method: 'POST', path: '/api/classes/:id/leave', body: {} },
  { method: 'DELETE', path: '/api/classes/:id' },
  { method: 'GET', path: '/api/course/chapters/:chapter/levels/:level' },
  { method: 'GET', path: '/api/me/streak' },
  { method: 'GET', path: '/api/practice/:chapter' },
  { method: 'GET', path: '/api/practice/1?seed=4' },
  { method: 'POST', path: '/api/practice/attempts', body: { chapter: 0, seed: 0, answer: { grid: [[null]] } } },
  { method: 'POST', path: '/api/attempts', body: { levelId: 'a-level', answer: { grid: [[null]] } } },
  { method: 'POST', path: '/api/levels', body: { ...gapLevel('Described'), description: 'Put the resistor in the gap.' } },
  // GET /api/me/events is left out: a stream that stays open is not a request-and-answer to count.
];

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Send the session cookie of a signed-in user. */
  signedIn: boolean;
}

const ODD_STRINGS = [
  '', ' ', 'a\u0000b', '\u0000', '\\u0000', '💥'.repeat(50), '\ud800', 'x'.repeat(5000), "' or 1=1 --", '<script>alert(1)</script>',
  '../../etc/passwd', '%00', 'null', '-1', '1e309', 'NaN', '__proto__', 'constructor', 'ABC234', '00000000-0000-4000-8000-000000000000',
];
const ODD_NUMBERS = [0, -1, 1, 2, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31), 0.0001, 8, 99999];

function oddValue(random: () => number, depth = 0): unknown {
  const r = random();
  if (r < 0.3) return pick(random, ODD_STRINGS);
  if (r < 0.5) return pick(random, ODD_NUMBERS);
  if (r < 0.58) return pick(random, [true, false, null]);
  if (r < 0.7 && depth < 4) return Array.from({ length: Math.floor(random() * 4) }, () => oddValue(random, depth + 1));
  if (r < 0.8 && depth < 4) return { [pick(random, ODD_STRINGS)]: oddValue(random, depth + 1), type: pick(random, ODD_STRINGS) };
  return pick(random, ['battery', 'red-bulb', 'straight-wire', 'resistor', 'capacitor', 'mosfet', 'probe']);
}

/** A copy of `value` with one leaf or key changed to something hostile. */
function mutate(random: () => number, value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || random() < 0.2) return [...value, oddValue(random)];
    const copy = [...value];
    const index = Math.floor(random() * copy.length);
    copy[index] = mutate(random, copy[index], depth + 1);
    return copy;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const copy: Record<string, unknown> = { ...value };
    const r = random();
    if (entries.length === 0 || r < 0.15) copy[pick(random, ODD_STRINGS)] = oddValue(random);
    else if (r < 0.25) delete copy[entries[Math.floor(random() * entries.length)]![0]];
    else {
      const [key, item] = entries[Math.floor(random() * entries.length)]!;
      copy[key] = random() < 0.5 ? oddValue(random) : mutate(random, item, depth + 1);
    }
    return copy;
  }
  return oddValue(random);
}

function deepJson(depth: number): string {
  return `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

function bodyFor(random: () => number, route: FuzzRoute): string | undefined {
  const r = random();
  if (r < 0.05) return deepJson(pick(random, [100, 5000, 20000]));
  if (r < 0.1) return '{"broken": ';
  if (r < 0.13) return 'x'.repeat(pick(random, [70_000, 300_000]));
  if (r < 0.2) return JSON.stringify(oddValue(random));
  let body: unknown = route.body ?? {};
  const rounds = 1 + Math.floor(random() * 3);
  for (let i = 0; i < rounds; i++) body = mutate(random, body);
  return JSON.stringify(body);
}

/** Percent-encodes; a lone surrogate becomes the bytes of one (malformed UTF-8, hostile on purpose). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function fillPath(random: () => number, path: string): string {
  return path.replace(/:[a-zA-Z]+/g, () => encode(pick(random, [...ODD_STRINGS, 'egg', 'ABC234'])));
}

/** The `n`th hostile request of the run seeded by `seed`. */
export function fuzzRequest(random: () => number): FuzzRequest {
  const route = pick(random, FUZZ_ROUTES);
  let path = fillPath(random, route.path);
  if (random() < 0.2) path += `?${pick(random, ['tags', 'x', 'callbackURL', 'token'])}=${encode(pick(random, ODD_STRINGS))}`;
  const headers: Record<string, string> = {};
  if (random() < 0.9) headers['content-type'] = pick(random, ['application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded']);
  const method = random() < 0.05 ? pick(random, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) : route.method;
  const body = method === 'GET' ? undefined : bodyFor(random, route);
  return { method, path, headers, body, signedIn: random() < 0.6 };
}
