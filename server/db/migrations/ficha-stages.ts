import type { Kysely, Migration } from 'kysely'
import { sql } from 'kysely'

/*
 * Issue 38, the funnel: when each ficha first reached Contactada, Cita agendada and Inscrita
 * (ISO-8601 UTC text like every instant), set by the workflow from now on. Older fichas get them
 * from the audit trail: the first `status-changed` event of the ficha whose detail moved it there
 * (`{"de":…,"a":"contactada"}`, JSON written without spaces); a ficha never moved keeps nulls.
 *
 * Two covering indexes serve the dashboard at 100,000 fichas: the received-in-period counts by week,
 * campus, carrera, level and source, and the funnel's counts and times, are read from the index
 * alone, without the rows' wide text columns.
 */

const STAGES = [
  { column: 'contactada_at', status: 'contactada' },
  { column: 'cita_agendada_at', status: 'cita-agendada' },
  { column: 'inscrita_at', status: 'inscrita' },
] as const

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const fichaStages: Migration = {
  async up(db: Kysely<any>) {
    for (const { column } of STAGES) await db.schema.alterTable('admission_forms').addColumn(column, 'text').execute()
    for (const { column, status } of STAGES) {
      await sql`
        update admission_forms set ${sql.ref(column)} = (
          select min(audit_events.at) from audit_events
          where audit_events.target_type = 'ficha' and audit_events.target_id = admission_forms.folio
            and audit_events.action = 'status-changed' and audit_events.detail like ${`%"a":"${status}"%`}
        )`.execute(db)
    }
    await db.schema
      .createIndex('admission_forms_dashboard_counts')
      .on('admission_forms')
      .columns(['created_at', 'campus', 'carrera', 'nivel_estudio', 'origen_fuente'])
      .execute()
    await db.schema
      .createIndex('admission_forms_dashboard_stages')
      .on('admission_forms')
      .columns(['created_at', 'campus', 'contactada_at', 'cita_agendada_at', 'inscrita_at'])
      .execute()
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('admission_forms_dashboard_stages').execute()
    await db.schema.dropIndex('admission_forms_dashboard_counts').execute()
    for (const { column } of [...STAGES].reverse()) await db.schema.alterTable('admission_forms').dropColumn(column).execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
