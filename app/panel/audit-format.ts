import type { AuditDetail, AuditTarget } from '#contracts/audit.ts'
import { INSTITUTE_TIME_ZONE } from '#contracts/time-zone.ts'
import { panelText } from './panel-text.ts'

const text = panelText.audit
const listText = panelText.list

const instantFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: INSTITUTE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** `27 nov 2026, 14:05:09`: the institute's time, whatever the browser's zone. */
export function formatAuditInstant(iso: string): string {
  return instantFormat.format(new Date(iso))
}

/** What an event acted on, as the CSV writes it: `staff 3f2a…`, `ficha FICHA-2026-000001`. */
export function auditTargetText(target: AuditTarget | null): string {
  return target === null ? listText.noValue : `${target.type} ${target.id}`
}

type DetailValue = AuditDetail[string]

/** A key of the detail in words: `segundoPaso` → `segundo paso`. */
function keyWords(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

function valueText(value: DetailValue): string {
  if (value === null || value === '') return listText.noValue
  if (typeof value === 'boolean') return value ? text.yes : text.no
  if (typeof value !== 'object') return String(value)
  if (Array.isArray(value)) return value.length === 0 ? listText.noValue : value.map(valueText).join(', ')
  const entries = Object.entries(value)
  return entries.length === 0 ? listText.noValue : entries.map(([key, inner]) => `${keyWords(key)}: ${valueText(inner)}`).join('; ')
}

export interface DetailLine {
  readonly key: string
  readonly label: string
  readonly value: string
}

/**
 * An event's detail for people, one line per key: `{ segundoPaso: 'aplicación' }` reads
 * «segundo paso: aplicación», a list its items, an object inside its own `key: value` pairs.
 */
export function auditDetailLines(detail: AuditDetail | null): DetailLine[] {
  return Object.entries(detail ?? {}).map(([key, value]) => ({ key, label: keyWords(key), value: valueText(value) }))
}
