import { z } from '#contracts/zod.ts'
import {
  emailAddress,
  honeypotSchema,
  pickFields,
  requiredFormatted,
  requiredName,
  requiredOption,
  type FieldTexts,
} from '#contracts/form-fields.ts'
import { CURP_LENGTH, FICHA_PHONE_DIGITS, NAME_MAX_CHARS } from '#contracts/limits.ts'
import { originField } from '#contracts/attribution.ts'
import { campusesForLevel, isAdmissionChoice, isNivelEstudio, type AdmissionChoices } from '#contracts/admission-options.ts'

/** Validation messages of the ficha (spec §5 quotes none; GOV.UK style). */
export const ADMISSION_MESSAGES = {
  apellido_paterno: {
    required: 'Escribe tu apellido paterno',
    tooLong: `El apellido paterno debe tener como máximo ${NAME_MAX_CHARS} caracteres`,
  },
  apellido_materno: {
    required: 'Escribe tu apellido materno',
    tooLong: `El apellido materno debe tener como máximo ${NAME_MAX_CHARS} caracteres`,
  },
  nombres: {
    required: 'Escribe tu nombre o nombres',
    tooLong: `El nombre debe tener como máximo ${NAME_MAX_CHARS} caracteres`,
  },
  correo_electronico: {
    required: 'Escribe tu correo electrónico',
    tooLong: 'El correo electrónico es demasiado largo',
    format: 'Escribe un correo electrónico con el formato nombre@ejemplo.com',
  },
  telefono: {
    required: 'Escribe tu número de celular',
    format: `El celular debe tener ${FICHA_PHONE_DIGITS} dígitos, sin espacios ni guiones`,
  },
  curp: {
    required: 'Escribe tu CURP',
    length: `La CURP debe tener ${CURP_LENGTH} caracteres`,
  },
  nivel_estudio: { required: 'Selecciona el nivel de estudio' },
  campus: {
    required: 'Selecciona el campus',
    notOffered: 'Selecciona un campus de la lista: ese campus no ofrece el nivel de estudio elegido',
  },
  carrera: {
    required: 'Selecciona la carrera',
    notOffered: 'Selecciona una carrera de la lista: esa carrera no se ofrece en el campus elegido',
  },
} as const

const FICHA_PHONE_PATTERN = new RegExp(`^\\d{${FICHA_PHONE_DIGITS}}$`)

// Who applies, then what for: the screen puts the CURP between the two (spec §5's order).
const applicantShape = {
  apellido_paterno: requiredName(NAME_MAX_CHARS, ADMISSION_MESSAGES.apellido_paterno),
  apellido_materno: requiredName(NAME_MAX_CHARS, ADMISSION_MESSAGES.apellido_materno),
  nombres: requiredName(NAME_MAX_CHARS, ADMISSION_MESSAGES.nombres),
  correo_electronico: emailAddress(ADMISSION_MESSAGES.correo_electronico),
  // spec §5: exactly ten digits. The form strips anything else as it is typed; the server does not.
  telefono: requiredFormatted((value) => FICHA_PHONE_PATTERN.test(value), ADMISSION_MESSAGES.telefono),
}
const choiceShape = {
  // A string, not an enum, so the form can start with no level chosen ('').
  nivel_estudio: requiredOption(ADMISSION_MESSAGES.nivel_estudio.required).check(
    z.refine(isNivelEstudio, { error: ADMISSION_MESSAGES.nivel_estudio.required }),
  ),
  campus: requiredOption(ADMISSION_MESSAGES.campus.required),
  carrera: requiredOption(ADMISSION_MESSAGES.carrera.required),
}

/** The ficha's three choices (level, campus, carrera), checked together against the published options. */
export const ADMISSION_CHOICE_FIELDS: readonly string[] = Object.keys(choiceShape)

interface AdmissionChoice {
  nivel_estudio: string
  campus: string
  carrera: string
}

/** Why a level, campus and carrera are not one of the options' combinations, on the field to change; `null` when they are. */
export function admissionChoiceIssue(choices: AdmissionChoices, value: AdmissionChoice): { field: 'campus' | 'carrera'; message: string } | null {
  if (!campusesForLevel(choices, value.nivel_estudio).some((campus) => campus === value.campus)) {
    return { field: 'campus', message: ADMISSION_MESSAGES.campus.notOffered }
  }
  if (!isAdmissionChoice(choices, value.nivel_estudio, value.campus, value.carrera)) {
    return { field: 'carrera', message: ADMISSION_MESSAGES.carrera.notOffered }
  }
  return null
}

