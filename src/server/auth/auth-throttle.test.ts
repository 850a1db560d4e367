// Sign-in and password reset are throttled per email and per client address (429 with a clear
// message and Retry-After), counted in the database so every instance shares the counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';
import { AUTH_THROTTLE_RULES } from './auth-throttle';

const PASSWORD_CHECK_MAX = AUTH_THROTTLE_RULES['/verify-password']!.find((rule) => rule.bucket === 'password-check')!.max;

const ruleMax = (route: string, by: 'address' | 'email' | 'email-and-address' | 'session') =>
  AUTH_THROTTLE_RULES[route]!.find((rule) => rule.by === by)!.max;

describe.each(testDatabaseKinds)('auth throttling on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  // One server for the file (a fresh PGlite costs seconds); the per-address test runs last since it
  // uses up this address's allowance.
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const signIn = (email: string, password = 'wrong-password') =>
    server.request('/api/auth/sign-in/email', { json: { email, password } });

  it('too many sign-ins for one email from one address answer 429 with a clear message, other emails still work', async () => {
    await server.signUp({ email: 'target@example.com', password: 'right-password' });
    const max = ruleMax('/sign-in/email', 'email-and-address');
    expect((await signIn('target@example.com')).status).toBe(401);
    // The rest fail fast (a password of the wrong type skips hashing) but count all the same.
    for (let i = 1; i < max; i += 1) {
      expect((await server.request('/api/auth/sign-in/email', { json: { email: 'target@example.com', password: i } })).status).toBe(400);
    }
    const refused = await signIn(' TARGET@example.com ', 'right-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { message: string; error: string };
    expect(body.message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
    expect(body.error).toBe(body.message);
    await server.signUp({ email: 'other@example.com', password: 'right-password' });
    expect((await signIn('other@example.com', 'right-password')).status).toBe(200);
  });

  it('password-reset requests for one email from one address are throttled', async () => {
    await server.signUp({ email: 'reset-me@example.com' });
    const max = ruleMax('/request-password-reset', 'email-and-address');
    const ask = () => server.request('/api/auth/request-password-reset', { json: { email: 'reset-me@example.com' } });
    for (let i = 0; i < max; i += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts/);
  });

  it('too many sign-ins from one address answer 429 whatever the email', async () => {
    const max = ruleMax('/sign-in/email', 'address');
    const answers: number[] = [];
    // Malformed addresses fail before any password hashing, which keeps this quick; they count too.
    // Earlier tests in this file already used part of this address's allowance.
    for (let i = 0; i <= max && !answers.includes(429); i += 1) answers.push((await signIn(`someone-${i}`)).status);
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1).every((status) => status === 400)).toBe(true);
    const refused = await signIn('fresh@example.com');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts/);
  });
});

describe.each(testDatabaseKinds)('an attacker cannot lock a learner out (%s)', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => server?.close());

  const outboxCount = async (to: string) =>
    (await server.database.db.selectFrom('outbox').select('id').where('to_address', '=', to).execute()).length;
  const signInFrom = (address: string, email: string, password: string) =>
    server.request('/api/auth/sign-in/email', { json: { email, password }, headers: { 'x-forwarded-for': address } });

  it('wrong passwords from one address throttle that address only; the owner elsewhere signs in', async () => {
    await server.signUp({ email: 'learner@example.com', password: 'right-password' });
    const max = ruleMax('/sign-in/email', 'email-and-address');
    for (let i = 0; i < max; i += 1) expect((await signInFrom('203.0.113.7', 'learner@example.com', `guess-${i}`)).status).toBe(401);
    expect((await signInFrom('203.0.113.7', 'learner@example.com', 'right-password')).status).toBe(429);
    // Before: the per-email count locked the account for everyone for five minutes.
    expect((await signInFrom('198.51.100.20', 'learner@example.com', 'right-password')).status).toBe(200);
  });

  it('change-email is limited per session and answers alike whether an address is taken or not', async () => {
    await server.signUp({ email: 'taken-one@example.com' });
    const user = await server.signUp({ email: 'mover@example.com' });
    const change = (newEmail: string) =>
      user.request('/api/auth/change-email', { json: { newEmail, password: 'secret-password' }, headers: { 'x-forwarded-for': '192.0.2.44' } });
    const taken = await change('taken-one@example.com');
    const free = await change('free-one@example.com');
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
    const max = ruleMax('/change-email', 'session');
    let last = 0;
    for (let i = 3; i <= max; i += 1) last = (await change(`probe-${i}@example.com`)).status;
    expect(last).toBe(200);
    const refused = await change('one-more@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('reset requests from another address never lock the owner out of their own reset', async () => {
    await server.signUp({ email: 'reset-owner@example.com' });
    const askFrom = (address: string) =>
      server.request('/api/auth/request-password-reset', { json: { email: 'reset-owner@example.com' }, headers: { 'x-forwarded-for': address } });
    const max = ruleMax('/request-password-reset', 'email-and-address');
    for (let i = 0; i < max; i += 1) expect((await askFrom('203.0.113.9')).status).toBe(200);
    expect((await askFrom('203.0.113.9')).status).toBe(429);
    // Before: three requests from anywhere locked the owner's reset for 15 minutes.
    const mailsBefore = await outboxCount('reset-owner@example.com');
    expect((await askFrom('198.51.100.3')).status).toBe(200);
    expect(await outboxCount('reset-owner@example.com')).toBe(mailsBefore + 1);
  });

  it('a classroom behind one address signs in although one child keeps getting the password wrong', async () => {
    const room = '192.0.2.200';
    const learners = await Promise.all(
      Array.from({ length: 30 }, (_, i) => server.signUp({ email: `pupil-${i}@example.com`, password: `pupil-pw-${i}` })),
    );
    for (let i = 0; i < 15; i += 1) {
      const status = (await signInFrom(room, 'pupil-0@example.com', `wrong-${i}`)).status;
      expect([401, 429]).toContain(status);
    }
    expect((await signInFrom(room, 'pupil-0@example.com', 'pupil-pw-0')).status).toBe(429);
    // Before: the address's 30 a minute were used up by the one child, and the room was locked out.
    const answers: number[] = [];
    for (let i = 1; i < learners.length; i += 1) answers.push((await signInFrom(room, `pupil-${i}@example.com`, `pupil-pw-${i}`)).status);
    expect(answers).toEqual(Array.from({ length: 29 }, () => 200));
  }, 300_000);

  it('verify-password and change-password share the sign-in strictness per session', async () => {
    const user = await server.signUp({ email: 'guesser-target@example.com', password: 'right-password' });
    const max = PASSWORD_CHECK_MAX;
    for (let i = 0; i < max; i += 1) {
      expect((await user.request('/api/auth/verify-password', { json: { password: `guess-${i}` } })).status).toBe(400);
    }
    const refused = await user.request('/api/auth/verify-password', { json: { password: 'right-password' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const viaChange = await user.request('/api/auth/change-password', { json: { currentPassword: 'right-password', newPassword: 'another-one' } });
    expect(viaChange.status).toBe(429);
  });
});
