// Fair shares of the worker threads (heavy-limit.ts, guest-cap.ts, docs/deploy.md "Fair shares"): heavy
// routes count per account and per address, new guests are capped per address, a classroom of 30
// behind one address gets through, and X-Forwarded-For is believed only with TRUST_PROXY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_LIMIT } from './heavy-limit';
import { workPoolOptions } from './work/work-pool';
import { cookieFrom, startTestServer, testDatabaseKinds, type TestServer } from '../../test/support/server/test-server';

describe.each(testDatabaseKinds)('fair shares behind a trusted proxy on %s', { timeout: 180_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // The default guest cap (60 an hour per address), and addresses from X-Forwarded-For.
    server = await startTestServer(kind, { env: { TRUST_PROXY: '1', GUEST_SIGN_INS_PER_HOUR: '60' } });
  });
  afterAll(() => server.close());

  const from = (address: string, cookie?: string) => ({ 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
  const guestFrom = async (address: string) => {
    const response = await server.request('/api/auth/sign-in/anonymous', { json: {}, headers: from(address) });
    return { status: response.status, cookie: cookieFrom(response), body: await response.json() };
  };
  const practice = (address: string, cookie?: string) => server.request('/api/practice/0?seed=1', { headers: from(address, cookie) });

  it('lets a classroom of 30 learners behind one address sign in as guests and practise, then caps new guests', async () => {
    const learners = [];
    for (let n = 0; n < 30; n++) learners.push(await guestFrom('203.0.113.30'));
    expect(learners.map((learner) => learner.status)).toEqual(Array(30).fill(200));
    for (let round = 0; round < 3; round++) {
      const statuses = await Promise.all(learners.map(async ({ cookie }) => (await practice('203.0.113.30', cookie)).status));
      expect(statuses).toEqual(Array(30).fill(200));
    }
    // The same room may make its guests again once; beyond 60 an hour the address gets a 429…
    for (let n = 30; n < 60; n++) expect((await guestFrom('203.0.113.30')).status).toBe(200);
    const refused = await guestFrom('203.0.113.30');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many guest accounts from this network/);
    // …while another address is not affected.
    expect((await guestFrom('203.0.113.31')).status).toBe(200);
  });

  it('limits one account, guest or not, to its own share of practice levels', async () => {
    const { cookie } = await guestFrom('198.51.100.7');
    for (let n = 0; n < PRACTICE_LIMIT.perAccount; n++) expect((await practice('198.51.100.7', cookie)).status).toBe(200);
    const refused = await practice('198.51.100.7', cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error).toMatch(/Too many practice levels in a minute/);
    // The address still has room for its other learners.
    const { cookie: classmate } = await guestFrom('198.51.100.7');
    expect((await practice('198.51.100.7', classmate)).status).toBe(200);
  });

  it('limits one address with no account, however many requests it sends', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= PRACTICE_LIMIT.perAddress; n++) statuses.push((await practice('192.0.2.99')).status);
    expect(statuses.slice(0, PRACTICE_LIMIT.perAddress).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await practice('192.0.2.100')).status).toBe(200);
  });
});

describe('the client address without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { GUEST_SIGN_INS_PER_HOUR: '2' } });
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For, so a client cannot pick a fresh bucket for each guest', async () => {
    const signIn = (address: string) => server.request('/api/auth/sign-in/anonymous', { json: {}, headers: { 'x-forwarded-for': address } });
    expect((await signIn('192.0.2.1')).status).toBe(200);
    expect((await signIn('192.0.2.2')).status).toBe(200);
    const third = await signIn('192.0.2.3');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('worker threads by default', () => {
  it('are one fewer than the cores, at most 4 and at least 1', () => {
    expect(workPoolOptions({}, 1).threads).toBe(1);
    expect(workPoolOptions({}, 2).threads).toBe(1);
    expect(workPoolOptions({}, 4).threads).toBe(3);
    expect(workPoolOptions({}, 16).threads).toBe(4);
    expect(workPoolOptions({ WORK_THREADS: '8' }, 16).threads).toBe(8);
  });
});
