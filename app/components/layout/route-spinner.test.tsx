import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RouteSpinner } from './route-spinner.tsx'

describe('RouteSpinner', () => {
  it('announces loading while visible', () => {
    render(<RouteSpinner visible />)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…')
  })

  it('renders nothing otherwise', () => {
    render(<RouteSpinner visible={false} />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
