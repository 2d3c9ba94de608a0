import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { leerDteParaImpreso } from './impreso.ts'
import { verifyTed } from './ted.ts'
import { testCaf } from './testing/fixtures.ts'

const golden = (name: string) =>
  readFileSync(new URL(`./testing/golden/${name}`, import.meta.url), 'latin1')

describe('leerDteParaImpreso', () => {
  it('reads a signed factura: header, parties, period, lines, references, totals and its TED verbatim', () => {
    const xml = golden('factura-33-folio-41.xml')
    const dte = leerDteParaImpreso(xml)
    expect(dte).toMatchObject({
      tipoDte: 33,
      folio: 41,
      fechaEmision: '2026-11-28',
      periodoDesde: '2026-11-01',
      periodoHasta: '2026-11-30',
      emisor: { rut: '76543210-3', razonSocial: 'Cordillera Arriendo de Maquinaria SpA' },
      receptor: {
        rut: '96512340-7',
        razonSocial: 'Constructora Ñuble & Asociados Limitada, División Obras Civiles Sur',
        comuna: 'Concepción',
      },
      referencias: [
        { tipo: '801', folio: '4500012345', fecha: '2026-10-15' },
        { tipo: 'HES', folio: '1000098765', fecha: '2026-11-30' },
      ],
    })
    expect(dte.lineas).toHaveLength(4)
    expect(dte.lineas[1]).toMatchObject({
      numero: 2,
      nombre: 'Minicargador MC-2: horas <extra> & traslado',
      cantidad: 37.5,
      precio: 28500.5,
      descuentoPct: 5,
      descuentoMonto: 53438,
      monto: 1015331,
    })
    expect(dte.totales).toEqual({
      neto: 10370331,
      exento: undefined,
      tasaIva: 19,
      iva: 1970363,
      total: 12340694,
    })
    expect(xml).toContain(dte.ted)
    expect(dte.ted).toMatch(/^<TED version="1\.0"><DD>.*<\/FRMT><\/TED>$/)
    expect(verifyTed(dte.ted, testCaf(33).caf)).toBe(true)
  })

  it('reads a guía: IndTraslado, transport, the item with its description and a zero total', () => {
    const dte = leerDteParaImpreso(golden('guia-52-folio-7.xml'))
    expect(dte).toMatchObject({
      tipoDte: 52,
      folio: 7,
      indTraslado: 6,
      transporte: {
        patente: 'KLRT45',
        rutTransportista: '77888999-4',
        chofer: { rut: '15222333-1', nombre: 'Juan Soto' },
        comunaDestino: 'Coronel',
      },
      lineas: [
        {
          nombre: 'EX-012 Excavadora Caterpillar 320 GC',
          descripcion: 'Serie CAT0320GCX1234, horómetro 4.512',
          cantidad: 1,
          monto: 0,
        },
      ],
      totales: { total: 0 },
      referencias: [],
    })
    expect(dte.totales.neto).toBeUndefined()
    expect(verifyTed(dte.ted, testCaf(52).caf)).toBe(true)
  })

  it('refuses a text that is not XML, and XML that is not a stamped DTE', () => {
    expect(() => leerDteParaImpreso('factura')).toThrow(/no se puede leer/)
    const sinTed = golden('guia-52-folio-7.xml').replace(/<TED\b[\s\S]*<\/TED>/, '')
    expect(() => leerDteParaImpreso(sinTed)).toThrow(/no es un DTE timbrado/)
  })
})
