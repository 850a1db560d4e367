// The whole Fault finding chapter plays through the API as a learner plays it (docs/faults.md): every
// fault exercise of the course is measured along the planner's tree from the meter's replies alone, the
// part the readings leave is named, and the answer is right with the star within the fewest measurements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { course } from '../../content/index';
import { faultPlan } from '../../content/fault-exercise';
import type { AuthoringFaultExercise } from '../../content/schema';
import { consistentWith, nextMeasurement } from '../../solver';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';

type Where = { chapter: number; level: number; exercise: number };

const faults: { where: Where; exercise: AuthoringFaultExercise }[] = course.chapters.flatMap((chapter, c) =>
  chapter.levels.flatMap((level, l) =>
    level.exercises.flatMap((exercise, e) => (exercise.exerciseType === 'fault' ? [{ where: { chapter: c, level: l, exercise: e }, exercise }] : [])),
  ),
);

describe.each(testDatabaseKinds)('the fault finding chapter on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('plays every fault exercise: measure by the replies, name the one part left, earn the star', { timeout: 120_000 }, async () => {
    expect(faults.length).toBeGreaterThanOrEqual(12);
    const user = await server.signUp();
    for (const { where, exercise } of faults) {
      const plan = faultPlan(exercise);
      const seen: { part: number; reading: { voltage: number; current: number } }[] = [];
      for (let next = nextMeasurement(plan.table, consistentWith(plan.table, seen)); next; next = nextMeasurement(plan.table, consistentWith(plan.table, seen))) {
        const response = await user.request('/api/faults/measure', { method: 'POST', json: { ...where, cell: plan.table.parts[next.part] } });
        expect(response.status).toBe(200);
        const reading = (await response.json()) as { voltage: number; current: number };
        seen.push({ part: next.part, reading });
      }
      // The suspect is read from the replies, not from the exercise's hidden fault.
      const left = consistentWith(plan.table, seen).map((k) => plan.table.candidates[k]);
      const suspects = new Set(left.map((candidate) => `${candidate.row},${candidate.col}`));
      expect(suspects.size, `${exercise.title}: the readings leave one part`).toBe(1);
      const suspect = { row: left[0].row, col: left[0].col };
      const reply = (await (await user.request('/api/attempts', { method: 'POST', json: { ...where, answer: { suspect } } })).json()) as Record<string, unknown>;
      expect(reply, exercise.title).toMatchObject({ correct: true, starAchieved: true, pointsAwarded: 15, measurementsUsed: seen.length, fewestMeasurements: plan.fewest });
      expect(seen.length).toBeLessThanOrEqual(plan.fewest);
    }
  });
});
