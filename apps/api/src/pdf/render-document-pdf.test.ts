import { extractText, getDocumentProxy, getMeta } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { COLUMNAS_COTIZACION, cotizacionDePrueba } from './cotizacion-de-prueba.testing.ts'
import type { DocumentoPdf } from './documento-pdf.ts'
import { EMISOR } from './emisor.ts'
import { renderDocumentPdf } from './render-document-pdf.ts'

// 60 items, so the table runs onto a second page.
function cotizacion(items = 60): DocumentoPdf {
  return cotizacionDePrueba(
    Array.from({ length: items }, (_, i) => [
      String(i + 1),
      i === 0 ? 'Grúa horquilla eléctrica con operador' : `Excavadora número ${i + 1}`,
      '1',
      'día',
      i === 0 ? '$1.234.567' : '$95.000',
      i === 0 ? 'UF 12,35' : '$95.000',
    ]),
    {
      neto: '$6.839.567',
      iva: '$1.299.518',
      total: '$8.139.085',
      adicionales: [{ etiqueta: 'Valor UF al 14-05-2026', valor: '$39.485,65' }],
    },
  )
}

async function read(bytes: Uint8Array) {
  // pdf.js takes over the buffer it reads: give it a copy so the test keeps its bytes.
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(pdf, { mergePages: false })
  const { info } = await getMeta(pdf)
  return { totalPages, pages: text, info: info as Record<string, unknown> }
}

describe('renderDocumentPdf', () => {
  it('writes a PDF whose text can be read back: header, client, amounts, totals, conditions', async () => {
    const bytes = await renderDocumentPdf(cotizacion())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')

    const { totalPages, pages } = await read(bytes)
    const all = pages.join('\n')
    expect(totalPages).toBe(2)
    for (const text of [
      'Cotización',
      'COT-000123',
      '14-05-2026',
      EMISOR.razonSocial,
      `RUT ${EMISOR.rut}`,
      'Constructora Peñalolén Año Nuevo SpA',
      '76.086.428-5',
      'Edificio Ñuñoa — Etapa 2',
      'Grúa horquilla eléctrica con operador',
      '$1.234.567',
      'UF 12,35',
      'Neto',
      '$6.839.567',
      'IVA (19 %)',
      '$1.299.518',
      'Total',
      '$8.139.085',
      'Valor UF al 14-05-2026',
      '¿Incluye flete?',
      '¡Importante!',
      'Esta cotización es válida hasta el 13-06-2026.',
      'Página 1 de 2',
      'Página 2 de 2',
    ]) {
      expect(all).toContain(text)
    }
    expect(pages[0]).toContain('Página 1 de 2')
    expect(pages[1]).toContain('Página 2 de 2')
  })

  it('repeats the table header row at the top of the page the items continue on', async () => {
    const { pages } = await read(await renderDocumentPdf(cotizacion()))
    const [first = '', second = ''] = pages
    const header = COLUMNAS_COTIZACION.join(' ')
    expect(first).toContain(header)
    expect(second).toContain(header)
    // On page 2 the header row comes before the first item printed there, and the last item is
    // there too: the rows continued under their header.
    const continued = second.indexOf(header)
    const nextItem = second.search(/Excavadora número \d+/)
    expect(continued).toBeGreaterThanOrEqual(0)
    expect(nextItem).toBeGreaterThan(continued)
    expect(second).toContain('Excavadora número 60')
    expect(first).not.toContain('Excavadora número 60')
  })

  it('keeps everything on one page for a short quotation: Página 1 de 1', async () => {
    const { totalPages, pages } = await read(await renderDocumentPdf(cotizacion(3)))
    expect(totalPages).toBe(1)
    expect(pages[0]).toContain('Página 1 de 1')
  })

  it('names the document in its metadata: title, author and the given creation date', async () => {
    const { info } = await read(await renderDocumentPdf(cotizacion()))
    expect(info.Title).toBe('Cotización COT-000123')
    expect(info.Author).toBe('Cordillera')
    expect(info.CreationDate).toMatch(/^D:20260514133000/)
  })

  it('renders the same input to the same bytes', async () => {
    const first = await renderDocumentPdf(cotizacion())
    const second = await renderDocumentPdf(cotizacion())
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
  })
})
