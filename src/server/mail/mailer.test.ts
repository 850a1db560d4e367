// The local outbox (no SMTP_URL): a sent mail can be read back, and mail older than a week is dropped
// when the next one is sent, so the table does not grow for ever. On PGlite and PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';
import { createMailer, latestOutboxMail, OUTBOX_KEEP_DAYS } from './mailer';

describe.each(testDatabaseKinds)('outbox mailer on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps new mail readable and drops mail older than the keep period', async () => {
    const { db } = server.database;
    await db
      .insertInto('outbox')
      .values({ to_address: 'old@example.com', subject: 'old', text_body: 'old link', created_at: sql<Date>`now() - make_interval(days => ${OUTBOX_KEEP_DAYS + 1})` })
      .execute();
    await db.insertInto('outbox').values({ to_address: 'recent@example.com', subject: 'recent', text_body: 'recent link', created_at: sql<Date>`now() - interval '1 day'` }).execute();

    const mailer = createMailer(server.config, server.database);
    await mailer.send({ to: 'new@example.com', subject: 'Reset your ohmlet password', text: 'new link' });

    expect(await latestOutboxMail(server.database, 'new@example.com')).toEqual({ to: 'new@example.com', subject: 'Reset your ohmlet password', text: 'new link' });
    expect(await latestOutboxMail(server.database, 'recent@example.com')).toMatchObject({ subject: 'recent' });
    expect(await latestOutboxMail(server.database, 'old@example.com')).toBeUndefined();
  });
});
