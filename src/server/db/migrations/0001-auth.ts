// better-auth's tables (user, session, account, verification, rateLimit), fixed here so both PGlite and
// PostgreSQL get the same schema from our own versioned migrations. Columns match better-auth 1.7's
// getSchema() with the anonymous plugin (isAnonymous) and database rate-limit storage; camelCase names
// are better-auth's own field names.
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const authTables: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('user')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('emailVerified', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('image', 'text')
      .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('isAnonymous', 'boolean', (col) => col.defaultTo(false))
      .execute();

    await db.schema
      .createTable('session')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
      .addColumn('token', 'text', (col) => col.notNull().unique())
      .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updatedAt', 'timestamptz', (col) => col.notNull())
      .addColumn('ipAddress', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

    await db.schema
      .createTable('account')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('accountId', 'text', (col) => col.notNull())
      .addColumn('providerId', 'text', (col) => col.notNull())
      .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
      .addColumn('accessToken', 'text')
      .addColumn('refreshToken', 'text')
      .addColumn('idToken', 'text')
      .addColumn('accessTokenExpiresAt', 'timestamptz')
      .addColumn('refreshTokenExpiresAt', 'timestamptz')
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updatedAt', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

    await db.schema
      .createTable('verification')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('identifier', 'text', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
      .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

    await db.schema
      .createTable('rateLimit')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('key', 'text', (col) => col.notNull().unique())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addColumn('lastRequest', 'bigint', (col) => col.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['rateLimit', 'verification', 'account', 'session', 'user']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
