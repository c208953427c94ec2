import { describe, expect, it } from 'vitest'
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_FILTER_MESSAGES,
  auditActionLabel,
  auditFilterFormSchema,
  auditFiltersSchema,
} from '#contracts/audit.ts'
import { EMAIL_MAX_CHARS } from '#contracts/limits.ts'

function errorsOf(input: unknown) {
  const result = auditFiltersSchema.safeParse(input)
  const errors: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message)
  return errors
}

describe('audit actions', () => {
  it('lists every action key once, each with a Spanish label', () => {
    expect(AUDIT_ACTIONS).toEqual(Object.keys(AUDIT_ACTION_LABELS))
    expect(AUDIT_ACTIONS).toContain('sign-in-failed')
    expect(AUDIT_ACTION_LABELS['sign-in']).toBe('Inicio de sesión')
    expect(AUDIT_ACTION_LABELS['sign-in-failed']).toBe('Intento fallido de inicio de sesión')
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it('names an action in Spanish, and a key it does not know by the key itself', () => {
    expect(auditActionLabel('staff-disabled')).toBe('Cuenta desactivada')
    expect(auditActionLabel('accion-de-una-version-futura')).toBe('accion-de-una-version-futura')
    expect(auditActionLabel('toString')).toBe('toString')
  })
})

describe('auditFiltersSchema (the audit list query string)', () => {
  it('reads no filter as page 1, and blank filters as none', () => {
    expect(auditFiltersSchema.parse({})).toEqual({ pagina: 1 })
    expect(auditFiltersSchema.parse({ persona: ' ', accion: '', desde: '', hasta: '', pagina: '' })).toEqual({ pagina: 1 })
  })

  it('keeps each filter, trimmed, with the page as a number', () => {
    expect(
      auditFiltersSchema.parse({ persona: ' Ana@ ', accion: 'sign-in', desde: '2026-11-01', hasta: '2026-11-01', pagina: '3' }),
    ).toEqual({ persona: 'Ana@', accion: 'sign-in', desde: '2026-11-01', hasta: '2026-11-01', pagina: 3 })
  })

  it('refuses an action that is not on the list, or a repeated one', () => {
    expect(errorsOf({ accion: 'login' })).toEqual({ accion: [AUDIT_FILTER_MESSAGES.accion.notAnAction] })
    expect(errorsOf({ accion: ['sign-in', 'sign-out'] })).toEqual({ accion: [AUDIT_FILTER_MESSAGES.accion.notAnAction] })
    expect(AUDIT_FILTER_MESSAGES.accion.notAnAction).toBe('Elige una acción de la lista')
  })

  it('asks for days written aaaa-mm-dd that exist', () => {
    expect(errorsOf({ desde: '27/11/2026', hasta: '2026-11-7' })).toEqual({
      desde: [AUDIT_FILTER_MESSAGES.desde.format],
      hasta: [AUDIT_FILTER_MESSAGES.hasta.format],
    })
    expect(errorsOf({ desde: '2026-02-30', hasta: '2026-13-01' })).toEqual({
      desde: [AUDIT_FILTER_MESSAGES.desde.notADay],
      hasta: [AUDIT_FILTER_MESSAGES.hasta.notADay],
    })
    expect(AUDIT_FILTER_MESSAGES.desde.format).toBe('Escribe la fecha «Desde» con el formato aaaa-mm-dd, por ejemplo 2026-11-27')
  })

  it('refuses «Hasta» before «Desde», on «Hasta», and only when both are real days', () => {
    expect(errorsOf({ desde: '2026-11-27', hasta: '2026-11-26' })).toEqual({
      hasta: [AUDIT_FILTER_MESSAGES.hasta.beforeDesde],
    })
    expect(AUDIT_FILTER_MESSAGES.hasta.beforeDesde).toBe('La fecha «Hasta» debe ser igual o posterior a la fecha «Desde»')
    expect(errorsOf({ desde: '2026-11-27', hasta: '2026-02-30' })).toEqual({ hasta: [AUDIT_FILTER_MESSAGES.hasta.notADay] })
  })

  it('asks for a whole page number from 1', () => {
    for (const pagina of ['0', '-1', '1.5', 'dos', '1e3', String(Number.MAX_SAFE_INTEGER)]) {
      expect(errorsOf({ pagina }), pagina).toEqual({ pagina: [AUDIT_FILTER_MESSAGES.pagina.format] })
    }
  })

  it('caps the persona text at the length of an e-mail address', () => {
    expect(errorsOf({ persona: 'a'.repeat(EMAIL_MAX_CHARS) })).toEqual({})
    expect(errorsOf({ persona: 'a'.repeat(EMAIL_MAX_CHARS + 1) })).toEqual({ persona: [AUDIT_FILTER_MESSAGES.persona.tooLong] })
  })
})

describe('auditFilterFormSchema (the panel\'s filter form)', () => {
  it('checks the same filters, without the page, «Hasta» before «Desde» on «Hasta»', () => {
    expect(auditFilterFormSchema.parse({ persona: ' ana ', accion: '', desde: '2026-11-01', hasta: '' })).toEqual({ persona: 'ana', desde: '2026-11-01' })
    expect(Object.keys(auditFilterFormSchema.shape)).toEqual(['persona', 'accion', 'desde', 'hasta'])
    const result = auditFilterFormSchema.safeParse({ persona: '', accion: '', desde: '2026-11-27', hasta: '2026-11-26' })
    expect(result.error?.issues.map(({ path, message }) => [path, message])).toEqual([[['hasta'], AUDIT_FILTER_MESSAGES.hasta.beforeDesde]])
  })
})
