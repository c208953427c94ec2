import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { receiptProblem } from './receipt-file.ts'

describe('receiptProblem (spec §5)', () => {
  it('accepts every allowed extension, in any case, up to 10 MB exactly', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.DOCX']) {
      expect(receiptProblem({ name, size: UPLOAD_MAX_BYTES })).toBeNull()
    }
  })

  it('refuses a file over 10 MB', () => {
    expect(receiptProblem({ name: 'foto.jpg', size: UPLOAD_MAX_BYTES + 1 })).toBe('fileTooLarge')
  })

  it('refuses other kinds by name, whatever their size', () => {
    for (const name of ['programa.exe', 'comprobante.pdf.exe', 'pdf', '.pdf', 'hoja.xlsx']) {
      expect(receiptProblem({ name, size: 10 }), name).toBe('fileNotAllowed')
    }
    expect(receiptProblem({ name: 'video.mp4', size: UPLOAD_MAX_BYTES * 3 })).toBe('fileNotAllowed')
  })
})
