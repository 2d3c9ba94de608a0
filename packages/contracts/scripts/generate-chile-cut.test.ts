import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { csvPath, generatedPath, parseCutCsv, renderComunasModule } from './generate-chile-cut.ts'

describe('generate-chile-cut', () => {
  const csv = readFileSync(csvPath, 'utf8')

  it('reads the 16 regions, 56 provincias and 346 comunas of the CSV', () => {
    const data = parseCutCsv(csv)
    expect(data.regiones).toHaveLength(16)
    expect(data.provincias).toHaveLength(56)
    expect(data.comunas).toHaveLength(346)
    expect(data.comunas.find((comuna) => comuna.codigo === '16305')).toEqual({
      codigo: '16305',
      nombre: 'San Nicolás',
      codigoProvincia: '163',
      codigoRegion: '16',
    })
  })

  it('matches the committed src/chile/comunas.gen.ts (run the script if this fails)', () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(renderComunasModule(parseCutCsv(csv)))
  })

  it('refuses a CSV whose codes do not nest', () => {
    const header = csv.split('\n')[0]
    expect(() =>
      parseCutCsv(`${header}\n13;Metropolitana;RM;131;Santiago;05101;Valparaíso\n`),
    ).toThrow(/not in provincia/)
    expect(() => parseCutCsv('a;b\n')).toThrow(/header/)
  })
})
