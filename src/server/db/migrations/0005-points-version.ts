// A version counter on each learner's points (users.points_version), raised by the database itself on
// every change of points, whoever makes it. Live points events carry it, so a page that receives
// events out of order (several instances, NOTIFY from each) keeps the newest total (docs/deploy.md).
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const pointsVersion: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('points_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await sql`
      create function users_bump_points_version() returns trigger language plpgsql as $$
      begin
        if new.points is distinct from old.points then
          new.points_version := old.points_version + 1;
        end if;
        return new;
      end
      $$`.execute(db);
    await sql`
      create trigger users_points_version before update of points on users
      for each row execute function users_bump_points_version()`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop trigger if exists users_points_version on users`.execute(db);
    await sql`drop function if exists users_bump_points_version()`.execute(db);
    await db.schema.alterTable('users').dropColumn('points_version').execute();
  },
};
