import type { Kysely, Migration } from 'kysely'

/*
 * Issue 38, follow-ups on time: a task on a queue's item (the queue and the folio), due on a day
 * `YYYY-MM-DD` at the institute, done by one staff member; `done_at` stays null while it is open.
 * The columns stay plain so the funnel dashboard can count open and overdue tasks per person.
 *
 * `task_digests` holds one row per person and day once their daily digest is enqueued: its primary
 * key makes a second server, or a restart, find the day taken and send nothing.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const tasks: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('tasks')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('queue', 'text', (column) => column.notNull())
      .addColumn('folio', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('due_on', 'text', (column) => column.notNull())
      .addColumn('assignee_id', 'text', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('done_at', 'text')
      .addColumn('done_by', 'text')
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
      .execute()
    // A person's open tasks by due day (the home, the digest, the dashboard's count per person).
    await db.schema.createIndex('tasks_assignee_open_due_on').on('tasks').columns(['assignee_id', 'done_at', 'due_on']).execute()
    // An item's tasks.
    await db.schema.createIndex('tasks_item').on('tasks').columns(['queue', 'folio']).execute()

    await db.schema
      .createTable('task_digests')
      .addColumn('staff_id', 'text', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('task_digests_pk', ['staff_id', 'day'])
      .execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('task_digests').execute()
    await db.schema.dropIndex('tasks_item').execute()
    await db.schema.dropIndex('tasks_assignee_open_due_on').execute()
    await db.schema.dropTable('tasks').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
