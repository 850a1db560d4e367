// The signed-in user of a request, or a 401 'Sign in required.' (docs/api.md "Conventions").
import type { Context } from 'hono';
import type { AppDeps } from '../app-env';
import { signInRequired } from '../http-error';
import type { SessionUser } from './auth-service';

export async function requireUser(c: Context, deps: Pick<AppDeps, 'auth'>): Promise<SessionUser> {
  const user = await deps.auth.getUser(c.req.raw.headers);
  if (!user) throw signInRequired();
  return user;
}
