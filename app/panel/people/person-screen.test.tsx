import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS, PEOPLE_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { PEOPLE_MESSAGES, PEOPLE_PAGES, PERSON_FIELD_TEXT, notAChoiceMessage, type Person } from '#contracts/people.ts'
import type { StaffRole } from '#contracts/staff.ts'
import { answerGet, answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { panelText } from '../shared/panel-text.ts'
import { peopleText as text } from './people-text.ts'

mockApiNetwork()

const other = { id: 'p2', nombre: 'Maria Lopez', correo: 'mlopez@example.com', telefono: null, version: 4 }

const maria: Person = {
  id: 'p1',
  nombre: 'María López',
  correo: 'maria@example.com',
  telefono: '8711234567',
  curp: null,
  creada: '2026-11-20T17:00:00.000Z',
  version: 2,
  fusionadaCon: null,
  envios: [
    { cola: 'fichas', folio: 'FICHA-2026-000123', recibido: '2026-11-27T18:07:09.000Z', abierta: true, estado: 'Nueva', resumen: 'Derecho · Torreón' },
    { cola: 'documentos', folio: 'DOC-2026-000007', recibido: '2026-11-20T17:00:00.000Z', abierta: false, estado: null, resumen: null },
  ],
  actividades: [
    {
      id: 'a1',
      cola: 'fichas',
      folio: 'FICHA-2026-000123',
      tipo: 'Llamada',
      resultado: 'Contestó',
      nota: 'Pide informes de becas.',
      persona: 'Beto Ramírez',
      at: '2026-11-28T17:30:00.000Z',
    },
  ],
  eventos: [
    { folio: 'EVT-2026-000004', evento: 'Día de puertas abiertas', estado: 'Confirmada', lugares: 2, recibido: '2026-11-21T17:00:00.000Z', asistio: '2026-12-05T16:10:00.000Z' },
    { folio: 'EVT-2026-000002', evento: 'visita-saltillo', estado: 'Cancelada', lugares: 1, recibido: '2026-11-20T18:00:00.000Z', asistio: null },
  ],
  fusiones: [
    {
      id: 'f1',
      quedo: true,
      otra: { id: 'p3', nombre: 'Mari López' },
      fecha: '2026-11-28T16:00:00.000Z',
      persona: 'ana@instituto.example',
      deshecha: null,
      hasta: '2026-12-28T16:00:00.000Z',
      sePuedeDeshacer: true,
    },
  ],
  parecidas: [other],
}

/** The panel on a person's page (at `url`), signed in with `roles`; each reading answered by the next of `answers` (the last one repeats). */
function openPerson(answers: Person[], { url = PEOPLE_PAGES.person('p1'), roles = ['admisiones'] as StaffRole[] } = {}) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana', roles, dosPasos: false }))
  let reads = 0
  answerGet(PEOPLE_API_PATHS.person('p1'), () => Response.json(answers[Math.min(reads++, answers.length - 1)]))
  const router = createMemoryRouter(panelRoutes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return { user: userEvent.setup(), reads: () => reads }
}

describe('a person’s page (issue 38)', () => {
  it('shows the values, every submission (links only for the viewer’s queues) and the merges', async () => {
    openPerson([maria])
    expect(await screen.findByRole('heading', { level: 1, name: 'María López' })).toBeInTheDocument()
    const values = screen.getByRole('region', { name: text.values })
    expect(within(values).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      `${PERSON_FIELD_TEXT.nombre.label}: María López`,
      `${PERSON_FIELD_TEXT.correo.label}: maria@example.com`,
      `${PERSON_FIELD_TEXT.telefono.label}: 8711234567`,
      `${text.curp}: ${text.noValue}`,
      `${text.firstSeen}: 20 nov 2026, 11:00:00`,
    ])
    const submissions = screen.getByRole('region', { name: text.submissions })
    expect(within(submissions).getByRole('link', { name: 'FICHA-2026-000123' })).toHaveAttribute('href', PANEL_PAGES.queueItem('fichas', 'FICHA-2026-000123'))
    expect(within(submissions).getByText('Derecho · Torreón')).toBeInTheDocument()
    expect(within(submissions).queryByRole('link', { name: 'DOC-2026-000007' })).toBeNull()

    const merges = screen.getByRole('region', { name: text.merges })
    expect(within(merges).getByText(text.mergedHere('Mari López'))).toBeInTheDocument()
    expect(within(merges).getByRole('button', { name: text.undo })).toBeInTheDocument()
  })

  it('lists the event sign-ups with their status, places and «Asistió», and the activities with who, when and on which folio', async () => {
    openPerson([maria])
    const signUps = await screen.findByRole('region', { name: text.signUps })
    const [attended, cancelled] = within(signUps).getAllByRole('listitem')
    expect(attended).toHaveTextContent('Día de puertas abiertas')
    expect(attended).toHaveTextContent('EVT-2026-000004 · Confirmada · 2 lugares')
    expect(attended).toHaveTextContent(`${text.attended}: 5 dic 2026, 10:10:00`)
    expect(cancelled).toHaveTextContent('visita-saltillo')
    expect(cancelled).toHaveTextContent('EVT-2026-000002 · Cancelada · 1 lugar')
    expect(cancelled).toHaveTextContent(text.notAttended)

    const activities = screen.getByRole('region', { name: text.activities })
    const [call] = within(activities).getAllByRole('listitem')
    expect(call).toHaveTextContent(text.activityTitle('Llamada', 'Contestó'))
    expect(call).toHaveTextContent('28 nov 2026, 11:30:00 · Beto Ramírez · FICHA-2026-000123')
    expect(within(call!).getByRole('link', { name: 'FICHA-2026-000123' })).toHaveAttribute('href', PANEL_PAGES.queueItem('fichas', 'FICHA-2026-000123'))
    expect(within(call!).getByText('Pide informes de becas.')).toBeInTheDocument()
  })

  it('says when the person has no sign-ups and no activities the viewer may read', async () => {
    openPerson([{ ...maria, actividades: [], eventos: [] }])
    expect(await within(await screen.findByRole('region', { name: text.signUps })).findByText(text.noSignUps)).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: text.activities })).getByText(text.noActivities)).toBeInTheDocument()
  })

  it('«Deshacer fusión» shows it is working, then reads the person again and says what happened, with the focus on it', async () => {
    const held = heldResponse(Response.json({ persona: 'p1', fusion: 'f1' }))
    const sent = answerPost(PEOPLE_API_PATHS.undoMerge('f1'), held.respond)
    const undone = { ...maria, version: 3, fusiones: [{ ...maria.fusiones[0]!, deshecha: '2026-11-29T16:00:00.000Z', sePuedeDeshacer: false }] }
    const { user, reads } = openPerson([maria, undone])
    const merges = await screen.findByRole('region', { name: text.merges })

    await user.click(within(merges).getByRole('button', { name: text.undo }))
    expect(within(merges).getByRole('button', { name: text.undoing })).toHaveAttribute('aria-disabled', 'true')
    held.release()
    const result = await screen.findByText(text.undone)
    expect(result).toHaveFocus()
    expect(sent).toEqual([{}])
    expect(reads()).toBe(2)
    expect(within(merges).queryByRole('button', { name: text.undo })).toBeNull()
    expect(within(merges).getByText(`${text.undoneAt}:`, { exact: false })).toBeInTheDocument()
  })

  it('a refused undo says why beside the merge', async () => {
    answerPost(PEOPLE_API_PATHS.undoMerge('f1'), jsonAnswer(409, { mensaje: PEOPLE_MESSAGES.undoExpired }))
    const { user } = openPerson([maria])
    const merges = await screen.findByRole('region', { name: text.merges })
    await user.click(within(merges).getByRole('button', { name: text.undo }))
    expect(await within(merges).findByRole('alert')).toHaveTextContent(PEOPLE_MESSAGES.undoExpired)
  })

  it('«Fusionar» from an item opens on the other person: the values chosen per field are sent with both versions', async () => {
    const sent = answerPost(PEOPLE_API_PATHS.merge('p1'), jsonAnswer(200, { persona: 'p1', fusion: 'f2' }))
    const merged = { ...maria, version: 3, correo: 'mlopez@example.com', parecidas: [] }
    const { user } = openPerson([maria, merged], { url: PEOPLE_PAGES.mergeWith('p1', 'p2') })
    await screen.findByRole('heading', { name: text.merge.chosen('Maria Lopez') })

    const email = screen.getByRole('group', { name: PERSON_FIELD_TEXT.correo.label })
    expect(within(email).getByRole('radio', { name: `maria@example.com (${text.merge.fromThis})` })).toBeChecked()
    await user.click(within(email).getByRole('radio', { name: `mlopez@example.com (${text.merge.fromOther})` }))
    const phone = screen.getByRole('group', { name: PERSON_FIELD_TEXT.telefono.label })
    expect(within(phone).getByRole('radio', { name: `${text.noValue} (${text.merge.fromOther})` })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: text.merge.submit }))

    expect(await screen.findByText(text.merge.done('Maria Lopez'))).toHaveFocus()
    expect(sent).toEqual([{ otra: 'p2', nombre: 'María López', correo: 'mlopez@example.com', telefono: '8711234567', version: 2, versionOtra: 4 }])
    expect(screen.getByRole('region', { name: text.values })).toHaveTextContent('mlopez@example.com')
  })

  it('a refused merge shows the error summary, focused, and keeps what was chosen; a 409 offers to read the person again', async () => {
    let answer = jsonAnswer(422, { errors: { correo: [notAChoiceMessage('correo')] } })
    answerPost(PEOPLE_API_PATHS.merge('p1'), (request) => answer(request))
    const { user, reads } = openPerson([maria], { url: PEOPLE_PAGES.mergeWith('p1', 'p2') })
    await screen.findByRole('heading', { name: text.merge.chosen('Maria Lopez') })
    const email = screen.getByRole('group', { name: PERSON_FIELD_TEXT.correo.label })
    await user.click(within(email).getByRole('radio', { name: `mlopez@example.com (${text.merge.fromOther})` }))
    await user.click(screen.getByRole('button', { name: text.merge.submit }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveFocus()
    expect(within(summary).getByRole('link', { name: notAChoiceMessage('correo') })).toHaveAttribute('href', `#${email.id}`)
    expect(email).toHaveAccessibleDescription(`Error: ${notAChoiceMessage('correo')}`)
    expect(within(email).getByRole('radio', { name: `mlopez@example.com (${text.merge.fromOther})` })).toBeChecked()

    answer = jsonAnswer(409, { mensaje: PEOPLE_MESSAGES.staleVersion })
    await user.click(screen.getByRole('button', { name: text.merge.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(PEOPLE_MESSAGES.staleVersion)
    await user.click(screen.getByRole('button', { name: panelText.item.reload }))
    expect(await screen.findByText(panelText.item.reloaded)).toHaveFocus()
    expect(reads()).toBe(2)
  })

  it('finds the other person by a search when they are not among those of the same name', async () => {
    answerGet(PEOPLE_API_PATHS.search, (request) =>
      Response.json({ personas: new URL(request.url).searchParams.get('q') === 'mari' ? [{ ...maria, correo: 'maria@example.com' }, { ...other, id: 'p9', nombre: 'Mari L.' }] : [] }),
    )
    const { user } = openPerson([{ ...maria, parecidas: [] }])
    const section = await screen.findByRole('region', { name: text.merge.title })
    await user.type(within(section).getByRole('textbox', { name: new RegExp(PERSON_FIELD_TEXT.q.label) }), 'mari')
    await user.click(within(section).getByRole('button', { name: text.searchSubmit }))
    // The person herself is not offered.
    await user.click(await within(section).findByRole('button', { name: text.merge.choose('Mari L.', 'mlopez@example.com') }))
    expect(within(section).queryByRole('button', { name: text.merge.choose('María López', 'maria@example.com') })).toBeNull()
    expect(await screen.findByRole('heading', { name: text.merge.chosen('Mari L.') })).toHaveFocus()
  })
})

describe('the people section (issue 38)', () => {
  it('finds a person by what staff type and links to their page', async () => {
    answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana', roles: ['contacto'], dosPasos: false }))
    answerGet(PEOPLE_API_PATHS.search, (request) => Response.json({ personas: new URL(request.url).searchParams.get('q') === '871 123 4567' ? [other] : [] }))
    render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PEOPLE_PAGES.search] })} />)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: new RegExp(PERSON_FIELD_TEXT.q.label) }), '871 123 4567')
    await user.click(screen.getByRole('button', { name: text.searchSubmit }))
    expect(await screen.findByRole('link', { name: text.openPerson('Maria Lopez') })).toHaveAttribute('href', PEOPLE_PAGES.person('p2'))

    await user.clear(screen.getByRole('textbox', { name: new RegExp(PERSON_FIELD_TEXT.q.label) }))
    await user.type(screen.getByRole('textbox', { name: new RegExp(PERSON_FIELD_TEXT.q.label) }), 'nadie')
    await user.click(screen.getByRole('button', { name: text.searchSubmit }))
    expect(await screen.findByText(text.noResults)).toBeInTheDocument()
  })
})

describe('a person merged into another (issue 38)', () => {
  it('says with whom, links there, and offers no merge of its own', async () => {
    openPerson([{ ...maria, fusionadaCon: { id: 'p9', nombre: 'María L.' }, envios: [], fusiones: [{ ...maria.fusiones[0]!, quedo: false, otra: { id: 'p9', nombre: 'María L.' } }], parecidas: [] }])
    expect(await screen.findByText(text.mergedInto('María L.'), { exact: false })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: text.openPerson('María L.') })[0]).toHaveAttribute('href', PEOPLE_PAGES.person('p9'))
    expect(screen.queryByRole('region', { name: text.merge.title })).toBeNull()
    expect(within(screen.getByRole('region', { name: text.merges })).getByText(text.mergedAway('María L.'))).toBeInTheDocument()
  })
})
