import { describe, expect, it } from 'vitest'
import { stageReached } from '#server/dashboard/ficha-stages.ts'

const NOW = new Date('2026-11-30T18:00:00.000Z')
const NONE = { contactada_at: null, cita_agendada_at: null, inscrita_at: null }

describe('the moment a ficha reaches a stage (issue 38, the funnel)', () => {
  it('is set by the first move to Contactada, Cita agendada or Inscrita only', () => {
    expect(stageReached(NONE, 'contactada', NOW)).toEqual({ contactada_at: NOW.toISOString() })
    expect(stageReached({ ...NONE, contactada_at: '2026-11-20T18:00:00.000Z' }, 'cita-agendada', NOW)).toEqual({ cita_agendada_at: NOW.toISOString() })
    // «Cambiar la cita» moves the ficha to Cita agendada again: the first appointment's moment stays.
    expect(stageReached({ ...NONE, cita_agendada_at: '2026-11-25T18:00:00.000Z' }, 'cita-agendada', NOW)).toEqual({})
    expect(stageReached(NONE, 'descartada', NOW)).toEqual({})
  })
})
