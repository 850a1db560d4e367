// Server configuration from environment variables; README "Configuration" documents each one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
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

/** Signs sessions when AUTH_SECRET is not set under NODE_ENV development or test: public, never for serving. */
export const DEVELOPMENT_AUTH_SECRET = 'ohmlet-development-secret-change-me-in-production';

/** Where a server without AUTH_SECRET keeps the secret it generated, inside its PGlite data folder. */
export const AUTH_SECRET_FILE = 'auth-secret';

/** Why a given AUTH_SECRET is too weak to sign sessions, or undefined when it will do. */
export function weakSecretReason(secret: string): string | undefined {
  if (secret === DEVELOPMENT_AUTH_SECRET) return 'is the public development value';
  if (secret.length < 32) return 'is shorter than 32 characters';
  if (/^(.+?)\1+$/s.test(secret)) return 'is one short piece repeated';
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const bitsPerChar = [...counts.values()].reduce((bits, n) => bits - (n / secret.length) * Math.log2(n / secret.length), 0);
  if (bitsPerChar * secret.length < 128) return 'has too little randomness (few different characters)';
  return undefined;
}

export type AuthSecretChoice =
  | { secret: string; note?: string }
  | { problem: string };

/**
 * The secret that signs sessions (docs/deploy.md "The session secret"): AUTH_SECRET when set and strong;
 * under NODE_ENV development or test the public development value; otherwise one generated at random
 * into the PGlite data folder on first start and read from there afterwards. With PostgreSQL (several
 * servers must share one secret) or an in-memory database there is nowhere to keep it: refused.
 */
export function chooseAuthSecret(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, env: NodeJS.ProcessEnv = process.env): AuthSecretChoice {
  const developing = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  const given = env.AUTH_SECRET;
  if (given) {
    const weak = developing ? undefined : weakSecretReason(given);
    return weak ? { problem: `AUTH_SECRET ${weak}. Set it to a long random value, e.g. \`openssl rand -hex 32\`.` } : { secret: given };
  }
  if (developing) return { secret: DEVELOPMENT_AUTH_SECRET };
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) {
    return { problem: 'AUTH_SECRET is not set. Set it to a long random value, e.g. `openssl rand -hex 32` (every server of one database needs the same one).' };
  }
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (!weakSecretReason(stored)) return { secret: stored };
    return { problem: `${file} does not hold a usable secret; delete it to make a new one, or set AUTH_SECRET.` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return { problem: `Cannot read ${file}: ${(error as Error).message}` };
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': a second process starting at the same moment keeps the first one's secret.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return chooseAuthSecret(config, env);
    return { problem: `Cannot write ${file}: ${(error as Error).message}` };
  }
  return { secret, note: `AUTH_SECRET is not set: generated one into ${file} (keep it with the data).` };
}

/**
 * What is wrong with the settings, said so the operator can fix it, or undefined. Checked before the
 * server starts: a BASE_URL like '/' would otherwise pass until the first sign-in, and crash it there.
 */
export function settingsProblem(config: Pick<ServerConfig, 'port' | 'baseUrl'>): string | undefined {
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65535) return `PORT must be a whole number from 0 to 65535 (it is "${config.port}").`;
  let url: URL;
  try {
    url = new URL(config.baseUrl);
  } catch {
    return `BASE_URL must be the address people open, like https://ohmlet.example.org (it is "${config.baseUrl}").`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `BASE_URL must start with http:// or https:// (it is "${config.baseUrl}").`;
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
