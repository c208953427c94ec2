import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ProfileToggle } from '#app/features/program-browser/profile-toggle.tsx'
import { bachillerato } from '#content/programs/bachillerato.ts'
import { derecho } from '#content/programs/derecho.ts'
import { programPageText } from '#content/programs/program-page-text.ts'
import type { Profile, ProfileKey } from '#content/programs/types.ts'

const text = programPageText.profile

function setup(profiles: Readonly<Record<ProfileKey, Profile>> = derecho.profiles) {
  const user = userEvent.setup()
  render(<ProfileToggle profiles={profiles} text={text} />)
  const ingreso = screen.getByRole('button', { name: 'Perfil de Ingreso' })
  const egreso = screen.getByRole('button', { name: 'Perfil de Egreso' })
  const list = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent)
  return { user, ingreso, egreso, list }
}

describe('ProfileToggle', () => {
  it('shows the perfil de ingreso on load, its button pressed and the other not', () => {
    const { ingreso, egreso, list } = setup()

    expect(screen.getByRole('group', { name: text.groupLabel })).toContainElement(ingreso)
    expect(ingreso).toHaveAttribute('aria-pressed', 'true')
    expect(egreso).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { level: 3, name: 'Perfil de Ingreso' })).toBeVisible()
    expect(screen.getByText(derecho.profiles.ingreso.summary)).toBeVisible()
    expect(list('Conocimientos')).toEqual(derecho.profiles.ingreso.knowledge)
    expect(list('Habilidades')).toEqual(derecho.profiles.ingreso.skills)
  })

  it('swaps to the perfil de egreso and back, moving aria-pressed with it', async () => {
    const { user, ingreso, egreso, list } = setup()

    await user.click(egreso)
    expect(egreso).toHaveAttribute('aria-pressed', 'true')
    expect(ingreso).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { level: 3, name: 'Perfil de Egreso' })).toBeVisible()
    expect(list('Conocimientos')).toEqual(derecho.profiles.egreso.knowledge)
    expect(list('Habilidades')).toEqual(derecho.profiles.egreso.skills)
    expect(screen.queryByText(derecho.profiles.ingreso.summary)).not.toBeInTheDocument()

    // Pressing the active button again keeps it.
    await user.click(egreso)
    expect(egreso).toHaveAttribute('aria-pressed', 'true')

    await user.click(ingreso)
    expect(ingreso).toHaveAttribute('aria-pressed', 'true')
    expect(list('Conocimientos')).toEqual(derecho.profiles.ingreso.knowledge)
  })

  it('works from the keyboard alone', async () => {
    const { user, ingreso, egreso } = setup()

    await user.tab()
    expect(ingreso).toHaveFocus()
    await user.tab()
    expect(egreso).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(egreso).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('{Shift>}{Tab}{/Shift} ')
    expect(ingreso).toHaveAttribute('aria-pressed', 'true')
  })

  it('on bachillerato swaps the image with the profile (spec §2.13)', async () => {
    const { ingreso, egreso } = bachillerato.profiles
    const { user, egreso: egresoButton } = setup(bachillerato.profiles)
    if (!ingreso.image || !egreso.image) throw new Error('El bachillerato debe tener imagen en cada perfil')

    const shown = screen.getByRole('img', { name: ingreso.image.alt })
    expect(shown).toHaveAttribute('src', expect.stringContaining(ingreso.image.base))
    expect(shown).toHaveAttribute('width', String(ingreso.image.width))
    expect(shown).toHaveAttribute('srcset', expect.stringContaining(`${ingreso.image.widths[0]}w`))

    await user.click(egresoButton)
    expect(screen.getByRole('img', { name: egreso.image.alt })).toHaveAttribute('src', expect.stringContaining(egreso.image.base))
    expect(screen.queryByRole('img', { name: ingreso.image.alt })).not.toBeInTheDocument()
  })

  it('shows no image for programmes whose profiles have none', () => {
    setup(derecho.profiles)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })
})
