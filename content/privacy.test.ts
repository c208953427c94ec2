import { describe, expect, it } from 'vitest'
import { RETENTION_MONTHS_DEFAULT } from '#contracts/limits.ts'
import { privacyNotice } from './privacy.ts'
import type { TextDocumentContent } from './types.ts'

/** The items of the notice's retention section. */
function retentionItems(notice: TextDocumentContent): readonly string[] {
  const section = notice.sections.find((candidate) => candidate.heading === 'Por cuánto tiempo los conservamos')
  const list = section?.blocks.find((block) => block.type === 'list')
  return list?.type === 'list' ? list.items : []
}

describe('Aviso de privacidad: por cuánto tiempo los conservamos', () => {
  it('states the configured months for contact messages, fichas and document requests', () => {
    const items = retentionItems(privacyNotice(18))
    expect(items).toHaveLength(3)
    expect(items[0]).toMatch(/^Mensajes de contacto: hasta 18 meses después de que lo atendemos y lo cerramos\.$/)
    expect(items[1]).toMatch(/^Fichas de inscripción: hasta 18 meses después de cerrarse, porque te inscribiste o porque se descartó\. .*expediente escolar/)
    expect(items[2]).toMatch(/^Solicitudes de documentos: hasta 18 meses después de .*entregamos el documento o rechazamos la solicitud, junto con tu comprobante de pago/)
    expect(items.join(' ')).not.toContain(String(RETENTION_MONTHS_DEFAULT))
  })

  it('says «1 mes», not «1 meses»', () => {
    expect(retentionItems(privacyNotice(1))[0]).toContain('hasta 1 mes después')
  })

  it('names the document request among the data it collects', () => {
    const text = JSON.stringify(privacyNotice(RETENTION_MONTHS_DEFAULT))
    expect(text).toContain('Solicitud de documentos: nombre completo, correo electrónico, teléfono, nivel de estudios')
  })
})
