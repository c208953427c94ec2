import { describe, expect, it } from 'vitest'
import { RETENTION_MONTHS_DEFAULT } from '#contracts/limits.ts'
import { identitySeed } from './identity.ts'
import { privacyNotice, privacyNoticeSeed } from './privacy.ts'
import type { TextDocumentContent } from './types.ts'

const noticeKeeping = (retentionMonths: number) => privacyNotice({ retentionMonths, parts: privacyNoticeSeed, identity: identitySeed })

/** The items of the notice's retention section. */
function retentionItems(notice: TextDocumentContent): readonly string[] {
  const section = notice.sections.find((candidate) => candidate.heading === 'Por cuánto tiempo los conservamos')
  const list = section?.blocks.find((block) => block.type === 'list')
  return list?.type === 'list' ? list.items : []
}

describe('Aviso de privacidad: por cuánto tiempo los conservamos', () => {
  it('states the configured months for contact messages, fichas, document requests, event sign-ups and beca applications, and when the record joining them goes', () => {
    const items = retentionItems(noticeKeeping(18))
    expect(items).toHaveLength(6)
    expect(items[0]).toMatch(/^Mensajes de contacto: hasta 18 meses después de que lo atendemos y lo cerramos\.$/)
    expect(items[1]).toMatch(/^Fichas de inscripción: hasta 18 meses después de cerrarse, porque te inscribiste o porque se descartó\. .*expediente escolar/)
    expect(items[2]).toMatch(/^Solicitudes de documentos: hasta 18 meses después de .*entregamos el documento o rechazamos la solicitud, junto con tu comprobante de pago/)
    expect(items[3]).toBe('Registros a eventos: hasta 18 meses después del evento, o de que cancelas tu registro.')
    expect(items[4]).toBe('Solicitudes de beca: hasta 18 meses después de que la aprobamos o la rechazamos, junto con los documentos que enviaste.')
    expect(items[5]).toBe('El registro que reúne tus envíos se elimina en cuanto ya no queda ninguno de ellos.')
    expect(items.join(' ')).not.toContain(String(RETENTION_MONTHS_DEFAULT))
  })

  it('says «1 mes», not «1 meses»', () => {
    expect(retentionItems(noticeKeeping(1))[0]).toContain('hasta 1 mes después')
  })

  it('names the document request among the data it collects', () => {
    const text = JSON.stringify(noticeKeeping(RETENTION_MONTHS_DEFAULT))
    expect(text).toContain('Solicitud de documentos: nombre completo, correo electrónico, teléfono, nivel de estudios')
  })
})

describe('Aviso de privacidad: lo que el personal publica (issue 37)', () => {
  it('states the published day of its last change, the e-mail for personal data and the office of the published identity', () => {
    const identity = { ...identitySeed, hours: 'Lunes a sábado 9:00 a.m. - 2:00 p.m.', address: { ...identitySeed.address, street: 'Calle Publicada 45' } }
    const notice = privacyNotice({ retentionMonths: 12, parts: { updatedOn: '2027-01-15', dataEmail: 'datos@instituto-ejemplo.edu.mx' }, identity })
    const text = JSON.stringify(notice)
    expect(notice.updated).toBe('Última actualización: 15 de enero de 2027.')
    expect(text).toContain('mailto:datos@instituto-ejemplo.edu.mx')
    expect(text).toContain('con domicilio en Calle Publicada 45, Col. Centro, Torreón, Coahuila, C.P. 27000.')
    expect(text).toContain('(Lunes a sábado 9:00 a.m. - 2:00 p.m.)')
    expect(text).not.toContain(privacyNoticeSeed.dataEmail)
  })
})
