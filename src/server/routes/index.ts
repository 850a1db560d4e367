// The explicit list of every API route module; app.ts registers them in this order.
import type { RouteModule } from '../app-env';
import { registerHealthRoutes } from './health';

export const routeModules: RouteModule[] = [
  registerHealthRoutes,
];
