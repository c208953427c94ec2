import { describe, expect, it } from 'vitest'
import { CsvFormatError, parseCsv, toCsv } from '#server/csv/csv.ts'

const values = (text: string) => parseCsv(text).map((record) => record.values)

describe('parseCsv', () => {
  it('reads quoted values with commas, doubled quotes and line breaks, CRLF or LF, without a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"uno, dos","dijo ""hola""","línea 1\nlínea 2"\n4,,""\n'
    expect(parseCsv(text)).toEqual([
      { line: 1, values: ['a', 'b', 'c'] },
      { line: 2, values: ['uno, dos', 'dijo "hola"', 'línea 1\nlínea 2'] },
      { line: 4, values: ['4', '', ''] },
    ])
  })

  it('skips blank lines and reads a last record without a line break', () => {
    expect(values('a,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('takes semicolons as the separator when the header has no commas', () => {
    expect(values('a;b\n"1,5";2\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ])
  })

  it('names the line of a quote left open and of text after a closing quote', () => {
    expect(() => parseCsv('a,b\n1,"abierta\n')).toThrow(new CsvFormatError('Comillas sin cerrar en el valor que empieza en la línea 2.'))
    expect(() => parseCsv('a\n"x"y\n')).toThrow(/línea 2/)
  })
})

describe('toCsv', () => {
  const cell = (value: string | null) => toCsv(['x'], [[value]]).slice('\uFEFFx\r\n'.length, -'\r\n'.length)

  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(cell('Ana')).toBe('Ana')
    expect(cell('Pérez, Ana')).toBe('"Pérez, Ana"')
    expect(cell('dijo "hola"')).toBe('"dijo ""hola"""')
    expect(cell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"')
    expect(cell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(cell(null)).toBe('')
  })

  it('starts with a BOM and ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('\uFEFFa,b\r\n1,\r\n')
  })

  it('reads back what it wrote', () => {
    const rows = [['Pérez, Ana', 'dijo "hola"', 'línea 1\nlínea 2']]
    expect(parseCsv(toCsv(['a', 'b', 'c'], rows)).map((record) => record.values)).toEqual([['a', 'b', 'c'], ...rows])
  })
})
