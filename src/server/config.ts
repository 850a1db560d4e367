// Server configuration from environment variables; README "Configuration" documents each one.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  /** PGlite data folder when DATABASE_URL is not set; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public base URL of the app, used in mails and OAuth redirects. */
  baseUrl: string;
  authSecret: string;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  /** OpenID issuer for Google sign-in; defaults to Google, tests point it at a local mock. */
  googleIssuer: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  feedbackUrl: string;
  /** Folder of the built page (vite build output). */
  webDir: string;
  /** TRUST_PROXY=1: take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** GUEST_SIGN_INS_PER_HOUR: new guest accounts one client address may make in an hour (guest-cap.ts). */
  guestSignInsPerHour: number;
}

/** A classroom of 30 learners behind one school address makes its guests, and makes them again once. */
export const DEFAULT_GUEST_SIGN_INS_PER_HOUR = 60;

/** Signs sessions when AUTH_SECRET is not set: fine on a laptop, never in production. */
export const DEVELOPMENT_AUTH_SECRET = 'ohmlet-development-secret-change-me-in-production';

/**
 * Why this configuration must not serve production (NODE_ENV=production), or undefined. With the
 * published development secret anyone could forge a session.
 */
export function productionConfigProblem(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV !== 'production') return undefined;
  if (config.authSecret === DEVELOPMENT_AUTH_SECRET || config.authSecret.length < 32) {
    return 'NODE_ENV is production but AUTH_SECRET is not set (or shorter than 32 characters). Set AUTH_SECRET to a long random value, e.g. `openssl rand -hex 32`.';
  }
  return undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir: env.DATA_DIR ?? path.resolve('data'),
    databaseUrl: env.DATABASE_URL || undefined,
    baseUrl: env.BASE_URL ?? `http://localhost:${port}`,
    authSecret: env.AUTH_SECRET || DEVELOPMENT_AUTH_SECRET,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    googleIssuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'ohmlet <no-reply@ohmlet.local>',
    feedbackUrl: env.FEEDBACK_URL ?? 'https://github.com/ohmlet/ohmlet/issues/new',
    webDir: env.WEB_DIR ?? path.resolve('dist/web'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    guestSignInsPerHour: Number(env.GUEST_SIGN_INS_PER_HOUR) || DEFAULT_GUEST_SIGN_INS_PER_HOUR,
  };
}
