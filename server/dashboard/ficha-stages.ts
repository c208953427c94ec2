import type { QueueStatus } from '#contracts/queues.ts'
import type { QueueRowChange } from '#server/db/queue-items.ts'
import type { AdmissionFormsTable } from '#server/db/schema.ts'

/*
 * Issue 38, the funnel: the moment a ficha first reaches each stage after Nueva is kept on its row
 * (the migration ficha-stages filled older fichas from the audit trail), so the dashboard counts
 * and times the steps without reading the trail.
 */

type StageColumn = 'contactada_at' | 'cita_agendada_at' | 'inscrita_at'

/** The funnel's stages after Nueva, in order, each with the column of the moment it was reached. */
export const FICHA_STAGE_COLUMNS = [
  { status: 'contactada', column: 'contactada_at' },
  { status: 'cita-agendada', column: 'cita_agendada_at' },
  { status: 'inscrita', column: 'inscrita_at' },
] as const satisfies readonly { status: QueueStatus<'fichas'>; column: StageColumn }[]

/** What a move of the ficha to `to` sets: the stage's moment, the first time only (a new appointment keeps it). */
export function stageReached(row: Pick<AdmissionFormsTable, StageColumn>, to: string, now: Date): QueueRowChange {
  const stage = FICHA_STAGE_COLUMNS.find((candidate) => candidate.status === to)
  if (stage === undefined || row[stage.column] !== null) return {}
  return { [stage.column]: now.toISOString() }
}
