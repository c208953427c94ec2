import { describe, expect, it } from 'vitest'
import type { AdmissionForm } from '#contracts/admission.ts'
import { RVOE_SEED, rvoeAt } from '#contracts/rvoe.ts'
import { rvoeFields } from '#server/mail/templates/admission-form.ts'
import { withRvoe, withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'

const ficha: AdmissionForm = {
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: 'Ana',
  correo_electronico: 'ana@example.com',
  telefono: '8711234567',
  nivel_estudio: 'preparatoria',
  campus: 'Torreon Valle la Rosita',
  carrera: 'Preparatoria Bachillerato General',
  website: '',
}

describe('the RVOE fields of the ficha e-mails', () => {
  it('give the number of the agreement of the chosen campus when agreements are per campus', () => {
    const grant = rvoeAt(RVOE_SEED, { carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Valle la Rosita' })
    expect(rvoeFields(ficha, RVOE_SEED)[0]).toEqual({ label: 'Número de RVOE', value: grant?.number })
  })

  it('give what the published table says: its number, date and authority as published', () => {
    const published = withRvoe('Preparatoria Bachillerato General', 'escolarizada', { kind: 'unico', number: 'SEDU-2026-3', date: '2026-06-01', authority: 'SEP' })
    const renamed = { ...published, authorities: { ...published.authorities, SEP: { ...published.authorities.SEP, name: 'Secretaría de Educación Pública federal' } } }
    expect(rvoeFields(ficha, renamed)).toEqual([
      { label: 'Número de RVOE', value: 'SEDU-2026-3' },
      { label: 'Fecha del RVOE', value: '1 de junio de 2026' },
      { label: 'Otorgado por', value: 'Secretaría de Educación Pública federal (SEP)' },
    ])
  })

  it("say 'Validez oficial: En trámite' when the chosen plan has no RVOE published", () => {
    expect(rvoeFields(ficha, withoutRvoe('Preparatoria Bachillerato General', 'escolarizada'))).toEqual([{ label: 'Validez oficial', value: 'En trámite' }])
  })
})
