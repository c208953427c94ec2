import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { SINGLE_RECORD_KEY, type ContentKind } from '#contracts/content/content-kinds.ts'
import { CONTENT_API_PATHS } from '#contracts/content/content-api.ts'
import { CONTENT_IMAGE_MESSAGES } from '#contracts/content/content-images.ts'
import { MEDIA_MESSAGES, type UploadedImage } from '#contracts/content/media.ts'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { SchemaForm } from './schema-form.tsx'
import { schemaFormText } from './schema-form-text.ts'
import type { FieldErrors } from './field-path.ts'

mockApiNetwork()

const promotions = CONTENT_SEED.promociones[SINGLE_RECORD_KEY]!
const [first] = promotions

const UPLOADED: UploadedImage = {
  kind: 'image',
  base: '/media/subidas/imagen-0123456789abcdef0123456789abcdef-wide',
  widths: [480, 960],
  formats: ['avif', 'webp'],
  width: 960,
  height: 540,
}

/** A kind's content form as a screen holds it, the value in state, each change reported to `onChange`. */
function renderSchemaForm(kind: ContentKind, initial: unknown, errors?: FieldErrors) {
  const onChange = vi.fn<(next: unknown) => void>()
  function Screen() {
    const [value, setValue] = useState(initial)
    return (
      <SchemaForm
        kind={kind}
        value={value}
        errors={errors}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
    )
  }
  render(<Screen />)
  /** The record as the last change left it. */
  const last = () => onChange.mock.lastCall?.[0] as never
  return { user: userEvent.setup(), onChange, last }
}

/** The promotions' form as the editor holds it. */
function renderPromotions(initial: unknown = promotions, errors?: FieldErrors) {
  const form = renderSchemaForm('promociones', initial, errors)
  return { ...form, last: form.last as () => { image: unknown; title: unknown }[] | undefined }
}

/** The image field of the promotion titled `title`. */
function imageGroupOf(title: string) {
  return within(screen.getByRole('group', { name: title })).getByRole('group', { name: 'Imagen' })
}

/** What «Subir imagen» says of the promotions' slot. */
const WIDE_HINT = schemaFormText.image.hint('Foto panorámica (16:9)', 480, 270)

const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'promocion.jpg', { type: 'image/jpeg' })

