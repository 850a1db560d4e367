// GET /api/me/streak against the real app and database: a completed exercise marks today in the
// learner's own time zone; earlier days (written as past attempts would have) extend the streak; a
// gap ends it; a guest who signs up keeps their days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay, previousDay } from '../../learning/index';
import { chapterExercises } from '../../../test/support/server/course-answers';
import { cookieFrom, startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

const card = chapterExercises('info')[0]!;

describe.each(testDatabaseKinds)('daily streak on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const streak = async (user: { request: TestUser['request'] }, timeZone: string) =>
    (await (await user.request('/api/me/streak', { headers: { 'x-time-zone': timeZone } })).json()) as { days: number; activeToday: boolean };
  const pastDays = async (userId: string, days: string[]) => {
    for (const day of days) await server.database.db.insertInto('activity_days').values({ user_id: userId, day }).execute();
  };

  it('starts at 0, and a completed exercise makes it 1 today', async () => {
    const user = await server.signUp();
    expect(await streak(user, 'Europe/Paris')).toEqual({ days: 0, activeToday: false });
    await user.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } }, headers: { 'x-time-zone': 'Europe/Paris' } });
    expect(await streak(user, 'Europe/Paris')).toEqual({ days: 1, activeToday: true });
  });

  it('counts days in a row in the learner’s time zone, and a gap ends it', async () => {
    const user = await server.signUp();
    const today = localDay(new Date(), 'Asia/Tokyo');
    const yesterday = previousDay(today);
    await pastDays(user.id, [yesterday, previousDay(yesterday)]);
    // Today still open: the streak of the days before stands.
    expect(await streak(user, 'Asia/Tokyo')).toEqual({ days: 2, activeToday: false });
    await user.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } }, headers: { 'x-time-zone': 'Asia/Tokyo' } });
    expect(await streak(user, 'Asia/Tokyo')).toEqual({ days: 3, activeToday: true });

    const gap = await server.signUp();
    await pastDays(gap.id, [previousDay(yesterday)]);
    expect(await streak(gap, 'Asia/Tokyo')).toEqual({ days: 0, activeToday: false });
  });

  it('counts the day of the UTC offset the page sends', async () => {
    // +14:00 and -12:00 are always a calendar day or two apart: each sees the other's day as not today.
    const user = await server.signUp();
    await user.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } }, headers: { 'x-time-zone': '+14:00' } });
    expect(await streak(user, '+14:00')).toEqual({ days: 1, activeToday: true });
    expect(await streak(user, '-12:00')).toEqual({ days: 0, activeToday: false });
  });

  it('a wrong or unknown time zone counts in UTC, and a signed-out caller gets 401', async () => {
    const user = await server.signUp();
    await user.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } }, headers: { 'x-time-zone': 'Mars/Olympus' } });
    expect(await streak(user, 'Nowhere')).toEqual({ days: 1, activeToday: true });
    expect((await server.request('/api/me/streak')).status).toBe(401);
  });

  it('a guest who signs up keeps their streak', async () => {
    const guest = await server.guest();
    await guest.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } } });
    await pastDays(guest.id, [previousDay(localDay(new Date(), 'UTC'))]);
    const response = await guest.request('/api/auth/sign-up/email', { json: { name: 'Streaky', email: 'streaky@example.com', password: 'streak-pw-1' } });
    expect(response.status).toBe(200);
    const cookie = cookieFrom(response);
    const account = { request: (path: string, init: RequestInit = {}) => server.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } }) };
    expect(await streak(account, 'UTC')).toEqual({ days: 2, activeToday: true });
  });
});
