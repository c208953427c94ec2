import { describe, expect, it } from 'vitest'
import { startsAndEndsAsPdf } from '#server/storage/content-checks/pdf.ts'
import { pdfBytes } from '#tests/support/server/multipart.ts'
import { pdfHeaderThenHtml, pdfThenHtml } from '#tests/support/server/upload-samples.ts'

describe('startsAndEndsAsPdf', () => {
  it('accepts a PDF whose last bytes but PDF whitespace are %%EOF', () => {
    expect(startsAndEndsAsPdf(pdfBytes())).toBe(true)
    expect(startsAndEndsAsPdf(Buffer.concat([pdfBytes(), Buffer.from('\r\n\0\t\f ')]))).toBe(true)
  })

  it('refuses a PDF header followed by a web page, and a PDF with a web page after its %%EOF', () => {
    expect(startsAndEndsAsPdf(pdfHeaderThenHtml())).toBe(false)
    expect(startsAndEndsAsPdf(pdfThenHtml())).toBe(false)
    expect(startsAndEndsAsPdf(Buffer.concat([pdfBytes(), Buffer.from('x')]))).toBe(false)
  })

  it('refuses a PDF that does not start at byte 0, and files too short to be one', () => {
    expect(startsAndEndsAsPdf(Buffer.concat([Buffer.from(' '), pdfBytes()]))).toBe(false)
    expect(startsAndEndsAsPdf(Buffer.from('%PDF-%%EOF'.slice(0, 9)))).toBe(false)
    expect(startsAndEndsAsPdf(Buffer.alloc(0))).toBe(false)
  })
})
