import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { formatClp } from '@cordillera/contracts'
import { buildFactura, buildGuiaDespacho } from '@cordillera/sii-dte/documento'
import { signDocumento } from '@cordillera/sii-dte/firma'
import {
  facturaInput,
  guiaInput,
  testCaf,
  testCertificado,
} from '@cordillera/sii-dte/testing/fixtures'
import { extractImages, extractText, getDocumentProxy, getMeta } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { prepareZXingModule, type ReadResult, readBarcodes } from 'zxing-wasm/reader'
import {
  NIVEL_CORRECCION_TIMBRE,
  OFICINA_SII_POR_DEFECTO,
  renderDtePdf,
  timbrePdf417,
} from './dte-documento.ts'

// The independent reader: ZXing's C++ decoder compiled to WebAssembly, loaded from the package
// (it would fetch its .wasm from a CDN otherwise).
const require = createRequire(import.meta.url)
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(
      require.resolve('zxing-wasm/reader').replace(/dist[\\/].*$/, 'dist/reader/zxing_reader.wasm'),
    ).buffer as ArrayBuffer,
  },
})

const signingDay = new Date('2026-11-28T19:45:10Z')
const resolucion = { numero: 80, fecha: '2014-08-22' }
const creadoEn = new Date('2026-11-28T19:50:00Z')

function firmado(tipo: 33 | 52): string {
  const documento =
    tipo === 33
      ? buildFactura(facturaInput(41, 4), testCaf(33).caf)
      : buildGuiaDespacho(guiaInput(7), testCaf(52).caf)
  return signDocumento(documento.xml, documento.id, testCertificado(), signingDay)
}

const tedDe = (xml: string) => /<TED\b[\s\S]*?<\/TED>/.exec(xml)?.[0] ?? ''

async function leer(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  const { info } = await getMeta(pdf)
  const imagenes = await extractImages(pdf, pdf.numPages)
  return { texto: text.replace(/\s+/g, ' '), info: info as Record<string, unknown>, imagenes }
}

type ImagenZxing = Parameters<typeof readBarcodes>[0]

async function decodificar(imagen: ImagenZxing): Promise<ReadResult[]> {
  return readBarcodes(imagen, { formats: ['PDF417'], tryHarder: true, textMode: 'Plain' })
}

/** An image pdf.js extracted (1, 3 or 4 channels) as the RGBA ImageData ZXing reads. */
function rgba(imagen: {
  data: Uint8ClampedArray
  width: number
  height: number
  channels: number
}) {
  const data = new Uint8ClampedArray(imagen.width * imagen.height * 4)
  for (let i = 0; i < imagen.width * imagen.height; i++) {
    for (let c = 0; c < 3; c++)
      data[i * 4 + c] = imagen.data[i * imagen.channels + (imagen.channels === 1 ? 0 : c)] ?? 0
    data[i * 4 + 3] = 255
  }
  return {
    data,
    width: imagen.width,
    height: imagen.height,
    colorSpace: 'srgb',
  } as unknown as ImagenZxing
}

function expectTimbre(resultados: ReadResult[], ted: string) {
  expect(resultados).toHaveLength(1)
  const [timbre] = resultados
  expect(timbre?.format).toBe('PDF417')
  // Byte for byte: the TED's text in ISO-8859-1 (Ñ, ó are one byte each).
  expect(Buffer.from(timbre?.bytes ?? []).equals(Buffer.from(ted, 'latin1'))).toBe(true)
  expect(Buffer.from(timbre?.bytes ?? []).toString('latin1')).toBe(ted)
  return timbre as ReadResult
}

/**
 * ZXing reports the share of error-correction codewords (`ECLevel: "48%"`): level 5 has 2^6 = 64,
 * so share × codewords (byte compaction: 5 per 6 bytes, plus the correction) is near 64, far from
 * level 4's 32 and level 6's 128.
 */
function expectNivel5(timbre: ReadResult, texto: string) {
  const { ECLevel } = JSON.parse(timbre.extra) as { ECLevel: string }
  const share = Number.parseFloat(ECLevel) / 100
  const codewords = Math.ceil((Buffer.byteLength(texto, 'latin1') * 5) / 6) + 64
  expect(share * codewords).toBeGreaterThan(2 ** NIVEL_CORRECCION_TIMBRE * 1.5)
  expect(share * codewords).toBeLessThan(2 ** (NIVEL_CORRECCION_TIMBRE + 1) * 1.5)
}

