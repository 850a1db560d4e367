// The AuthService implemented with better-auth: email + password (6+), guest (anonymous) sign-in with
// a random component name (who keeps what they earned on signing up or in: guest-merge.ts), Google
// through OpenID discovery when configured (GOOGLE_ISSUER lets a local mock stand in), password reset by mail, change of name/email
// (confirmed by password and by the new address, change-email.ts)/password, sign-out. Sessions and rate
// limits live in the database so several instances can share it. The wrapper around better-auth's
// handler trims emails, throttles sign-in/reset per address and email, and maps errors to the texts of docs/product.md "Rules and their texts".
import { betterAuth } from 'better-auth';
import { MIN_PASSWORD_LENGTH } from '../../api/index';
import { sql } from 'kysely';
import { anonymous } from 'better-auth/plugins/anonymous';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { createMailer, type Mailer } from '../mail/mailer';
import { ensureProfile, syncProfileIdentity } from '../db/queries/profiles';
import { toSessionUser, type AuthService } from './auth-service';
import { readSignedCookie } from './signed-cookie';
import { mergeGuestIntoAccount } from './guest-merge';
import { randomGuestName } from './guest-names';
import { CLIENT_ADDRESS_HEADER, prepareAuthRequest, type PreparedAuthRequest } from './auth-request';
import { confirmIdentity, confirmNewAddressMail, oldAddressNoticeMail } from './change-email';
import { dropStaleSessionCookie, startsSession } from './stale-session-cookie';

/** Header the /api/auth mount sets from the socket (incoming copies are dropped), read by better-auth. */
export { CLIENT_ADDRESS_HEADER };

export function googleConfigured(config: ServerConfig): boolean {
  return Boolean(config.googleClientId && config.googleClientSecret);
}

export function createAuth(config: ServerConfig, database: Database, mailer: Mailer = createMailer(config, database)): AuthService {
  const auth = betterAuth({
    appName: 'ohmlet',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // The configured origin, and the origin the request itself was sent to (as app.ts allows), so
    // http://127.0.0.1:PORT works as well as http://localhost:PORT; a foreign Origin still fails.
    trustedOrigins: (request) => [new URL(config.baseUrl).origin, request ? new URL(request.url).origin : null],
    // A failed Google round trip lands on the login page with ?error=<code> rather than an auth page.
    onAPIError: { errorURL: `${config.baseUrl.replace(/\/$/, '')}/login` },
    database: { db: database.db, type: 'postgres' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // Using one reset link ends every other outstanding one: a second mail cannot reset again.
      onPasswordReset: async ({ user }) => {
        await sql`delete from verification where identifier like 'reset-password:%' and value = ${user.id}`.execute(database.db);
      },
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.baseUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your ohmlet password',
          text:
            `Hello ${user.name},\n\nSomeone asked to reset the password of your ohmlet account. ` +
            `Open this link to choose a new password (it works for one hour):\n\n${link}\n\n` +
            `If that was not you, you can ignore this mail.\n`,
        });
      },
    },
    // A new email takes effect when the link mailed to it is opened (change-email.ts checks the caller).
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      sendOnSignUp: false,
      sendVerificationEmail: async ({ user, url }) => mailer.send(confirmNewAddressMail(user.email, user.name, url)),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      // Sign-in and reset are throttled per address and per email by auth-throttle.ts; these are
      // per-address ceilings for the rest, loose enough for a classroom behind one address.
      customRules: {
        '/sign-in/email': false,
        '/request-password-reset': false,
        '/sign-up/email': { window: 60, max: 60 },
        '/sign-in/anonymous': { window: 60, max: 60 },
        '/sign-in/social': { window: 60, max: 30 },
        '/change-password': { window: 60, max: 10 },
        '/change-email': { window: 60, max: 10 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      anonymous({
        generateName: () => randomGuestName(),
        // The guest is removed by mergeGuestIntoAccount, in the transaction that moves what it earned.
        disableDeleteAnonymousUser: true,
        emailDomainName: 'guest.ohmlet.invalid',
        onLinkAccount: async ({ anonymousUser, newUser }) =>
          mergeGuestIntoAccount(database, anonymousUser.user.id, toSessionUser(newUser.user)),
      }),
      ...(googleConfigured(config)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.googleClientId ?? '',
                  clientSecret: config.googleClientSecret ?? '',
                  discoveryUrl: `${config.googleIssuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: { after: async (user) => void (await ensureProfile(database, toSessionUser(user))) },
        update: { after: async (user) => void (await syncProfileIdentity(database, toSessionUser(user))) },
      },
    },
  });

  /** change-email for a caller who proved who they are; the old address hears of it (change-email.ts). */
  async function changeEmail(prepared: PreparedAuthRequest): Promise<Response> {
    const session = await auth.api.getSession({ headers: prepared.request.headers, query: { disableCookieCache: true } }).catch(() => null);
    if (!session) return prepared.finish(await auth.handler(prepared.request));
    const context = await auth.$context;
    const credential = await context.internalAdapter.findCredentialAccount(session.user.id);
    const caller = {
      isGuest: Boolean(session.user.isAnonymous),
      sessionCreatedAt: new Date(session.session.createdAt),
      passwordHash: credential?.password ?? null,
    };
    const refusal = await confirmIdentity(caller, prepared.password, (hash, password) => context.password.verify({ hash, password }));
    if (refusal) return refusal;
    const response = await prepared.finish(await auth.handler(prepared.request));
    const newEmail = prepared.body?.newEmail;
    if (response.ok && typeof newEmail === 'string') {
      await mailer.send(oldAddressNoticeMail(session.user.email, session.user.name, newEmail.toLowerCase()));
    }
    return response;
  }

  return {
    handler: async (request) => {
      const prepared = await prepareAuthRequest(request, { config, database });
      if (prepared instanceof Response) return prepared;
      const route = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
      if (route === '/change-email') return changeEmail(prepared);
      if (!startsSession(route)) return prepared.finish(await auth.handler(prepared.request));
      const context = await auth.$context;
      const names = {
        token: context.authCookies.sessionToken.name,
        companions: [context.authCookies.sessionData.name, context.authCookies.dontRememberToken.name],
        secure: config.baseUrl.startsWith('https:'),
      };
      const checked = await dropStaleSessionCookie(prepared.request, { database, names, secret: context.secret });
      return prepared.finish(checked.finish(await auth.handler(checked.request)));
    },
    getUser: async (headers) => {
      const session = await auth.api.getSession({ headers }).catch(() => null);
      return session ? toSessionUser(session.user) : null;
    },
    sessionCookie: async (headers) => {
      const context = await auth.$context;
      const token = readSignedCookie(headers.get('cookie'), context.authCookies.sessionToken.name, context.secret);
      if (!token) return null;
      // getSession refreshes a session once `updateAge` has passed since it was last extended to
      // `expiresIn`: a row expiring later than now + (expiresIn − updateAge) needs no refresh yet.
      const { expiresIn, updateAge } = context.sessionConfig;
      return { token, validBeyond: new Date(Date.now() + (expiresIn - updateAge) * 1000) };
    },
  };
}

