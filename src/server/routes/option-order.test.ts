// Quiz options in a per-learner order (docs/api.md "Multiple-choice option order") against the real app:
// two learners see different orders, each learner's order is stable, and an attempt names the option
// by the index that learner was served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseResponseSchema, type CourseResponse } from '../../api/exercise';
import { course } from '../../content/index';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

interface ServedQuiz {
  where: { chapter: number; level: number; exercise: number };
  options: string[];
  right: string;
}

function quizzes(served: CourseResponse): ServedQuiz[] {
  return served.chapters.flatMap((chapter, c) =>
    chapter.levels.flatMap((level, l) =>
      level.exercises.flatMap((exercise, e) => {
        const authored = course.chapters[c].levels[l].exercises[e];
        if (exercise.exerciseType !== 'multiple-choice' || authored.exerciseType !== 'multiple-choice') return [];
        return [{ where: { chapter: c, level: l, exercise: e }, options: exercise.options, right: authored.options[authored.correctOptionIndex] }];
      }),
    ),
  );
}

describe.each(testDatabaseKinds)('multiple-choice option order on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const courseFor = async (user: TestUser) => courseResponseSchema.parse(await (await user.request('/api/course')).json());

  it('serves two learners different orders, each stable across visits and holding the same options', async () => {
    const ada = await server.signUp();
    const bob = await server.guest();
    const adaQuizzes = quizzes(await courseFor(ada));
    const bobQuizzes = quizzes(await courseFor(bob));
    expect(quizzes(await courseFor(ada))).toEqual(adaQuizzes);
    const differing = adaQuizzes.filter((q, i) => JSON.stringify(q.options) !== JSON.stringify(bobQuizzes[i].options));
    // Two random orders of 3–4 options match by chance about one time in 10: most quizzes must differ.
    expect(differing.length).toBeGreaterThan(adaQuizzes.length / 2);
    adaQuizzes.forEach((q, i) => expect([...q.options].sort()).toEqual([...bobQuizzes[i].options].sort()));
  });

  it('judges an attempt by the served index: the right answer where this learner sees it is correct', async () => {
    const ada = await server.signUp();
    const bob = await server.signUp();
    const adaQuiz = quizzes(await courseFor(ada)).find((q) => q.options.length > 2) as ServedQuiz;
    const bobQuiz = quizzes(await courseFor(bob)).find((q) => JSON.stringify(q.where) === JSON.stringify(adaQuiz.where)) as ServedQuiz;
    const attempt = (user: TestUser, option: number) =>
      user.request('/api/attempts', { method: 'POST', json: { ...adaQuiz.where, answer: { option } } }).then((r) => r.json() as Promise<{ correct: boolean }>);
    expect(await attempt(ada, adaQuiz.options.indexOf(adaQuiz.right))).toMatchObject({ correct: true });
    expect(await attempt(bob, bobQuiz.options.indexOf(bobQuiz.right))).toMatchObject({ correct: true });
    const wrongForAda = adaQuiz.options.findIndex((o) => o !== adaQuiz.right);
    expect(await attempt(ada, wrongForAda)).toMatchObject({ correct: false });
  });

  it('never serves a quiz in its authored order to everyone: visitors get one shuffled order too', async () => {
    const visitor = courseResponseSchema.parse(await (await server.request('/api/course')).json());
    const authored = quizzes(visitor).map((q) => {
      const a = course.chapters[q.where.chapter].levels[q.where.level].exercises[q.where.exercise];
      return a.exerciseType === 'multiple-choice' ? a.options : [];
    });
    const reordered = quizzes(visitor).filter((q, i) => JSON.stringify(q.options) !== JSON.stringify(authored[i]));
    expect(reordered.length).toBeGreaterThan(0);
  });
});
