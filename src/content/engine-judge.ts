// The real judge for the content checks: the same engine and goal check the server uses for attempts.
import { checkGoal, simulate } from '../engine/index';
import type { Judge } from './check';

export const engineJudge: Judge = {
  // Probe data is always read: measurement goals need it, and it changes nothing else.
  simulate: (grid) => simulate({ grid, probe: true }),
  checkGoal: (result, goal, tags) => checkGoal(result, goal, tags),
};
