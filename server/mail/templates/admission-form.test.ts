import { describe, expect, it } from 'vitest'
import type { AdmissionForm } from '#contracts/admission.ts'
import { rvoeAt } from '#contracts/rvoe.ts'
import { rvoeFields } from '#server/mail/templates/admission-form.ts'
import { withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'

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
    const grant = rvoeAt({ carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Valle la Rosita' })
    expect(rvoeFields(ficha)[0]).toEqual({ label: 'Número de RVOE', value: grant?.number })
  })

  it("say 'Validez oficial: En trámite' when the chosen plan has no RVOE filled in", () => {
    expect(rvoeFields(ficha, withoutRvoe('Preparatoria Bachillerato General', 'escolarizada'))).toEqual([{ label: 'Validez oficial', value: 'En trámite' }])
  })
})