describe('the image field of a content form', () => {
  it('shows the current image at its smallest width, the upload of the four kinds and the alt text, labelled', () => {
    renderPromotions()
    const group = imageGroupOf(first!.title)
    expect(within(group).getByRole('img', { name: first!.image.alt })).toHaveAttribute('src', `${first!.image.base}-480.webp`)
    const input = within(group).getByLabelText('Subir imagen')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif')
    expect(within(group).getByRole('textbox', { name: 'Texto alternativo' })).toHaveValue(first!.image.alt)
    expect(input).toHaveAccessibleDescription(WIDE_HINT)
    expect(WIDE_HINT).toMatch(/^Foto panorámica \(16:9\)\. Sube una foto JPEG, PNG, WebP o AVIF de al menos 480 × 270 píxeles/)
    // The files' path and sizes are the upload's to set, not typed.
    expect(within(group).queryByRole('textbox', { name: 'Ruta de la imagen' })).not.toBeInTheDocument()
  })

  it('uploads a chosen photo saying «Subiendo…», then takes its files and keeps the alt text typed meanwhile', async () => {
    const answer = heldResponse(HttpResponse.json(UPLOADED, { status: 201 }))
    let sent: FormData | undefined
    answerPost(CONTENT_API_PATHS.images, async (request) => {
      sent = await request.formData()
      return answer.respond()
    })
    const { user, last } = renderPromotions()
    const group = imageGroupOf(first!.title)
    const input = within(group).getByLabelText('Subir imagen')

    await user.upload(input, photoFile())

    expect(await within(group).findByText('Subiendo…')).toBeInTheDocument()
    expect(input).toBeDisabled()
    const alt = within(group).getByRole('textbox', { name: 'Texto alternativo' })
    await user.clear(alt)
    await user.type(alt, 'Estudiantes en la biblioteca')
    answer.release()

    expect(await within(group).findByText('Imagen subida. Revisa su texto alternativo.')).toBeInTheDocument()
    expect(sent?.get('ranura')).toBe('wide')
    expect(sent?.get('archivo')).toMatchObject({ type: 'image/jpeg', size: 4 })
    expect(last()?.[0]?.image).toEqual({ ...UPLOADED, alt: 'Estudiantes en la biblioteca' })
    expect(last()?.slice(1)).toEqual(promotions.slice(1))
    expect(within(group).getByRole('img', { name: 'Estudiantes en la biblioteca' })).toHaveAttribute('src', `${UPLOADED.base}-480.webp`)
    expect(input).toBeEnabled()
    // The person went on to the alt text while it uploaded: the focus stays there.
    expect(alt).toHaveFocus()
  })

  it('gives the focus back to «Subir imagen» once the upload ends, when the person waited on it', async () => {
    answerPost(CONTENT_API_PATHS.images, jsonAnswer(201, UPLOADED))
    const { user } = renderPromotions()
    const input = within(imageGroupOf(first!.title)).getByLabelText('Subir imagen')
    await user.upload(input, photoFile())
    expect(await screen.findByText('Imagen subida. Revisa su texto alternativo.')).toBeInTheDocument()
    expect(input).toBeEnabled()
    expect(input).toHaveFocus()
  })

  it("shows the server's refusal under the file input and changes nothing typed", async () => {
    answerPost(CONTENT_API_PATHS.images, jsonAnswer(422, { mensaje: CONTENT_IMAGE_MESSAGES.tooSmall('wide'), errors: { archivo: [CONTENT_IMAGE_MESSAGES.tooSmall('wide')] } }))
    const { user, onChange } = renderPromotions()
    const group = imageGroupOf(first!.title)
    const title = within(screen.getByRole('group', { name: first!.title })).getByRole('textbox', { name: 'Título' })
    await user.type(title, ' 2027')
    const typed = onChange.mock.lastCall?.[0]
    const input = within(group).getByLabelText('Subir imagen')

    await user.upload(input, photoFile())

    expect(await within(group).findByText('No se subió la imagen.')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(`${WIDE_HINT} Error: ${CONTENT_IMAGE_MESSAGES.tooSmall('wide')}`)
    expect(onChange.mock.lastCall?.[0]).toBe(typed)
    expect(title).toHaveValue(`${first!.title} 2027`)
    expect(within(group).getByRole('img', { name: first!.image.alt })).toBeInTheDocument()
  })

  it('offers a new promotion no image yet, and shows a missing image\'s message under «Subir imagen» with the id the summary links to', async () => {
    const withNew = [...promotions, { id: 4, title: 'Nueva', description: 'x', image: { kind: 'image', base: '', widths: [''], formats: [], width: '', height: '', alt: '' } }]
    renderPromotions(withNew, { '3.image.base': [MEDIA_MESSAGES.path], '3.image.widths.0': [MEDIA_MESSAGES.pixels], '3.image.alt': ['Escribe un texto de 1 a 500 caracteres'] })
    const group = imageGroupOf('Nueva')
    expect(within(group).getByText('Todavía no hay imagen: sube una.')).toBeInTheDocument()
    expect(within(group).queryByRole('img')).not.toBeInTheDocument()
    const input = within(group).getByLabelText('Subir imagen')
    expect(input).toHaveAttribute('id', 'campo-3-image-base')
    expect(input).toHaveAccessibleDescription(`${WIDE_HINT} Error: ${MEDIA_MESSAGES.path}`)
    expect(within(group).getByRole('textbox', { name: 'Texto alternativo' })).toHaveAccessibleDescription('Error: Escribe un texto de 1 a 500 caracteres')
  })

  it('lets an optional photo be left out: «Quitar imagen» removes it, and an alt text typed and emptied without a photo leaves nothing', async () => {
    const withoutImage = { slug: 'feria', title: 'Feria', date: '2026-12-01', summary: 'Resumen', body: 'Texto' }
    const post = { ...withoutImage, image: { ...first!.image } }
    const { user, onChange } = renderSchemaForm('noticias', [post])
    const group = within(screen.getByRole('group', { name: 'Feria' })).getByRole('group', { name: 'Imagen (opcional)' })
    await user.click(within(group).getByRole('button', { name: 'Quitar imagen' }))
    expect(onChange.mock.lastCall?.[0]).toEqual([withoutImage])
    expect(within(group).getByText('Todavía no hay imagen: sube una.')).toBeInTheDocument()
    expect(within(group).queryByRole('button', { name: 'Quitar imagen' })).not.toBeInTheDocument()

    const alt = within(group).getByRole('textbox', { name: 'Texto alternativo' })
    await user.type(alt, 'x')
    expect(onChange.mock.lastCall?.[0]).toEqual([{ ...withoutImage, image: { kind: 'image', alt: 'x' } }])
    await user.clear(alt)
    expect(onChange.mock.lastCall?.[0]).toEqual([withoutImage])
  })
})
