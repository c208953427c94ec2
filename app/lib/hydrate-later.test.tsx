import { fireEvent, screen, waitFor } from '@testing-library/react'
import { hydrate } from 'preact'
import { renderToString } from 'preact-render-to-string'
import { useId, useState } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { HydrateLater, hydrateInParts } from './hydrate-later.tsx'

// The public pages run on Preact (docs/decisions/033); so does this test, where the other unit tests run React.
vi.mock('react', async () => await import('preact/compat'))
vi.mock('react/jsx-runtime', async () => await import('preact/compat/jsx-runtime'))
vi.mock('react/jsx-dev-runtime', async () => await import('preact/compat/jsx-dev-runtime'))

const clicked = vi.fn<(name: string) => void>()

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  const id = useId()
  return (
    <button
      type="button"
      id={id}
      // Set only once clicked: the id the browser holds then must still be the prerendered one.
      aria-describedby={count > 0 ? id : undefined}
      onClick={() => {
        clicked(name)
        setCount(count + 1)
      }}
    >
      {name} {count}
    </button>
  )
}

function Page() {
  return (
    <main>
      <Counter name="arriba" />
      <HydrateLater>
        <section>
          <Counter name="abajo" />
          <HydrateLater>
            <p>
              <Counter name="dentro" />
            </p>
          </HydrateLater>
        </section>
      </HydrateLater>
      <Counter name="final" />
    </main>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

it('hydrates a part after the rest of the page, over its prerendered markup, and a part inside it after that', async () => {
  const root = document.createElement('div')
  root.innerHTML = renderToString(<Page />)
  document.body.append(root)
  const prerendered = screen.getAllByRole('button')

  await hydrateInParts(() => {
    hydrate(<Page />, root)
    // Hydration has returned: the top answers, the parts are still their prerendered markup.
    for (const button of prerendered) fireEvent.click(button)
    expect(clicked.mock.calls).toEqual([['arriba'], ['final']])
  })

  // Each part was hydrated over its own markup: the same buttons, now answering.
  expect(screen.getAllByRole('button')).toEqual(prerendered)
  for (const button of prerendered) fireEvent.click(button)
  expect(clicked.mock.calls.slice(2)).toEqual([['arriba'], ['abajo'], ['dentro'], ['final']])
  await waitFor(() =>
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['arriba 2', 'abajo 1', 'dentro 1', 'final 2']),
  )
  // The ids a part's components hold after hydration are the ones the prerender wrote.
  for (const button of prerendered) expect(button).toHaveAttribute('aria-describedby', button.id)
})

it('renders at once outside the first hydration', () => {
  const root = document.createElement('div')
  document.body.append(root)
  hydrate(<Page />, root)

  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['arriba 0', 'abajo 0', 'dentro 0', 'final 0'])
})

function Disclosure() {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Campus
      </button>
      <HydrateLater>
        <ul hidden={!open}>
          <li>Saltillo {open ? 'abierto' : 'cerrado'}</li>
        </ul>
      </HydrateLater>
    </div>
  )
}

it('a part whose props changed while it waited hydrates and then shows the change', async () => {
  const root = document.createElement('div')
  root.innerHTML = renderToString(<Disclosure />)
  document.body.append(root)

  await hydrateInParts(() => {
    hydrate(<Disclosure />, root)
    // Opened after the document hydrated, before the part did.
    fireEvent.click(screen.getByRole('button', { name: 'Campus' }))
  })

  await waitFor(() => expect(screen.getByRole('button', { name: 'Campus' })).toHaveAttribute('aria-expanded', 'true'))
  expect(screen.getByRole('list')).toBeVisible()
  expect(screen.getByRole('listitem')).toHaveTextContent('Saltillo abierto')
})
