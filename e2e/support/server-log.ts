// Reads the e2e server's log (inject('serverLogPath')): without SMTP the server prints each
// outbox mail there, which is how the reset-password test gets its link.
import fs from 'node:fs';
import { inject } from 'vitest';

/** The newest link in a mail logged to `email`, waiting up to `timeoutMs` for it to appear. */
export async function waitForMailedLink(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const log = fs.readFileSync(inject('serverLogPath'), 'utf8');
    // The mail's header line (mailer.ts), not a mention of the address in another mail's text.
    const start = log.lastIndexOf(`[mail outbox] to ${email}:`);
    if (start >= 0) {
      const link = /https?:\/\/\S+/.exec(log.slice(start));
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email} appeared in the server log`);
}
