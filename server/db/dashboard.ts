import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/*
 * The funnel dashboard's readings (issue 38) of the fichas received in a period: counts by week,
 * campus, carrera, level and source, and the funnel's counts and median step times. Each is a range
 * on `created_at` (and the campus, when chosen) read from a covering index of the ficha-stages
 * migration, so none reads the rows' wide text columns. PostgreSQL counts in bigint, which pg
 * hands over as text: counts are answered as numbers.
 */

/** The fichas counted: received from `from` (included) to `to` (excluded), ISO-8601 UTC, at one campus or all. */
export interface FichaPeriod {
  readonly from: string
  readonly to: string
  readonly campus: string | undefined
}

type FichasBuilder = ExpressionBuilder<Database, 'admission_forms'>

function inPeriod(eb: FichasBuilder, period: FichaPeriod) {
  const conditions = [eb('created_at', '>=', period.from), eb('created_at', '<', period.to)]
  if (period.campus !== undefined) conditions.push(eb('campus', '=', period.campus))
  return eb.and(conditions)
}

/** How many fichas of the period arrived in one of its weeks (its index, from 0) with one campus, carrera, level and source. */
export interface FichaCount {
  readonly week: number
  readonly campus: string
  readonly carrera: string
  readonly nivel_estudio: string
  /** null: the ficha's visit came with no source. */
  readonly origen_fuente: string | null
  readonly count: number
}

/** The choices the fichas are broken down by. */
export type FichaBreakdown = 'campus' | 'carrera' | 'nivel_estudio' | 'origen_fuente'

/**
 * The fichas of the period counted by week and by campus, carrera, level and source together, in
 * one pass over the counts' covering index: the dashboard's weekly and breakdown sections are sums
 * of these groups (a few thousand at most). On PostgreSQL one pass takes a third of the time of a
 * pass per breakdown and per week (scripts/bench/dashboard.ts). `weekStarts` are the instants the
 * second, third… week start, ascending.
 */
export async function countFichasByWeekAndChoice(db: Kysely<Database>, period: FichaPeriod, weekStarts: readonly string[]): Promise<FichaCount[]> {
  const weekCases = weekStarts.map((start, index) => sql`when ${sql.ref('created_at')} < ${start} then ${sql.lit(index)}`)
  const week = weekCases.length === 0 ? sql<number | string>`0` : sql<number | string>`case ${sql.join(weekCases, sql` `)} else ${sql.lit(weekStarts.length)} end`
  const rows = await db
    .selectFrom('admission_forms')
    .where((eb) => inPeriod(eb, period))
    .select((eb) => [week.as('week'), 'campus', 'carrera', 'nivel_estudio', 'origen_fuente', eb.fn.countAll<number | string>().as('count')])
    // By the output's name: the week's CASE holds parameters, which PostgreSQL would not match to the SELECT's.
    .groupBy([sql.ref('week'), 'campus', 'carrera', 'nivel_estudio', 'origen_fuente'])
    .execute()
  return rows.map((row) => ({ ...row, week: Number(row.week), count: Number(row.count) }))
}

/** Per stage after Nueva: how many fichas of the period reached it, and the median hours they took from the stage before. */
export interface FunnelStep {
  readonly reached: number
  /** null when no ficha reached both stages. */
  readonly medianHours: number | null
}

/** The funnel of the fichas of the period: how many were received, then each later stage. */
export interface FichaFunnel {
  readonly received: number
  readonly contactada: FunnelStep
  readonly citaAgendada: FunnelStep
  readonly inscrita: FunnelStep
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** Hours from one stored instant to another, in the database's own date arithmetic (null when either is). */
function hoursBetween(db: Kysely<Database>, from: string, to: string): RawBuilder<number | null> {
  if (isPostgres(db)) return sql<number | null>`extract(epoch from (cast(${sql.ref(to)} as timestamptz) - cast(${sql.ref(from)} as timestamptz))) / 3600`
  return sql<number | null>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 24`
}

/**
 * The median of the non-null values, the mean of the middle two when their number is even:
 * PostgreSQL's percentile_cont, SQLite's median() (its percentile functions, which better-sqlite3
 * builds in). Taken by the database, the step times never leave it.
 */
function medianOf(db: Kysely<Database>, value: RawBuilder<number | null>): RawBuilder<number | string | null> {
  if (isPostgres(db)) return sql<number | string | null>`percentile_cont(0.5) within group (order by ${value})`
  return sql<number | string | null>`median(${value})`
}

/** The funnel of the fichas of the period, in one pass over the stages' covering index. */
export async function fichaFunnel(db: Kysely<Database>, period: FichaPeriod): Promise<FichaFunnel> {
  const row = await db
    .selectFrom('admission_forms')
    .where((eb) => inPeriod(eb, period))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('received'),
      eb.fn.count<number | string>('contactada_at').as('contactada'),
      eb.fn.count<number | string>('cita_agendada_at').as('citaAgendada'),
      eb.fn.count<number | string>('inscrita_at').as('inscrita'),
      medianOf(db, hoursBetween(db, 'created_at', 'contactada_at')).as('contactadaHours'),
      medianOf(db, hoursBetween(db, 'contactada_at', 'cita_agendada_at')).as('citaAgendadaHours'),
      medianOf(db, hoursBetween(db, 'cita_agendada_at', 'inscrita_at')).as('inscritaHours'),
    ])
    .executeTakeFirstOrThrow()
  const hours = (value: number | string | null) => (value === null ? null : Number(value))
  return {
    received: Number(row.received),
    contactada: { reached: Number(row.contactada), medianHours: hours(row.contactadaHours) },
    citaAgendada: { reached: Number(row.citaAgendada), medianHours: hours(row.citaAgendadaHours) },
    inscrita: { reached: Number(row.inscrita), medianHours: hours(row.inscritaHours) },
  }
}
