import type { AuditDetail, AuditTarget } from '#contracts/audit.ts'
import { panelText } from '../shared/panel-text.ts'
import { auditText } from './audit-text.ts'

const noValue = panelText.list.noValue

/** What an event acted on, as the CSV writes it: `staff 3f2a…`, `ficha FICHA-2026-000001`. */
export function auditTargetText(target: AuditTarget | null): string {
  return target === null ? noValue : `${target.type} ${target.id}`
}

type DetailValue = AuditDetail[string]

/** A key of the detail in words: `segundoPaso` → `segundo paso`. */
function keyWords(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

function valueText(value: DetailValue): string {
  if (value === null || value === '') return noValue
  if (typeof value === 'boolean') return value ? auditText.yes : auditText.no
  if (typeof value !== 'object') return String(value)
  if (Array.isArray(value)) return value.length === 0 ? noValue : value.map(valueText).join(', ')
  const entries = Object.entries(value)
  return entries.length === 0 ? noValue : entries.map(([key, inner]) => `${keyWords(key)}: ${valueText(inner)}`).join('; ')
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
