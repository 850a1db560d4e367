// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise the mail lands in the
// `outbox` table and its text is printed to the server log, so password reset works out of the box
// (docs/architecture.md "Mail") and tests can read the link.
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import type { ServerConfig } from '../config';

/** Outbox mail is only for reading a reset link (valid for an hour): a week later it is dropped. */
export const OUTBOX_KEEP_DAYS = 7;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: ServerConfig, database: Database): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    send: async (mail) => {
      await database.db
        .insertInto('outbox')
        .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text })
        .execute();
      await database.db
        .deleteFrom('outbox')
        .where('created_at', '<', sql<Date>`now() - make_interval(days => ${OUTBOX_KEEP_DAYS})`)
        .execute();
      console.log(`[mail outbox] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}

/** The newest outbox mail to an address (tests and the local reset flow read it). */
export async function latestOutboxMail(database: Database, to: string): Promise<Mail | undefined> {
  const row = await database.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { to: row.to_address, subject: row.subject, text: row.text_body };
}