describe('renderDtePdf', () => {
  it('prints a factura (33): the red box, emisor, receptor, references, every line, the totals and the timbre', async () => {
    const xml = firmado(33)
    const bytes = await renderDtePdf(xml, { resolucion, creadoEn })
    const { texto, info, imagenes } = await leer(bytes)
    expect(info.Title).toBe('FACTURA ELECTRÓNICA N° 41')
    for (const esperado of [
      'R.U.T.: 76.543.210-3',
      'FACTURA ELECTRÓNICA',
      'N° 41',
      OFICINA_SII_POR_DEFECTO,
      'Cordillera Arriendo de Maquinaria SpA',
      'Av. Apoquindo 4501, oficina 1203',
      'Las Condes',
      '96.512.340-7',
      'Constructora Ñuble & Asociados Limitada, División Obras Civiles Sur',
      'Camino a Penco 2200',
      'Concepción',
      'Fecha de emisión 28-11-2026',
      '01-11-2026 al 30-11-2026',
      'Orden de compra (801) 4500012345 15-10-2026',
      'Hoja de entrada de servicio (HES) 1000098765 30-11-2026',
      // The four lines of facturaInput(41, 4): 22 × 185.000; 37,5 × 28.500,5 − 5 %; 3 × 410.000 − 15.000.
      'Excavadora EX-001 (días) 22 $185.000 $4.070.000',
      'Minicargador MC-2: horas <extra> & traslado 37,5 $28.500,5 5 % ($53.438) $1.015.331',
      'Camión tolva CT-3 3 $410.000 $15.000 $1.215.000',
      'Excavadora EX-004 (días) 22 $185.000 $4.070.000',
      'Monto neto $10.370.331',
      'IVA 19% $1.970.363',
      'Total $12.340.694',
      'Timbre Electrónico SII',
      'Res. 80 de 2014 - Verifique documento: www.sii.cl',
    ]) {
      expect(texto).toContain(esperado)
    }
    expect(imagenes).toHaveLength(1)
    // The same document renders to the same bytes: a download twice is the same file.
    expect(Buffer.from(await renderDtePdf(xml, { resolucion, creadoEn })).equals(bytes)).toBe(true)
  })

  it('prints a guía de despacho (52): traslado, origin and destination, transport, zero totals', async () => {
    const bytes = await renderDtePdf(firmado(52), {
      resolucion,
      oficinaSii: 'S.I.I. - CONCEPCIÓN',
      creadoEn,
    })
    const { texto, imagenes } = await leer(bytes)
    for (const esperado of [
      'R.U.T.: 76.543.210-3',
      'GUÍA DE DESPACHO ELECTRÓNICA',
      'N° 7',
      'S.I.I. - CONCEPCIÓN',
      'Constructora Ñuble & Asociados Limitada',
      'Tipo de traslado 6 - Otros traslados no venta',
      'Origen Av. Apoquindo 4501, oficina 1203, Las Condes',
      'Destino Obra Puente Bicentenario, Ruta 160 km 12, Coronel',
      'Transportista 77.888.999-4',
      'Chofer Juan Soto (R.U.T. 15.222.333-1)',
      'Patente KLRT45',
      'EX-012 Excavadora Caterpillar 320 GC',
      'Serie CAT0320GCX1234, horómetro 4.512',
      'Monto neto $0',
      'IVA 19% $0',
      'Total $0',
      'Timbre Electrónico SII',
    ]) {
      expect(texto).toContain(esperado)
    }
    expect(texto).not.toContain(OFICINA_SII_POR_DEFECTO)
    expect(imagenes).toHaveLength(1)
  })

  it.each([33, 52] as const)(
    'the timbre of a %i, read by an independent PDF417 decoder, is the TED byte for byte at level 5',
    async (tipo) => {
      const xml = firmado(tipo)
      const ted = tedDe(xml)
      expect(ted).toMatch(/^<TED version="1.0"><DD><RE>76543210-3<\/RE>/)
      expect(ted).toContain(tipo === 33 ? 'Ñuble' : 'Caterpillar')

      // The PNG as bwip-js drew it.
      const timbre = expectTimbre(await decodificar(new Uint8Array(await timbrePdf417(ted))), ted)
      expectNivel5(timbre, ted)

      // And the image embedded in the PDF, as a reader of the PDF finds it.
      const { imagenes } = await leer(await renderDtePdf(xml, { resolucion, creadoEn }))
      const [imagen] = imagenes
      if (!imagen) throw new Error('The PDF has no image')
      expectTimbre(await decodificar(rgba(imagen)), ted)
    },
  )

  it('runs a factura of 60 lines onto more pages, with the timbre and totals on the last', async () => {
    const documento = buildFactura(facturaInput(42, 60), testCaf(33).caf)
    const xml = signDocumento(documento.xml, documento.id, testCertificado(), signingDay)
    const pdf = await getDocumentProxy(await renderDtePdf(xml, { resolucion, creadoEn }))
    const { text } = await extractText(pdf, { mergePages: false })
    expect(pdf.numPages).toBeGreaterThan(1)
    expect(text[0]).toContain('Excavadora EX-001 (días)')
    const ultima = text.at(-1) ?? ''
    expect(text.join('\n')).toContain('Camión tolva CT-60')
    expect(ultima).toContain('Timbre Electrónico SII')
    expect(ultima).toContain(`Total ${formatClp(documento.montoTotal)}`)
    expect(await extractImages(pdf, pdf.numPages)).toHaveLength(1)
    expect(await extractImages(pdf, 1)).toHaveLength(0)
  })

  it('keeps level 5 for a short text too, where the barcode writer would choose a lower one', async () => {
    const texto = '<TED version="1.0"><DD><RE>76543210-3</RE><RSR>Ñuble</RSR></DD></TED>'
    expectNivel5(
      expectTimbre(await decodificar(new Uint8Array(await timbrePdf417(texto))), texto),
      texto,
    )
  })

  it('refuses what is not a stamped 33 or 52', async () => {
    await expect(renderDtePdf('<DTE/>', { resolucion, creadoEn })).rejects.toThrow(
      /no es un DTE timbrado/,
    )
    const nota = firmado(33).replace('<TipoDTE>33</TipoDTE>', '<TipoDTE>61</TipoDTE>')
    await expect(renderDtePdf(nota, { resolucion, creadoEn })).rejects.toThrow(/tipo 61/)
  })
})
