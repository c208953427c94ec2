import { describe, expect, it } from 'vitest'
import { RVOE_TABLE, type RvoeTable } from '#contracts/rvoe.ts'
import { withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'
import { plansWithoutRvoe, rvoeWarning } from './check-rvoe.ts'

describe('check-rvoe', () => {
  it('names each plan without RVOE: the carrera, the modality and, for per-campus agreements, the campus', () => {
    const table: RvoeTable = {
      ...withoutRvoe('Derecho', 'nocturna'),
      'Preparatoria Bachillerato General': {
        ...RVOE_TABLE['Preparatoria Bachillerato General'],
        escolarizada: {
          byCampus: {
            'Torreon Braulio Fernandez Aguirre': { number: 'A-1', date: '2008-07-14', authority: 'SEDU' },
            'Torreon Villas Zaragoza': { number: 'A-3', date: '2012-06-25', authority: 'SEDU' },
            'Torreon Valle la Rosita': { number: 'A-4', date: '2015-07-20', authority: 'SEDU' },
          },
        },
      },
    }
    expect(plansWithoutRvoe(table)).toEqual([
      'Preparatoria Bachillerato General (Escolarizada, Torreón Zaragoza Sur)',
      'Derecho (Nocturna)',
    ])
  })

  it('lists every plan of every programme when nothing is filled in', () => {
    expect(plansWithoutRvoe({})).toContain('Doctorado Gestión Educativa (Nocturna)')
    expect(plansWithoutRvoe({})).toContain('Educación en Competencias (Sabatina)')
  })

  it('prints one warning line, or nothing when every plan has its RVOE', () => {
    expect(rvoeWarning([])).toBeNull()
    expect(rvoeWarning(['Derecho (Nocturna)'])).toBe(
      'Aviso: 1 plan sin RVOE en contracts/rvoe.ts; el sitio dice «Validez oficial en trámite»: Derecho (Nocturna).',
    )
    expect(rvoeWarning(['Derecho (Nocturna)', 'Pedagogía (Sabatina)'])).toMatch(/^Aviso: 2 planes sin RVOE .*: Derecho \(Nocturna\); Pedagogía \(Sabatina\)\.$/)
  })
})
