// POST /api/attempts {where, answer} against the real app, engine and database (PGlite, and PostgreSQL
// with TEST_DATABASE_URL): for every source — the course's kinds, a project, a community level, circuit
// and fault practice, the schematic game — the same answers sent in the old form by one fresh learner
// and in the new form by another get the same replies and leave the same points, progress, completion
// and streak behind. A bad `where` or a wrong answer shape is a 400 naming the field; an unknown
// exercise is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResponseSchema } from '../../api/attempts';
import { storedLevelSchema } from '../../api/levels';
import { course, findExercise } from '../../content/index';
import { optionOrder, placeOf } from '../../learning/index';
import { practiceKind } from '../../learning/practice-chapters';
import { puzzleFromLevel } from '../../puzzle/solver-puzzle';
import { faultPractice, practiceLesson } from '../../generator';
import { buildCircuit } from '../../schematic';
import { applySolution, startGrid as practiceStart } from '../../solver';
import { chapterExercises, solvedGrid, startGrid } from '../../../test/support/server/course-answers';
import { gapGrid } from '../../../test/support/server/gap-grid';
import { gapLevel } from '../../../test/support/server/sample-levels';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

const ZONE = { 'x-time-zone': 'Europe/Paris' };

const circuit = chapterExercises('circuit')[0]!;
const quiz = chapterExercises('multiple-choice')[0]!;
const card = chapterExercises('info')[0]!;
const fault = chapterExercises('fault')[0]!;
const faultRight = { row: fault.exercise.fault.row, col: fault.exercise.fault.col };

const FAULT_CHAPTER = course.chapters.findIndex((chapter) => practiceKind(chapter) === 'fault');
const FAULT_SEED = 3;
const faultSeed = faultPractice(FAULT_SEED);
const faultSeedRight = { row: faultSeed.exercise.fault.row, col: faultSeed.exercise.fault.col };
const faultSeedWrong = faultSeed.plan.table.parts.find((p) => p.row !== faultSeedRight.row || p.col !== faultSeedRight.col)!;

const practice = practiceLesson(0, 3);
const practicePuzzle = puzzleFromLevel(practice.level);

/** Standard question 0's answer (the 9 V battery and 1 kΩ in a loop), and the same loop with a 2 kΩ. */
const schematicLoop = (ohms: number) =>
  buildCircuit(
    [
      { id: 'b1', type: 'battery', value: 9 },
      { id: 'r1', type: 'resistor', value: ohms },
    ],
    [
      ['b1.output', 'r1.input'],
      ['r1.output', 'b1.input'],
    ],
  );

/** The egg timer's level 1: every exercise, so its last one completes the project level. */
const eggLevel = Array.from({ length: 20 }, (_, exercise) => ({ project: 'egg', level: 1, exercise })).filter((where) => findExercise(where));

/** One answer as the old form and the new form send it, per learner (a quiz option follows each learner's own order). */
interface Pair {
  label: string;
  old: { path: string; body: (user: TestUser) => unknown };
  where: unknown;
  answer: (user: TestUser) => unknown;
}

/** Timestamps differ between two learners; everything else recorded must not. */
function withoutTimestamps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimestamps);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'timestamp').map(([key, inner]) => [key, withoutTimestamps(inner)]));
  }
  return value;
}

