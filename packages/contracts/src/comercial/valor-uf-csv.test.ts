// How a CSV of daily UF values is read: the spellings staff paste, and what a bad line says.
import { describe, expect, it } from 'vitest'
import { parseFechaCsv, parseValorCsv, parseValoresUfCsv } from './valor-uf-csv.ts'

describe('parseValorCsv', () => {
  it('reads a value as Chile writes it and as a program does', () => {
    expect(parseValorCsv('39.485,65')).toBe(39_485.65)
    expect(parseValorCsv('39485,65')).toBe(39_485.65)
    expect(parseValorCsv('39485.65')).toBe(39_485.65)
    expect(parseValorCsv('$ 39.485,6')).toBe(39_485.6)
    expect(parseValorCsv('39.485')).toBe(39_485)
    expect(parseValorCsv('39485')).toBe(39_485)
  })

  it('refuses more than two decimals, misplaced thousands and text', () => {
    for (const text of ['39485.655', '39.485,655', '3.94.85,65', '39,485.65', 'uno', '-39485']) {
      expect(parseValorCsv(text), text).toBeNull()
    }
  })
})

describe('parseFechaCsv', () => {
  it('reads dd-MM-yyyy, dd/MM/yyyy and yyyy-MM-dd, and refuses days that do not exist', () => {
    expect(parseFechaCsv('05-03-2026')).toBe('2026-03-05')
    expect(parseFechaCsv('5/3/2026')).toBe('2026-03-05')
    expect(parseFechaCsv('2026-03-05')).toBe('2026-03-05')
    expect(parseFechaCsv('29-02-2028')).toBe('2028-02-29')
    for (const text of ['29-02-2026', '2026-13-01', '03-05-26', '2026/03/05']) {
      expect(parseFechaCsv(text), text).toBeNull()
    }
  })

  it('reads years 0001–0099 as themselves (Date.UTC made them 1901–1999)', () => {
    expect(parseFechaCsv('01-01-0001')).toBe('0001-01-01')
    expect(parseFechaCsv('0099-12-31')).toBe('0099-12-31')
    expect(parseFechaCsv('29-02-1900')).toBeNull()
  })
})

describe('parseValoresUfCsv, the years of a day', () => {
  it('refuses a day out of 1950–2100 on its line, in Spanish', () => {
    expect(
      parseValoresUfCsv('01-01-0001;39.485,65\n1949-12-31;39485.65\n01-01-2101;1\n01-01-1950;1'),
    ).toEqual({
      valores: [{ linea: 4, fecha: '1950-01-01', valor: 1 }],
      errores: [
        { linea: 1, mensaje: 'Línea 1: la fecha «01-01-0001» debe estar entre 1950 y 2100.' },
        { linea: 2, mensaje: 'Línea 2: la fecha «1949-12-31» debe estar entre 1950 y 2100.' },
        { linea: 3, mensaje: 'Línea 3: la fecha «01-01-2101» debe estar entre 1950 y 2100.' },
      ],
    })
  })
})

describe('parseValoresUfCsv', () => {
  it('skips a BOM, a header and blank lines, and numbers lines as a spreadsheet does', () => {
    const csv = '\uFEFFfecha;valor\r\n\r\n05-03-2026;39.485,65\r\n2026-03-06,39489.01\r\n'
    expect(parseValoresUfCsv(csv)).toEqual({
      valores: [
        { linea: 3, fecha: '2026-03-05', valor: 39_485.65 },
        { linea: 4, fecha: '2026-03-06', valor: 39_489.01 },
      ],
      errores: [],
    })
  })

  it('reports a header-like line after the first as an error, and a repeated day', () => {
    expect(
      parseValoresUfCsv('05-03-2026;39.485,65\nfecha;valor\n2026-03-05;39485.65').errores,
    ).toEqual([
      {
        linea: 2,
        mensaje: 'Línea 2: la fecha «fecha» no es válida (use dd-MM-aaaa o aaaa-MM-dd).',
      },
      { linea: 3, mensaje: 'Línea 3: el 05-03-2026 ya viene en la línea 1.' },
    ])
  })

  it('needs quotes around a value with a decimal comma in a comma-separated line', () => {
    expect(parseValoresUfCsv('05-03-2026,"39.485,65"').valores).toEqual([
      { linea: 1, fecha: '2026-03-05', valor: 39_485.65 },
    ])
    expect(parseValoresUfCsv('05-03-2026,39.485,65').errores).toHaveLength(1)
  })
})
