// The real judge for the content checks: the same engine and goal check the server uses for attempts.
import { checkGoal, simulate } from '../engine/index';
import type { Judge } from './check';

export const engineJudge: Judge = {
  simulate: (grid) => simulate({ grid }),
  checkGoal: (result, goal, tags) => checkGoal(result, goal, tags),
};
