import { describe, expect, it } from 'vitest'
import { ADMISSION_MESSAGES, admissionChoiceIssue, admissionFormSchema, admissionScreenSchemaFor, toAdmissionPayload } from '#contracts/admission.ts'
import { ADMISSION_OPTIONS, CAMPUSES, CAMPUS_LABELS, CARRERAS, CARRERA_LABELS, NIVELES_ESTUDIO, NIVEL_ESTUDIO_LABELS, campusesForLevel, careersFor, isAdmissionChoice } from '#contracts/admission-options.ts'
import { NAME_MAX_CHARS } from '#contracts/limits.ts'
import { SPEC_FICHA_COMBINATIONS, SPEC_FICHA_OPTIONS } from '#tests/fixtures/ficha-combinations.ts'

const validFicha = {
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: 'Ana Sofía',
  correo_electronico: 'ana@example.com',
  telefono: '8711234567',
  nivel_estudio: 'licenciatura',
  campus: 'Torreon',
  carrera: 'Derecho',
}

/** The ficha as the page checks it, against spec §3.1's options (what a fresh site publishes). */
const screenSchema = admissionScreenSchemaFor(ADMISSION_OPTIONS)
const validScreen = { ...validFicha, curp: 'GALA010203MCLLPN09' }

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '')
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

describe('spec §3.1 option table', () => {
  it('lists the twelve levels in the spec order', () => {
    expect(NIVELES_ESTUDIO).toEqual([
      'preparatoria',
      'preparatoria en linea',
      'preparatoria nocturna',
      'licenciatura',
      'licenciatura en linea',
      'licenciatura nocturna',
      'licenciatura en sabatino',
      'maestria',
      'maestria en linea',
      'maestria nocturna',
      'doctorado en linea',
      'doctorado nocturno',
    ])
  })

  it('matches the hand-copied spec list, level by level, campus by campus, in order', () => {
    const fromTable = NIVELES_ESTUDIO.flatMap((level) =>
      campusesForLevel(ADMISSION_OPTIONS, level).map((campus) => [level, campus, [...careersFor(ADMISSION_OPTIONS, level, campus)]]),
    )
    expect(fromTable).toEqual(SPEC_FICHA_OPTIONS.map(([level, campus, carreras]) => [level, campus, [...carreras]]))
  })

  it('gives every level, campus and carrera a label', () => {
    expect(Object.keys(NIVEL_ESTUDIO_LABELS)).toEqual([...NIVELES_ESTUDIO])
    expect(Object.keys(CAMPUS_LABELS).sort()).toEqual([...CAMPUSES].sort())
    expect(Object.keys(CARRERA_LABELS).sort()).toEqual([...CARRERAS].sort())
    // Every value used in the table is a known value.
    for (const offers of Object.values(ADMISSION_OPTIONS)) {
      for (const { campus, carreras } of offers) {
        expect(CAMPUSES).toContain(campus)
        for (const carrera of carreras) expect(CARRERAS).toContain(carrera)
      }
    }
  })

  it('answers nothing for unknown levels and campuses, including inherited object keys', () => {
    expect(campusesForLevel(ADMISSION_OPTIONS, 'secundaria')).toEqual([])
    expect(campusesForLevel(ADMISSION_OPTIONS, '')).toEqual([])
    expect(careersFor(ADMISSION_OPTIONS, 'licenciatura', 'Monterrey')).toEqual([])
    expect(careersFor(ADMISSION_OPTIONS, 'licenciatura', 'toString')).toEqual([])
    expect(careersFor(ADMISSION_OPTIONS, 'constructor', 'Torreon')).toEqual([])
    expect(isAdmissionChoice(ADMISSION_OPTIONS, 'licenciatura', '__proto__', 'Derecho')).toBe(false)
  })

  it('accepts exactly the spec combinations among every level × campus × carrera', () => {
    const spec = new Set(SPEC_FICHA_COMBINATIONS.map((combination) => combination.join('|')))
    expect(spec.size).toBe(66)
    for (const level of NIVELES_ESTUDIO) {
      for (const campus of CAMPUSES) {
        for (const carrera of CARRERAS) {
          expect(isAdmissionChoice(ADMISSION_OPTIONS, level, campus, carrera), `${level} | ${campus} | ${carrera}`).toBe(
            spec.has(`${level}|${campus}|${carrera}`),
          )
        }
      }
    }
  })

  it('offers, level by level and campus by campus, exactly the spec combinations', () => {
    const generated = NIVELES_ESTUDIO.flatMap((level) =>
      campusesForLevel(ADMISSION_OPTIONS, level).flatMap((campus) => careersFor(ADMISSION_OPTIONS, level, campus).map((carrera) => [level, campus, carrera])),
    )
    expect(generated).toEqual(SPEC_FICHA_COMBINATIONS)
  })
})

