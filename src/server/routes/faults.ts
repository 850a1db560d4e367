// POST /api/faults/measure (docs/api.md "Fault finding"): the meter on one piece of a fault exercise's
// faulty circuit, read from the server's solve of it (faults/fault-plans.ts, or faults/practice-faults.ts
// for fault practice, on a worker thread), and the learner's count of measurements there since their
// last attempt. Signed in (guests too), counted like simulations. The reply is the reading only: never
// the fault, whatever the cell.
import { measureRequestSchemaFor, type MeasureResponse } from '../../api/index';
import { type FaultPlan, findExercise } from '../../content/index';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { recordMeasurement } from '../faults/fault-measurements';
import { partIndex, placeOf, planOf } from '../faults/fault-plans';
import { faultPracticeOf, practicePlace } from '../faults/practice-faults';
import { countHeavy, MEASURE_LIMIT } from '../heavy-limit';
import { HttpError } from '../http-error';
import { faultPracticeChapter } from '../practice/practice-kind';
import { priorityOf } from '../work/work-pool';

export const registerFaultRoutes: RouteModule = (app, deps) => {
  app.post('/api/faults/measure', async (c) => {
    const user = await requireUser(c, deps);
    await countHeavy(c, deps, MEASURE_LIMIT);
    const body: unknown = await c.req.json();
    const request = measureRequestSchemaFor(body).parse(body);
    const { cell } = request;
    let place: string;
    let plan: FaultPlan;
    if ('seed' in request) {
      const chapter = faultPracticeChapter(request.chapter);
      place = practicePlace(chapter, request.seed);
      plan = (await faultPracticeOf(request.seed, priorityOf(user))).plan;
    } else {
      const { cell: _cell, ...location } = request;
      const exercise = findExercise(location);
      if (!exercise) throw new HttpError(404, 'There is no such exercise.');
      if (exercise.exerciseType !== 'fault') throw new HttpError(400, 'exercise: only a fault-finding exercise has a meter.', 'exercise');
      place = placeOf(location);
      plan = await planOf(location, priorityOf(user));
    }
    const part = partIndex(plan, cell);
    if (part < 0) throw new HttpError(400, `cell: there is no piece with two ends to measure at row ${cell.row}, column ${cell.col}.`, 'cell');
    const reading = plan.table.readings[0][part]; // candidate 0 is the real fault
    const measurements = await recordMeasurement(deps.database, user.id, place, cell);
    const response: MeasureResponse = { voltage: reading.voltage, current: reading.current, measurements };
    return c.json(response);
  });
};