/**
 * The combination rule on top of a ficha schema. It runs even while other fields are wrong (so
 * every error shows at once), but only once the three choices are each filled in.
 */
function withChoiceCheck<T extends z.ZodMiniType<AdmissionChoice>>(schema: T, choices: AdmissionChoices) {
  return schema.check(
    z.superRefine<AdmissionChoice>(
      (value, ctx) => {
        const issue = admissionChoiceIssue(choices, value)
        if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message })
      },
      {
        when: ({ issues, value }) =>
          typeof value === 'object' &&
          value !== null &&
          !issues.some((issue) => {
            const field = issue.path?.[0]
            return field === undefined || ADMISSION_CHOICE_FIELDS.some((choice) => choice === field)
          }),
      },
    ),
  )
}

/**
 * spec §3 "Ficha", §5, §7: the body of `POST /api/v1/generar-ficha`: names, e-mail (lower case),
 * a ten-digit `telefono`, a level, a campus and a carrera. The server then checks the three
 * together against the published options ({@link admissionChoiceIssue}); the form does it as one
 * chooses ({@link admissionScreenSchemaFor}). `origen`, the visit's origin (issue 38), is added on
 * sending: the screen has no such field.
 */
export const admissionFormSchema = z.object({ ...applicantShape, ...choiceShape, origen: originField, website: honeypotSchema })

/**
 * The ficha as the page holds it: the wire fields plus the CURP, which is checked on screen
 * (exactly {@link CURP_LENGTH} characters, upper case) but never sent (spec §3, §5).
 */
const admissionScreenShape = z.object({
  ...applicantShape,
  curp: z.pipe(
    requiredFormatted((value) => value.length === CURP_LENGTH, {
      required: ADMISSION_MESSAGES.curp.required,
      format: ADMISSION_MESSAGES.curp.length,
    }),
    z.transform((value) => value.toUpperCase()),
  ),
  ...choiceShape,
  website: honeypotSchema,
})

/** The ficha's screen schema, its level, campus and carrera checked against the published options. */
export function admissionScreenSchemaFor(choices: AdmissionChoices) {
  return withChoiceCheck(admissionScreenShape, choices)
}

export type AdmissionFormInput = z.input<typeof admissionFormSchema>
/** A valid ficha, as the server stores it. */
export type AdmissionForm = z.output<typeof admissionFormSchema>
export type AdmissionScreenValues = z.output<typeof admissionScreenShape>

/**
 * The labels, hints and autofill of the ficha's fields, shared by the form and the e-mails;
 * `fecha` is the screen's read-only date (spec §3), never sent.
 */
export const ADMISSION_FIELD_TEXT = {
  apellido_paterno: { label: 'Apellido paterno', autoComplete: 'family-name' },
  apellido_materno: { label: 'Apellido materno' },
  nombres: { label: 'Nombre(s)', autoComplete: 'given-name' },
  correo_electronico: { label: 'Correo electrónico', hint: 'Aquí recibirás tu folio.', autoComplete: 'email' },
  /** spec §5: 'Celular'. */
  telefono: { label: 'Celular', hint: `${FICHA_PHONE_DIGITS} dígitos, sin espacios.`, autoComplete: 'tel-national' },
  curp: {
    label: 'CURP',
    hint: `${CURP_LENGTH} caracteres. No se envía con tu ficha: tenla a la mano al inscribirte.`,
    autoComplete: 'off',
  },
  nivel_estudio: { label: 'Nivel de estudio' },
  campus: { label: 'Campus' },
  carrera: { label: 'Carrera' },
  fecha: { label: 'Fecha' },
} satisfies FieldTexts<typeof admissionScreenShape, 'fecha'>

/** STYLE §4: on submit the page sends only the wire fields (and the honeypot), never the CURP. */
export function toAdmissionPayload(values: AdmissionScreenValues): AdmissionFormInput {
  return pickFields(admissionFormSchema, values)
}
