import { sql, type Kysely, type Migration } from 'kysely'
import { isPostgres } from './migration-dialect.ts'

/*
 * The staff area's audit trail (issue 13): one row per thing a person did, append-only. Same
 * portable rules as the first migration (text and integer columns, ISO-8601 UTC text instants),
 * with two things each dialect writes its own way:
 * - the key counts up by itself: `integer primary key autoincrement` on SQLite (never reuses a
 *   number), an identity column on PostgreSQL (Kysely's `autoIncrement()` compiles to MySQL's
 *   `auto_increment` there, which PostgreSQL refuses);
 * - triggers refuse every UPDATE and DELETE (and TRUNCATE on PostgreSQL, which skips row
 *   triggers), so not even a hand-typed query or a bug rewrites history. Only dropping the table
 *   gets past them.
 * `actor_id` has no foreign key: staff accounts are disabled, never deleted, and a failed sign-in
 * has no account at all.
 */

/** What the database answers to a change; the same words on both dialects. */
const REFUSED = 'audit_events is append-only'

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */

export const auditTrail: Migration = {
  async up(db: Kysely<any>) {
    const postgres = isPostgres(db)
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'integer', (column) =>
        postgres ? column.primaryKey().generatedAlwaysAsIdentity() : column.primaryKey().autoIncrement(),
      )
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_email', 'text')
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('target_type', 'text')
      .addColumn('target_id', 'text')
      // JSON object, or null.
      .addColumn('detail', 'text')
      .addColumn('ip', 'text')
      .execute()
    // One index per filter of the panel's list, each ending in the instant it sorts by.
    await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute()
    await db.schema.createIndex('audit_events_actor_email_at').on('audit_events').columns(['actor_email', 'at']).execute()
    await db.schema.createIndex('audit_events_action_at').on('audit_events').columns(['action', 'at']).execute()

    if (postgres) {
      await sql`
        create function audit_events_refuse_change() returns trigger language plpgsql as $$
        begin
          raise exception '${sql.raw(REFUSED)}: % refused', tg_op;
        end
        $$
      `.execute(db)
      await sql`
        create trigger audit_events_no_change before update or delete on audit_events
        for each row execute function audit_events_refuse_change()
      `.execute(db)
      await sql`
        create trigger audit_events_no_truncate before truncate on audit_events
        for each statement execute function audit_events_refuse_change()
      `.execute(db)
    } else {
      for (const operation of ['update', 'delete'] as const) {
        await sql`
          create trigger ${sql.id(`audit_events_no_${operation}`)} before ${sql.raw(operation)} on audit_events
          begin
            select raise(abort, '${sql.raw(REFUSED)}: ${sql.raw(operation.toUpperCase())} refused');
          end
        `.execute(db)
      }
    }
  },

  async down(db: Kysely<any>) {
    // Dropping the table drops its triggers; the function is PostgreSQL's alone.
    await db.schema.dropTable('audit_events').execute()
    if (isPostgres(db)) await sql`drop function audit_events_refuse_change()`.execute(db)
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