describe('the ficha over every level × campus × carrera (spec §3.1)', () => {
  // Junk values besides the real ones: another city, a wrong case, an inherited object key.
  const campuses = [...CAMPUSES, 'Monterrey', 'torreon', 'toString']
  const carreras = [...CARRERAS, 'Medicina', 'derecho']
  const offered = new Set(SPEC_FICHA_COMBINATIONS.map((combination) => combination.join('|')))

  it('accepts the spec combinations and names the campus or the carrera for every other one', () => {
    for (const nivel_estudio of NIVELES_ESTUDIO) {
      for (const campus of campuses) {
        for (const carrera of carreras) {
          const label = `${nivel_estudio} | ${campus} | ${carrera}`
          const result = screenSchema.safeParse({ ...validScreen, nivel_estudio, campus, carrera })
          if (offered.has(`${nivel_estudio}|${campus}|${carrera}`)) {
            expect(result.success, label).toBe(true)
            continue
          }
          const campusOffered = campusesForLevel(ADMISSION_OPTIONS, nivel_estudio).some((name) => name === campus)
          expect(errorsOf(result), label).toEqual(
            campusOffered ? { carrera: [ADMISSION_MESSAGES.carrera.notOffered] } : { campus: [ADMISSION_MESSAGES.campus.notOffered] },
          )
        }
      }
    }
  })
})

describe('admissionFormSchema', () => {
  it('accepts a valid ficha, trimming text and lower-casing the e-mail', () => {
    const result = admissionFormSchema.safeParse({
      ...validFicha,
      nombres: '  Ana Sofía ',
      correo_electronico: ' Ana@Example.COM ',
    })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ nombres: 'Ana Sofía', correo_electronico: 'ana@example.com' })
  })

  it('reports every missing field at once, one message each', () => {
    const result = admissionFormSchema.safeParse({})
    expect(errorsOf(result)).toEqual({
      apellido_paterno: [ADMISSION_MESSAGES.apellido_paterno.required],
      apellido_materno: [ADMISSION_MESSAGES.apellido_materno.required],
      nombres: [ADMISSION_MESSAGES.nombres.required],
      correo_electronico: [ADMISSION_MESSAGES.correo_electronico.required],
      telefono: [ADMISSION_MESSAGES.telefono.required],
      nivel_estudio: [ADMISSION_MESSAGES.nivel_estudio.required],
      campus: [ADMISSION_MESSAGES.campus.required],
      carrera: [ADMISSION_MESSAGES.carrera.required],
    })
  })

  it('checks the combination even when another field is wrong', () => {
    const result = screenSchema.safeParse({ ...validScreen, nombres: '', campus: 'Internet' })
    expect(errorsOf(result)).toEqual({
      nombres: [ADMISSION_MESSAGES.nombres.required],
      campus: [ADMISSION_MESSAGES.campus.notOffered],
    })
  })

  it('leaves the combination to the published options: the wire schema takes any known values', () => {
    expect(admissionFormSchema.safeParse({ ...validFicha, campus: 'Saltillo', carrera: 'Contador Auditor' }).success).toBe(true)
    expect(admissionChoiceIssue(ADMISSION_OPTIONS, { ...validFicha, campus: 'Saltillo', carrera: 'Contador Auditor' })).toEqual({
      field: 'carrera',
      message: ADMISSION_MESSAGES.carrera.notOffered,
    })
  })

  it('names the carrera when only the carrera is not offered at that campus', () => {
    const result = screenSchema.safeParse({ ...validScreen, campus: 'Saltillo', carrera: 'Contador Auditor' })
    expect(errorsOf(result)).toEqual({ carrera: [ADMISSION_MESSAGES.carrera.notOffered] })
  })

  it.each(['871123456', '87112345678', '871-123-4567', '871 123 4567', 'abcdefghij'])('rejects telefono %j', (telefono) => {
    expect(errorsOf(admissionFormSchema.safeParse({ ...validFicha, telefono }))).toEqual({
      telefono: [ADMISSION_MESSAGES.telefono.format],
    })
  })

  it.each([
    ['blank names', { apellido_paterno: ' ', apellido_materno: '', nombres: '\t' }, {
      apellido_paterno: [ADMISSION_MESSAGES.apellido_paterno.required],
      apellido_materno: [ADMISSION_MESSAGES.apellido_materno.required],
      nombres: [ADMISSION_MESSAGES.nombres.required],
    }],
    ['names too long', { nombres: 'a'.repeat(NAME_MAX_CHARS + 1) }, { nombres: [ADMISSION_MESSAGES.nombres.tooLong] }],
    ['a malformed e-mail', { correo_electronico: 'ana.garcia@' }, { correo_electronico: [ADMISSION_MESSAGES.correo_electronico.format] }],
    ['a phone as a number', { telefono: 8711234567 }, { telefono: [ADMISSION_MESSAGES.telefono.required] }],
    ['an unknown level', { nivel_estudio: 'secundaria' }, { nivel_estudio: [ADMISSION_MESSAGES.nivel_estudio.required] }],
    ['no campus or carrera', { campus: '', carrera: '' }, {
      campus: [ADMISSION_MESSAGES.campus.required],
      carrera: [ADMISSION_MESSAGES.carrera.required],
    }],
  ])('reports %s under its fields', (_case, change, errors) => {
    expect(errorsOf(admissionFormSchema.safeParse({ ...validFicha, ...change }))).toEqual(errors)
  })
})

describe('the screen schema and the payload', () => {
  it('requires an 18-character CURP, upper-cased, and leaves it out of the payload', () => {
    expect(errorsOf(screenSchema.safeParse({ ...validFicha, curp: 'ABC' }))).toEqual({
      curp: [ADMISSION_MESSAGES.curp.length],
    })
    const parsed = screenSchema.parse({ ...validFicha, curp: ' gala010203mcllpn09 ', website: '' })
    expect(parsed.curp).toBe('GALA010203MCLLPN09')
    expect(toAdmissionPayload(parsed)).toEqual({ ...validFicha, website: '' })
  })
})
