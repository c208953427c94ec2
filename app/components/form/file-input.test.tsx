import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { FileInput, type FileInputProps } from './file-input.tsx'

const ACCEPT = ['.pdf', '.png']

function Picker(props: Pick<FileInputProps, 'onFileChange'>) {
  return (
    <>
      <label htmlFor="comprobante">Comprobante</label>
      <FileInput id="comprobante" name="comprobante" className="" aria-invalid={undefined} aria-describedby={undefined} accept={ACCEPT} {...props} />
    </>
  )
}

describe('FileInput', () => {
  it('offers the accepted extensions and reports each choice with its input', async () => {
    const onFileChange = vi.fn()
    render(<Picker onFileChange={onFileChange} />)
    const input = screen.getByLabelText<HTMLInputElement>('Comprobante')
    expect(input).toHaveAttribute('accept', '.pdf,.png')
    const file = new File(['%PDF'], 'recibo.pdf')
    await userEvent.upload(input, file)
    expect(onFileChange).toHaveBeenLastCalledWith(file, input)
  })

  it('hands over a file chosen before hydration, once', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Picker onFileChange={() => {}} />)
    document.body.append(container)
    const early = new File(['%PDF'], 'temprano.pdf')
    Object.defineProperty(screen.getByLabelText('Comprobante'), 'files', { value: [early] })

    const onFileChange = vi.fn()
    render(<Picker onFileChange={onFileChange} />, { container, hydrate: true })
    expect(onFileChange).toHaveBeenCalledTimes(1)
    expect(onFileChange).toHaveBeenCalledWith(early, screen.getByLabelText('Comprobante'))
  })
})
