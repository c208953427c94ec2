import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { certificateImportSchema, CERTIFICATE_PANEL_MESSAGES } from '#contracts/certificates-panel.ts'
import { parseCertificateCsv } from '#server/certificates/import-file.ts'

const EXAMPLE_CSV = readFileSync(join(import.meta.dirname, '../../examples/certificados.csv'), 'utf8')

it.each([
  ['a bell', '\u0007'],
  ['a right-to-left override', '\u202e'],
])('rejects a row whose value holds %s, with its reason, and keeps the others (issue 16)', (_name, char) => {
  const [header = '', first = '', ...others] = EXAMPLE_CSV.split('\n')
  const parsed = parseCertificateCsv([header, `${first.slice(0, 2)}${char}${first.slice(2)}`, ...others].join('\n'))
  const clean = parseCertificateCsv(EXAMPLE_CSV)
  expect(parsed.accepted).toHaveLength(clean.accepted.length - 1)
  expect(parsed.rejected.map((row) => row.reason)).toEqual([`${header.split(',')[0]} tiene caracteres de control o de dirección del texto`])
})

it('refuses an import file with a NUL before reading its rows', () => {
  const result = certificateImportSchema.safeParse({ nombre: 'certificados.csv', contenido: `${EXAMPLE_CSV}\u0000` })
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([CERTIFICATE_PANEL_MESSAGES.fileNul])
  // Line breaks and tabs are the file's own.
  expect(certificateImportSchema.safeParse({ nombre: 'certificados.csv', contenido: EXAMPLE_CSV }).success).toBe(true)
})
