// What every route module receives: the database, the auth service and the configuration.
// Route modules export `register(app, deps)`; src/server/routes/index.ts lists them all.
import type { Hono } from 'hono';
import type { Database } from './db/database';
import type { AuthService } from './auth/auth-service';
import type { ServerConfig } from './config';

export interface AppDeps {
  config: ServerConfig;
  database: Database;
  auth: AuthService;
}

export type AppEnv = { Variables: Record<string, never> };
export type App = Hono<AppEnv>;
export type RouteModule = (app: App, deps: AppDeps) => void;
