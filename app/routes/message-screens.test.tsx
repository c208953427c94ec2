import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths } from '#contracts/site-paths.ts'
import Mantenimiento, { meta as maintenanceMeta } from '#app/routes/mantenimiento.tsx'
import NotFound from '#app/routes/not-found.tsx'
import { meta as verificationMeta } from '#app/routes/verificacion.tsx'
import { maintenancePage, verificationPage } from '#content/pages.ts'

function renderAt(path: string, Component: () => ReactNode) {
  const Stub = createRoutesStub([{ path, Component }])
  render(<Stub initialEntries={[path]} />)
}

describe('maintenance screen (spec §2.17)', () => {
  it('shows the spec texts and a way back to the root', () => {
    renderAt(paths.mantenimiento, Mantenimiento)

    expect(
      screen.getByRole('heading', { level: 1, name: 'Esta sección no está disponible por el momento' }),
    ).toBeVisible()
    expect(
      screen.getByText('Estamos trabajando para darte la mejor experiencia. Vuelve más tarde, por favor.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', paths.root)
  })
})

describe('not-found screen', () => {
  it('shows an illustration, the heading and a link home', () => {
    renderAt('/no-existe', NotFound)

    const image = screen.getByRole('img')
    expect(image).toHaveAccessibleName(expect.stringContaining('mapa') as string)
    expect(image).toHaveAttribute('width')
    expect(image).toHaveAttribute('height')
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', paths.home)
  })
})

describe('page meta', () => {
  it('gives each screen its own title, description and canonical path', () => {
    const maintenanceTags = maintenanceMeta()
    const verificationTags = verificationMeta()
    expect(maintenanceTags).toContainEqual({ title: expect.stringContaining('Sección en mantenimiento') as string })
    expect(verificationTags).toContainEqual({ title: expect.stringContaining('Código de verificación') as string })
    expect(maintenanceTags).toContainEqual({ name: 'description', content: maintenancePage.description })
    expect(verificationTags).toContainEqual({ name: 'description', content: verificationPage.description })
  })
})
