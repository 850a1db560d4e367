// Quiz points through POST /api/attempts against the real app, auth and database (docs/api.md "Attempts",
// docs/course.md "Quizzes that can't be gamed"): only a right FIRST answer earns the quiz's 10 points;
// after a wrong one the quiz still completes, for 0; a wrong answer's feedback never names the right
// option; repeated, concurrent and two-instance answers never pay twice; a guest's quiz merges honestly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../api/me';
import { optionOrder, placeOf } from '../../learning/index';
import { chapterExercises } from '../../../test/support/server/course-answers';
import { cookieFrom, startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

const quizzes = chapterExercises('multiple-choice');
const quiz = quizzes[0]!;
type Requester = { request: TestUser['request'] };
type Reply = { correct: boolean; completed: boolean; pointsAwarded: number; points: number; feedback: { title: string; message: string; details: string[] } };

describe.each(testDatabaseKinds)('quiz points on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  /** Options are served in each learner's own order: the served index of a content option. */
  const served = (user: { id: string }, contentIndex: number, which = quiz) =>
    optionOrder(user.id, placeOf(which.where), which.exercise.options.length).indexOf(contentIndex);
  const right = (user: { id: string }, which = quiz) => served(user, which.exercise.correctOptionIndex, which);
  const wrong = (user: { id: string }, which = quiz) => served(user, which.exercise.correctOptionIndex === 0 ? 1 : 0, which);
  const answer = async (user: Requester, option: number, which = quiz): Promise<Reply> => {
    const response = await user.request('/api/attempts', { method: 'POST', json: { ...which.where, answer: { option } } });
    expect(response.status).toBe(200);
    return (await response.json()) as Reply;
  };
  const me = async (user: Requester) => (await (await user.request('/api/me')).json()) as Profile;
  const entryOf = (profile: Profile, which = quiz) => profile.progress[String(which.where.chapter)]?.[String(which.where.level)]?.[String(which.where.exercise)];

  it('wrong then right: the quiz completes for 0 points, and stays at 0', async () => {
    const user = await server.signUp();
    expect(await answer(user, wrong(user))).toMatchObject({ correct: false, completed: false, pointsAwarded: 0, points: 0 });
    expect(await answer(user, right(user))).toMatchObject({ correct: true, completed: true, pointsAwarded: 0, points: 0, feedback: { title: 'Well done!' } });
    expect(await answer(user, right(user))).toMatchObject({ correct: true, completed: true, pointsAwarded: 0, points: 0 });
    const profile = await me(user);
    expect(profile.points).toBe(0);
    expect(entryOf(profile)).toMatchObject({ completed: true, missed: true });
  });

  it('right first: 10 points once; a wrong answer afterwards takes nothing away', async () => {
    const user = await server.signUp();
    expect(await answer(user, right(user))).toMatchObject({ correct: true, completed: true, pointsAwarded: 10, points: 10 });
    expect(await answer(user, wrong(user))).toMatchObject({ correct: false, completed: true, pointsAwarded: 0, points: 10 });
    expect(await answer(user, right(user))).toMatchObject({ pointsAwarded: 0, points: 10 });
    const profile = await me(user);
    expect(profile.points).toBe(10);
    expect(entryOf(profile)).toMatchObject({ completed: true, starAchieved: true });
    expect(entryOf(profile)?.missed).toBeUndefined();
  });

  it('each quiz counts its own first answer: a miss on one does not cost another', async () => {
    const user = await server.signUp();
    const other = quizzes[1]!;
    await answer(user, wrong(user));
    expect(await answer(user, right(user, other), other)).toMatchObject({ pointsAwarded: 10, points: 10 });
    expect(await answer(user, right(user))).toMatchObject({ pointsAwarded: 0, points: 10 });
  });

  it("a wrong answer's feedback never names or marks the right option, for any quiz of the course", async () => {
    const user = await server.signUp();
    for (const which of quizzes) {
      const reply = await answer(user, wrong(user, which), which);
      expect(reply.correct).toBe(false);
      expect(reply.feedback.message).toBe(which.exercise.failureMessage);
      // The right option's words, unless the question itself says them ("Which symbol is the diode?").
      const rightText = which.exercise.options[which.exercise.correctOptionIndex]!;
      if (!which.exercise.question.toLowerCase().includes(rightText.toLowerCase())) expect(JSON.stringify(reply)).not.toContain(rightText);
      expect(Object.keys(reply).sort()).toEqual(['completed', 'correct', 'feedback', 'points', 'pointsAwarded', 'pointsVersion', 'starAchieved']);
    }
  });

  it('20 concurrent right first answers pay 10 exactly once', async () => {
    const user = await server.signUp();
    const replies = await Promise.all(Array.from({ length: 20 }, () => answer(user, right(user))));
    expect(replies.filter((reply) => reply.pointsAwarded > 0)).toEqual([expect.objectContaining({ pointsAwarded: 10 })]);
    expect((await me(user)).points).toBe(10);
  });

  it('wrong and right answers racing: never more than 10, and the total is what was awarded', async () => {
    const user = await server.signUp();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(user, i % 2 ? right(user) : wrong(user))));
    const awarded = replies.reduce((sum, reply) => sum + reply.pointsAwarded, 0);
    expect([0, 10]).toContain(awarded);
    const profile = await me(user);
    expect(profile.points).toBe(awarded);
    expect(entryOf(profile)).toMatchObject({ completed: true });
    // Paid exactly when no wrong answer was recorded before the first right one.
    expect(entryOf(profile)?.missed === true).toBe(awarded === 0);
  });

  it.runIf(kind === 'postgres')('two server instances on one database pay a quiz once', async () => {
    const second = await startTestServer('postgres', { databaseUrl: server.config.databaseUrl });
    try {
      const user = await server.signUp();
      const body = JSON.stringify({ ...quiz.where, answer: { option: right(user) } });
      const send = (instance: TestServer) =>
        instance.request('/api/attempts', { method: 'POST', body, headers: { cookie: user.cookie, 'content-type': 'application/json' } });
      const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? second : server)));
      const awarded = await Promise.all(replies.map(async (reply) => ((await reply.json()) as Reply).pointsAwarded));
      expect(awarded.filter((points) => points > 0)).toEqual([10]);
      expect((await me(user)).points).toBe(10);
    } finally {
      await second.close();
    }
  });

  describe('a guest who signs in', () => {
    /** Signs in to `email` from the guest's session; returns the merged account's requester. */
    async function mergeInto(guest: TestUser, email: string, password: string): Promise<Requester> {
      const response = await guest.request('/api/auth/sign-in/email', { json: { email, password } });
      expect(response.status).toBe(200);
      const cookie = cookieFrom(response);
      return { request: (p, init = {}) => server.request(p, { ...init, headers: { cookie } }) };
    }

    it('brings a quiz answered wrong then right as 0 points, and it stays unpaid', async () => {
      await server.signUp({ email: 'quiz-a@example.com', password: 'quiz-pw-1' });
      const guest = await server.guest();
      await answer(guest, wrong(guest));
      expect(await answer(guest, right(guest))).toMatchObject({ pointsAwarded: 0, points: 0 });
      const account = await mergeInto(guest, 'quiz-a@example.com', 'quiz-pw-1');
      const profile = await me(account);
      expect(profile.points).toBe(0);
      expect(entryOf(profile)).toMatchObject({ completed: true, missed: true });
    });

    it('keeps the 10 the account earned when the guest missed, and counts them once', async () => {
      const existing = await server.signUp({ email: 'quiz-b@example.com', password: 'quiz-pw-1' });
      expect(await answer(existing, right(existing))).toMatchObject({ pointsAwarded: 10 });
      const guest = await server.guest();
      await answer(guest, wrong(guest));
      const account = await mergeInto(guest, 'quiz-b@example.com', 'quiz-pw-1');
      const profile = await me(account);
      expect(profile.points).toBe(10);
      expect(entryOf(profile)?.missed).toBeUndefined();
    });

    it('keeps the 10 the guest earned, even where the account had missed it; a retry earns nothing more', async () => {
      const existing = await server.signUp({ email: 'quiz-c@example.com', password: 'quiz-pw-1' });
      await answer(existing, wrong(existing));
      const guest = await server.guest();
      expect(await answer(guest, right(guest))).toMatchObject({ pointsAwarded: 10 });
      const account = await mergeInto(guest, 'quiz-c@example.com', 'quiz-pw-1');
      const profile = await me(account);
      expect(profile.points).toBe(10);
      expect(entryOf(profile)).toMatchObject({ completed: true });
      expect(await answer(account, right(existing))).toMatchObject({ pointsAwarded: 0, points: 10 });
    });
  });
});
