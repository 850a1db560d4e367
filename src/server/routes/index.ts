// The explicit list of every API route module; app.ts registers them in this order.
import type { RouteModule } from '../app-env';
import { registerHealthRoutes } from './health';
import { registerAuthRoutes } from './auth';
import { registerMeRoutes } from './me';
import { registerMeEventsRoutes } from './me-events';
import { registerLeaderboardRoutes } from './leaderboard';
import { registerSimulateRoutes } from './simulate';
import { registerSchematicRoutes } from './schematic';
import { registerAttemptRoutes } from './attempts';
import { registerCourseRoutes } from './course';
import { registerProjectRoutes } from './projects';
import { registerGenerateLevelRoutes } from './generate-level';
import { registerLevelRoutes } from './levels';
import { registerHintRoutes } from './hints';
import { registerClassRoutes } from './classes';
import { registerClassLearnerRoutes } from './class-learners';
import { registerClassLevelRoutes } from './class-levels';
import { registerStreakRoutes } from './streak';
import { registerPracticeRoutes } from './practice';
import { registerFaultRoutes } from './faults';

export const routeModules: RouteModule[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerMeRoutes,
  registerMeEventsRoutes,
  registerLeaderboardRoutes,
  registerSimulateRoutes,
  registerSchematicRoutes,
  registerAttemptRoutes,
  registerCourseRoutes,
  registerProjectRoutes,
  registerGenerateLevelRoutes,
  registerLevelRoutes,
  registerHintRoutes,
  registerClassRoutes,
  registerClassLearnerRoutes,
  registerClassLevelRoutes,
  registerStreakRoutes,
  registerPracticeRoutes,
  registerFaultRoutes,
];
