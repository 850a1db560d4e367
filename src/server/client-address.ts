// Who is calling, for rate limits: the socket's address, or the first X-Forwarded-For entry when
// TRUST_PROXY is set (behind a reverse proxy). A client cannot pick its own bucket otherwise.
import type { Context } from 'hono';

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // @hono/node-server puts the Node request in c.env.incoming; in-process requests (tests) have none.
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** The rate-limit subject of a request: the signed-in user, else the client address. */
export async function callerKey(c: Context, deps: { auth: { getUser(headers: Headers): Promise<{ id: string } | null> }; trustProxy: boolean }): Promise<string> {
  const user = c.req.header('cookie') ? await deps.auth.getUser(c.req.raw.headers) : null;
  return user ? `user|${user.id}` : `address|${clientAddress(c, deps.trustProxy)}`;
}
