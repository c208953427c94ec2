import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CurriculumBrowser } from '#app/features/program-browser/curriculum-browser.tsx'
import { bachillerato } from '#content/programs/bachillerato.ts'
import { derecho } from '#content/programs/derecho.ts'
import type { Period } from '#content/programs/types.ts'

function setup(periods: readonly Period[]) {
  const user = userEvent.setup()
  render(<CurriculumBrowser heading="Plan de estudios" groupLabel="Semestres" periods={periods} />)
  const buttons = within(screen.getByRole('group', { name: 'Semestres' })).getAllByRole('button')
  const pressed = () => buttons.filter((button) => button.getAttribute('aria-pressed') === 'true')
  const shown = (period: Period) => {
    expect(screen.getByRole('heading', { level: 3, name: period.nombre })).toBeVisible()
    const items = within(screen.getByRole('list', { name: period.nombre })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(period.materias)
  }
  return { user, buttons, pressed, shown }
}

describe('CurriculumBrowser', () => {
  it('has one button per period, named by the period, and shows the first period on load', () => {
    const { buttons, pressed, shown } = setup(bachillerato.periods)

    expect(buttons.map((button) => button.textContent)).toEqual(bachillerato.periods.map((period) => period.nombre))
    expect(pressed()).toEqual([buttons[0]])
    shown(bachillerato.periods[0]!)
  })

  it('shows any period at any time, in any order, with exactly one button pressed', async () => {
    const { user, buttons, pressed, shown } = setup(derecho.periods)

    for (const index of [8, 3, 0, 4, 4, 1]) {
      await user.click(buttons[index]!)
      expect(pressed()).toEqual([buttons[index]])
      shown(derecho.periods[index]!)
    }
  })

  it('works from the keyboard alone', async () => {
    const { user, buttons, shown } = setup(bachillerato.periods)

    await user.tab()
    await user.tab()
    expect(buttons[1]).toHaveFocus()
    await user.keyboard(' ')
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true')
    shown(bachillerato.periods[1]!)
  })

  it('shows the subject counts of spec §3.3 for every bachillerato semester', async () => {
    const { user, buttons } = setup(bachillerato.periods)
    const counts: number[] = []
    for (const [index, period] of bachillerato.periods.entries()) {
      await user.click(buttons[index]!)
      counts.push(within(screen.getByRole('list', { name: period.nombre })).getAllByRole('listitem').length)
    }
    expect(counts).toEqual([8, 9, 10, 9])
  })
})