describe.each(testDatabaseKinds)('POST /api/attempts {where, answer} on %s', (kind) => {
  let server: TestServer;
  let levelId = '';
  beforeAll(async () => {
    server = await startTestServer(kind);
    const creator = await server.signUp();
    const response = await creator.request('/api/levels', { json: gapLevel('Where gap') });
    levelId = storedLevelSchema.parse(await response.json()).id;
  });
  afterAll(async () => server?.close());

  const post = (user: TestUser, path: string, body: unknown) => user.request(path, { method: 'POST', json: body, headers: ZONE });
  const served = (user: TestUser, content: number) => optionOrder(user.id, placeOf(quiz.where), quiz.exercise.options.length).indexOf(content);
  const wrongQuizOption = quiz.exercise.correctOptionIndex === 0 ? 1 : 0;

  /** What a learner's attempts leave behind: points, progress, schematic completion, streak, community progress. */
  async function recorded(user: TestUser) {
    const me = (await (await user.request('/api/me')).json()) as Record<string, unknown>;
    const streak = await (await user.request('/api/me/streak', { headers: ZONE })).json();
    const community = await server.database.db
      .selectFrom('community_progress')
      .select(['level_id', 'star_achieved'])
      .where('user_id', '=', user.id)
      .execute();
    return withoutTimestamps({ points: me.points, progress: me.progress, schematicCompletion: me.schematicCompletion, streak, community });
  }

  /** Sends each pair's answer in the old form as one fresh learner and in the new form as another: same replies, same records. */
  async function sameBothWays(pairs: Pair[]) {
    const [oldUser, newUser] = [await server.signUp(), await server.signUp()];
    for (const pair of pairs) {
      const before = await post(oldUser, pair.old.path, pair.old.body(oldUser));
      const after = await post(newUser, '/api/attempts', { where: pair.where, answer: pair.answer(newUser) });
      const [beforeBody, afterBody] = [await before.json(), await after.json()];
      expect(after.status, `${pair.label}: ${JSON.stringify(afterBody)}`).toBe(before.status);
      expect(before.status, `${pair.label}: ${JSON.stringify(beforeBody)}`).toBe(200);
      if (pair.old.path === '/api/schematic/attempts') {
        const reply = attemptResponseSchema.parse(afterBody);
        // The old schematic reply is {correct, message, explanation?}: the new one's verdict and feedback carry the same.
        expect({ correct: reply.correct, message: reply.feedback.message, details: reply.feedback.details }, pair.label).toEqual({
          correct: beforeBody.correct,
          message: beforeBody.message,
          details: beforeBody.explanation ? [beforeBody.explanation] : [],
        });
        // Each question is answered wrong then right: completed from the right answer on.
        expect(reply.completed, pair.label).toBe(beforeBody.correct);
      } else {
        expect(afterBody, pair.label).toEqual(beforeBody);
      }
    }
    const records = [await recorded(oldUser), await recorded(newUser)];
    expect(records[1]).toEqual(records[0]);
    return records[1] as { points: number; streak: { days: number }; community: unknown[] };
  }

  const courseAnswer = (where: object, label: string, answer: (user: TestUser) => unknown): Pair => ({
    label,
    old: { path: '/api/attempts', body: (user) => ({ ...where, answer: answer(user) }) },
    where,
    answer,
  });

  it('the course: a circuit, a quiz, an info card and a fault, wrong then right — same replies, points, star, progress and streak', async () => {
    const after = await sameBothWays([
      courseAnswer(circuit.where, 'circuit wrong', () => ({ grid: startGrid(circuit.exercise) })),
      courseAnswer(circuit.where, 'circuit right', () => ({ grid: solvedGrid(circuit.exercise) })),
      courseAnswer(quiz.where, 'quiz wrong', (user) => ({ option: served(user, wrongQuizOption) })),
      courseAnswer(quiz.where, 'quiz right', (user) => ({ option: served(user, quiz.exercise.correctOptionIndex) })),
      courseAnswer(card.where, 'info', () => ({ viewed: true })),
      courseAnswer(fault.where, 'fault right', () => ({ suspect: faultRight })),
    ]);
    expect(after.points).toBeGreaterThan(0);
    expect(after.streak.days).toBe(1);
  });

  it('a project: its level completed by its last exercise, no points', async () => {
    const after = await sameBothWays(eggLevel.map((where) => courseAnswer(where, `egg ${where.exercise}`, () => ({ viewed: true }))));
    expect(after.points).toBe(0);
  });

  it('a community level: wrong then right, recorded in community progress', async () => {
    const pair = (close: boolean): Pair => ({
      label: `community ${close}`,
      old: { path: '/api/attempts', body: () => ({ levelId, answer: { grid: gapGrid(close) } }) },
      where: { levelId },
      answer: () => ({ grid: gapGrid(close) }),
    });
    const after = await sameBothWays([pair(false), pair(true)]);
    expect(after.community).toHaveLength(1);
  });

  it('practice: a circuit level and a fault seed, wrong then right — no points, the streak', async () => {
    const circuitPair = (label: string, grid: unknown): Pair => ({
      label,
      old: { path: '/api/practice/attempts', body: () => ({ chapter: 0, seed: 3, answer: { grid } }) },
      where: { practice: 0, seed: 3 },
      answer: () => ({ grid }),
    });
    const faultPair = (label: string, suspect: { row: number; col: number }): Pair => ({
      label,
      old: { path: '/api/practice/attempts', body: () => ({ chapter: FAULT_CHAPTER, seed: FAULT_SEED, answer: { suspect } }) },
      where: { practice: FAULT_CHAPTER, seed: FAULT_SEED },
      answer: () => ({ suspect }),
    });
    const after = await sameBothWays([
      circuitPair('practice wrong', practiceStart(practicePuzzle)),
      circuitPair('practice right', applySolution(practicePuzzle, practice.solution)),
      faultPair('fault practice wrong', { row: faultSeedWrong.row, col: faultSeedWrong.col }),
      faultPair('fault practice right', faultSeedRight),
    ]);
    expect(after.points).toBe(0);
    expect(after.streak.days).toBe(1);
  });

  it('the schematic game: wrong then right, the same verdict and completion', async () => {
    const pair = (label: string, ohms: number): Pair => ({
      label,
      old: { path: '/api/schematic/attempts', body: () => ({ levelId: 'standard', index: 0, ...schematicLoop(ohms) }) },
      where: { schematic: 'standard', index: 0 },
      answer: () => schematicLoop(ohms),
    });
    await sameBothWays([pair('schematic wrong', 2000), pair('schematic right', 1000)]);
    const user = await server.signUp();
    const right = attemptResponseSchema.parse(
      await (await post(user, '/api/attempts', { where: { schematic: 'standard', index: 0 }, answer: schematicLoop(1000) })).json(),
    );
    expect(right).toMatchObject({ correct: true, completed: true, pointsAwarded: 0, points: 0, feedback: { message: 'You’re correct!', details: [] } });
  });

  it('answers a bad where or a wrong answer shape with 400 naming the field, an unknown exercise with 404', async () => {
    const user = await server.signUp();
    const send = async (body: unknown) => {
      const response = await post(user, '/api/attempts', body);
      return { status: response.status, body: (await response.json()) as { error: string; field?: string } };
    };
    const refused = async (body: unknown, field: string, status = 400) => {
      const reply = await send(body);
      expect(reply, JSON.stringify(body)).toMatchObject({ status, body: { field } });
    };
    const viewed = { viewed: true };
    await refused({ where: 3, answer: viewed }, 'where');
    await refused({ where: { ...card.where, chapter: -1 }, answer: viewed }, 'where.chapter');
    await refused({ where: { ...card.where, userId: 'someone' }, answer: viewed }, 'where.userId');
    await refused({ where: { project: '', level: 0, exercise: 0 }, answer: viewed }, 'where.project');
    await refused({ where: { levelId: 'not-a-uuid' }, answer: viewed }, 'where.levelId');
    await refused({ where: { practice: 0, seed: -1 }, answer: viewed }, 'where.seed');
    await refused({ where: { practice: 42, seed: 1 }, answer: { grid: [[null]] } }, 'where.practice');
    await refused({ where: { schematic: 'expert', index: 0 }, answer: viewed }, 'where.schematic');
    await refused({ where: { schematic: 'standard', index: 5 }, answer: viewed }, 'where.index');
    await refused({ where: card.where, answer: 'viewed' }, 'answer');
    await refused({ where: card.where, answer: viewed, extra: 1 }, 'extra');
    await refused({ where: circuit.where, answer: { option: 1 } }, 'answer.grid');
    await refused({ where: circuit.where, answer: { grid: 'none' } }, 'answer.grid');
    await refused({ where: quiz.where, answer: { option: 'a' } }, 'answer.option');
    await refused({ where: quiz.where, answer: { option: 1, grid: [] } }, 'answer.grid');
    await refused({ where: card.where, answer: { viewed: false } }, 'answer.viewed');
    await refused({ where: fault.where, answer: { option: 0 } }, 'answer.suspect');
    await refused({ where: { levelId }, answer: { viewed: true } }, 'answer.grid');
    await refused({ where: { schematic: 'standard', index: 0 }, answer: { components: [{ id: 'b1' }], lines: [] } }, 'answer.components.0.type');
    const twin = schematicLoop(1000);
    await refused(
      { where: { schematic: 'standard', index: 0 }, answer: { ...twin, components: twin.components.map((part) => ({ ...part, id: 'same' })) } },
      'answer.components.1.id',
    );
    expect((await send({ where: circuit.where, answer: { option: 1 } })).body.error).toBe('answer.grid is required for a circuit exercise.');
    expect((await send({ where: { practice: 0, seed: 3 }, answer: { suspect: { row: 0, col: 0 } } })).body.error).toBe(
      'answer.grid is required for a circuit practice level.',
    );

    const missing = { status: 404, body: { error: 'There is no such exercise.' } };
    expect(await send({ where: { chapter: 0, level: 99, exercise: 0 }, answer: viewed })).toEqual(missing);
    expect(await send({ where: { project: 'no-such-project', level: 0, exercise: 0 }, answer: viewed })).toEqual(missing);
    expect(await send({ where: { levelId: '00000000-0000-4000-8000-000000000000' }, answer: { grid: gapGrid(true) } })).toEqual(missing);
    // Nothing was recorded by any of them.
    expect(await recorded(user)).toMatchObject({ points: 0, streak: { days: 0 } });
  });
});
