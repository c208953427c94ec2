import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { VerificationCodeForm } from '#app/features/verification-code/verification-code-form.tsx'
import { verificationContent } from '#content/verification.ts'
import { VERIFICATION_CODE_LENGTH } from '#contracts/limits.ts'
import { mockApiNetwork, recordRequests } from '#tests/support/api-network.ts'

mockApiNetwork()
let requests: string[] = []
beforeEach(() => {
  requests = recordRequests()
})
// spec §7: the verification-code screen makes no call.
afterEach(() => expect(requests).toEqual([]))

function setup() {
  const user = userEvent.setup()
  render(<VerificationCodeForm text={verificationContent} />)
  const boxes = Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, index) =>
    screen.getByRole('textbox', { name: `Dígito ${index + 1} de ${VERIFICATION_CODE_LENGTH}` }),
  )
  const box = (position: number) => {
    const element = boxes[position - 1]
    if (!element) throw new Error(`No box ${position}`)
    return element
  }
  const values = () => boxes.map((element) => (element as HTMLInputElement).value).join('|')
  return { user, box, values }
}

describe('VerificationCodeForm', () => {
  it('shows the title as a heading and groups six labelled numeric boxes under it', () => {
    const { box } = setup()

    expect(screen.getByRole('heading', { level: 1, name: 'Ingresa el código de verificación' })).toBeVisible()
    const group = screen.getByRole('group', { name: 'Ingresa el código de verificación' })
    expect(group).toContainElement(box(1))
    expect(group).toContainElement(box(VERIFICATION_CODE_LENGTH))
    expect(box(1)).toHaveAttribute('inputmode', 'numeric')
    expect(box(1)).toHaveAttribute('maxlength', '1')
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code')
    expect(box(2)).toHaveAttribute('autocomplete', 'off')
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeVisible()
  })

  it('typing a digit fills the box and moves to the next one', async () => {
    const { user, box, values } = setup()

    await user.click(box(1))
    await user.keyboard('12')

    expect(values()).toBe('1|2||||')
    expect(box(3)).toHaveFocus()
  })

  it('ignores letters and other non-digits: the box stays empty and focus stays', async () => {
    const { user, box, values } = setup()

    await user.click(box(1))
    await user.keyboard('a- ')

    expect(values()).toBe('|||||')
    expect(box(1)).toHaveFocus()
  })

  it('typing over a filled box replaces its digit', async () => {
    const { user, box, values } = setup()
    await user.click(box(1))
    await user.keyboard('12')

    await user.click(box(1))
    await user.keyboard('9')

    expect(values()).toBe('9|2||||')
    expect(box(2)).toHaveFocus()
  })

  it('Backspace clears the box; on an empty box it moves back and clears the previous one', async () => {
    const { user, box, values } = setup()
    await user.click(box(1))
    await user.keyboard('123')
    expect(box(4)).toHaveFocus()

    await user.keyboard('{Backspace}')
    expect(values()).toBe('1|2||||')
    expect(box(3)).toHaveFocus()

    await user.keyboard('{Backspace}')
    expect(values()).toBe('1|||||')
    expect(box(2)).toHaveFocus()
  })

  it('ArrowLeft moves back and ArrowRight moves forward, without leaving the boxes', async () => {
    const { user, box } = setup()
    await user.click(box(3))

    await user.keyboard('{ArrowLeft}')
    expect(box(2)).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(box(1)).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(box(2)).toHaveFocus()
  })

  it("pasting '123456' fills every box", async () => {
    const { user, box, values } = setup()
    await user.click(box(1))

    await user.paste('123456')

    expect(values()).toBe('1|2|3|4|5|6')
    expect(box(VERIFICATION_CODE_LENGTH)).toHaveFocus()
  })

  it("pasting '12ab3' fills the first three boxes with 1, 2 and 3", async () => {
    const { user, box, values } = setup()
    await user.click(box(1))

    await user.paste('12ab3')

    expect(values()).toBe('1|2|3|||')
    expect(box(4)).toHaveFocus()
  })

  it('pasting into a later box fills from there up to the last box', async () => {
    const { user, box, values } = setup()
    await user.click(box(4))

    await user.paste('987654')

    expect(values()).toBe('|||9|8|7')
  })

  it('does not refuse a paste that carries no text (nothing changes)', () => {
    const { box, values } = setup()

    const notRefused = box(1).dispatchEvent(new Event('paste', { bubbles: true, cancelable: true }))

    expect(notRefused).toBe(true)
    expect(values()).toBe('|||||')
  })

  it('takes a whole code filled in by the phone (one-time-code autofill) and ignores non-digit input', () => {
    const { box, values } = setup()

    // A phone's keyboard or autofill changes the value without a usable key event.
    fireEvent.change(box(1), { target: { value: 'x' } })
    expect(values()).toBe('|||||')

    fireEvent.change(box(1), { target: { value: '482913' } })
    expect(values()).toBe('4|8|2|9|1|3')
  })

  it('Verificar with a complete code shows the code back', async () => {
    const { user, box } = setup()
    await user.click(box(1))
    await user.keyboard('123456')

    await user.click(screen.getByRole('button', { name: 'Verificar' }))

    expect(screen.getByRole('status')).toHaveTextContent('Código ingresado: 123456')
    expect(screen.queryByText('Ingresa los 6 dígitos del código.')).not.toBeInTheDocument()
  })

  it('Verificar with an incomplete code shows the error and focuses the first empty box', async () => {
    const { user, box } = setup()
    await user.click(box(1))
    await user.keyboard('12')
    await user.click(box(4))
    await user.keyboard('4')

    await user.click(screen.getByRole('button', { name: 'Verificar' }))

    expect(screen.getByText('Ingresa los 6 dígitos del código.')).toBeVisible()
    expect(box(3)).toHaveFocus()
    expect(box(3)).toBeInvalid()
    expect(box(3)).toHaveAccessibleDescription('Error: Ingresa los 6 dígitos del código.')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('is usable from the keyboard alone', async () => {
    const { user } = setup()

    await user.tab()
    await user.keyboard('654321')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Verificar' })).toHaveFocus()
    await user.keyboard('{Enter}')

    expect(screen.getByRole('status')).toHaveTextContent('Código ingresado: 654321')
  })
})
