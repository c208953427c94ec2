import { ADMISSION_CHOICE_FIELDS, ADMISSION_FIELD_TEXT, admissionFormSchema, type AdmissionForm } from '#contracts/admission.ts'
import { CAMPUS_LABELS, CARRERA_LABELS, NIVEL_ESTUDIO_LABELS, REQUIRED_DOCUMENTS, REQUIRED_DOCUMENTS_FORM, optionLabel } from '#contracts/admission-options.ts'
import { formFields } from '#contracts/form-fields.ts'
import { RVOE_TEXT, authorityLabel, formatRvoeDate, rvoeOfChoice, type RvoeTable } from '#contracts/rvoe.ts'
import { formatInstituteDateTime } from '#server/config/time-zone.ts'
import { labelledFields, renderMail, type MailContent, type MailField } from '#server/mail/templates/layout.ts'
import { trackingLinkBlock, type TrackingLink } from '#server/mail/templates/tracking-code.ts'

/** What the two e-mails of a ficha need. */
export interface AdmissionFormMail {
  readonly folio: string
  readonly ficha: AdmissionForm
  readonly receivedAt: Date
  /** The RVOE table published when the ficha arrived (issue 37). */
  readonly rvoe: RvoeTable
}

/** The official validity of the chosen plan in the published table: its RVOE number, date and authority, or en trámite. */
export function rvoeFields(ficha: AdmissionForm, table: RvoeTable): MailField[] {
  const grant = rvoeOfChoice(table, ficha)
  if (grant === undefined) return [{ label: RVOE_TEXT.heading, value: RVOE_TEXT.pendingValue }]
  return [
    { label: RVOE_TEXT.number, value: grant.number },
    { label: RVOE_TEXT.date, value: formatRvoeDate(grant.date) },
    { label: RVOE_TEXT.authority, value: authorityLabel(table.authorities[grant.authority]) },
  ]
}

/** The applicant's own fields: all of the ficha's but the choices, which {@link programmeFields} shows. */
const APPLICANT_FIELDS = formFields(admissionFormSchema).filter((field) => !ADMISSION_CHOICE_FIELDS.includes(field))

function programmeFields({ folio, ficha, receivedAt, rvoe }: AdmissionFormMail): MailField[] {
  return [
    { label: 'Folio', value: folio },
    { label: 'Programa', value: optionLabel(CARRERA_LABELS, ficha.carrera) },
    { label: ADMISSION_FIELD_TEXT.campus.label, value: optionLabel(CAMPUS_LABELS, ficha.campus) },
    { label: ADMISSION_FIELD_TEXT.nivel_estudio.label, value: optionLabel(NIVEL_ESTUDIO_LABELS, ficha.nivel_estudio) },
    ...rvoeFields(ficha, rvoe),
    { label: 'Fecha de registro', value: formatInstituteDateTime(receivedAt) },
  ]
}

/**
 * spec §2.12, §9: the applicant's confirmation, with the folio, the chosen programme, campus
 * and level, the programme's official validity (RVOE), and the documents to bring.
 */
export function admissionApplicantMail(data: AdmissionFormMail & TrackingLink): MailContent {
  return renderMail(
    `Tu ficha de inscripción ${data.folio}`,
    `Hola, ${data.ficha.nombres}: recibimos tu ficha de inscripción`,
    [
      {
        type: 'paragraph',
        text: 'Gracias por tu interés. Guarda el folio de tu ficha: te lo pediremos cuando acudas al campus.',
      },
      { type: 'fields', fields: programmeFields(data) },
      {
        type: 'list',
        heading: `Documentos que debes entregar (${REQUIRED_DOCUMENTS_FORM.toLowerCase()} de cada uno):`,
        items: REQUIRED_DOCUMENTS,
      },
      { type: 'paragraph', text: 'Pronto nos pondremos en contacto contigo para continuar con tu inscripción.' },
      trackingLinkBlock(data),
      { type: 'paragraph', text: 'Si no llenaste esta ficha, ignora este correo.' },
    ],
  )
}

/** The admissions staff's notification of a ficha; replying to it answers the applicant. */
export function admissionStaffMail(data: AdmissionFormMail): MailContent {
  const { ficha } = data
  return renderMail(
    `Nueva ficha ${data.folio}: ${optionLabel(NIVEL_ESTUDIO_LABELS, ficha.nivel_estudio)}, ${optionLabel(CAMPUS_LABELS, ficha.campus)}`,
    'Nueva ficha de inscripción desde el sitio web',
    [
      { type: 'fields', fields: programmeFields(data) },
      { type: 'fields', fields: labelledFields(ADMISSION_FIELD_TEXT, ficha, APPLICANT_FIELDS) },
      { type: 'paragraph', text: `Responde a este correo para escribirle a ${ficha.correo_electronico}.` },
    ],
  )
}
