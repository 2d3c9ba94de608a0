// The SII settings' calls reach their routes as the API declares them (method, path, body), and
// saving the settings makes the CAFs stale too (their warning reads the settings' threshold).
import { describe, expect, it } from 'vitest'
import { connectionAnswering } from '../test-connection.ts'
import { siiApi, siiQueries } from './index.ts'

const ID = '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60'

const sent = (fetch: ReturnType<typeof connectionAnswering>['fetch']) =>
  fetch.mock.calls.map(([input, init]) => [
    `${init?.method ?? 'GET'} ${String(input)}`,
    init?.body ? JSON.parse(String(init.body)) : undefined,
  ])

const tracking = {
  version: 1,
  creadoEn: '2026-11-29T01:00:00.000Z',
  actualizadoEn: '2026-11-29T01:00:00.000Z',
}
const configuracion = {
  rutEmisor: '76543210-3',
  razonSocial: 'Cordillera Arriendo de Maquinaria SpA',
  giro: 'Arriendo de maquinaria',
  acteco: '773010',
  direccion: 'Av. Apoquindo 4501',
  comuna: '13114',
  resolucionNumero: 80,
  resolucionFecha: '2014-08-22',
  ambiente: 'certificacion',
  umbralAlertaCaf: 10,
  oficinaSii: 'SANTIAGO ORIENTE',
  ...tracking,
}
const certificado = {
  rut: '12345678-5',
  nombre: 'Ana María Pérez',
  validoDesde: '2026-01-01T00:00:00.000Z',
  validoHasta: '2099-12-31T23:59:59.000Z',
  vigente: true,
  ...tracking,
}
const caf = {
  id: ID,
  tipoDte: 33,
  desde: 1,
  hasta: 100,
  usados: 3,
  restantes: 97,
  fechaAutorizacion: '2026-11-02',
  vence: '2027-05-01',
  vencido: false,
  alerta: false,
  ...tracking,
}

/** An issued DTE as the API answers it, with `cambios`. */
const dteEmitido = (cambios: object) => ({
  id: ID,
  fechaEmision: '2026-11-29',
  rutReceptor: '76111222-3',
  razonSocialReceptor: 'Constructora Andes SpA',
  neto: 0,
  iva: 0,
  total: 0,
  edpId: null,
  movimientoId: null,
  estadoEnvio: 'listo-para-enviar',
  trackId: null,
  mensajeEnvio: null,
  ...tracking,
  ...cambios,
})

describe('@cordillera/data-client/sii', () => {
  it('reads and saves the settings and the certificate at their paths, with the version read', async () => {
    const settings = connectionAnswering(configuracion)
    const api = siiApi(settings.connection)
    expect(await api.configuracion.get()).toEqual(configuracion)
    const { version: _version, creadoEn: _c, actualizadoEn: _a, ...fields } = configuracion
    await api.configuracion.save({
      ...fields,
      comuna: '13114',
      ambiente: 'certificacion',
      version: 1,
    })
    expect(sent(settings.fetch)).toEqual([
      ['GET http://api.test/v1/sii/configuracion', undefined],
      ['PUT http://api.test/v1/sii/configuracion', { ...fields, version: 1 }],
    ])
    const cert = connectionAnswering(certificado)
    const certApi = siiApi(cert.connection)
    expect(await certApi.certificado.get()).toEqual(certificado)
    await certApi.certificado.upload({ archivo: 'AAAA', contrasena: 'clave', version: 0 })
    expect(sent(cert.fetch)).toEqual([
      ['GET http://api.test/v1/sii/certificado', undefined],
      [
        'PUT http://api.test/v1/sii/certificado',
        { archivo: 'AAAA', contrasena: 'clave', version: 0 },
      ],
    ])
  })

  it('lists, reads and loads CAFs', async () => {
    const list = connectionAnswering({ items: [caf] })
    expect(await siiApi(list.connection).cafs.list()).toEqual({ items: [caf] })
    const one = connectionAnswering(caf)
    const api = siiApi(one.connection)
    expect(await api.cafs.get(ID)).toEqual(caf)
    await api.cafs.create({ archivo: 'PEFVVE8+' })
    expect([...sent(list.fetch), ...sent(one.fetch)]).toEqual([
      ['GET http://api.test/v1/sii/cafs', undefined],
      [`GET http://api.test/v1/sii/cafs/${ID}`, undefined],
      ['POST http://api.test/v1/sii/cafs', { archivo: 'PEFVVE8+' }],
    ])
  })

  it('makes the CAFs stale when the settings are saved, and only the CAFs when one is loaded', () => {
    const { connection } = connectionAnswering({})
    const queries = siiQueries(connection)
    expect(queries.configuracion.invalidates).toEqual(
      expect.arrayContaining([
        ['sii', 'configuracion'],
        ['sii', 'cafs'],
      ]),
    )
    expect(queries.cafs.invalidates).toEqual([['sii', 'cafs']])
    expect(queries.cafs.list().queryKey.slice(0, 2)).toEqual(['sii', 'cafs'])
  })
  it("issues an EDP's factura at its version read, downloads its XML, and makes the CAFs stale", async () => {
    const dte = dteEmitido({ tipoDte: 33, folio: 7, neto: 100, iva: 19, total: 119, edpId: ID })
    const issued = connectionAnswering(dte)
    expect(await siiApi(issued.connection).documentos.emitirFactura(ID, { version: 4 })).toEqual(
      dte,
    )
    expect(sent(issued.fetch)).toEqual([
      [`POST http://api.test/v1/edp/${ID}/factura`, { version: 4 }],
    ])
    const xml = connectionAnswering(null)
    xml.fetch.mockImplementation(
      async () =>
        new Response('<?xml version="1.0" encoding="ISO-8859-1"?><EnvioDTE/>', {
          status: 200,
          headers: {
            'Content-Type': 'application/xml; charset=ISO-8859-1',
            'Content-Disposition': 'attachment; filename="DTE-33-F000007.xml"',
          },
        }),
    )
    const file = await siiApi(xml.connection).documentos.xml(ID)
    expect(file.fileName).toBe('DTE-33-F000007.xml')
    await siiApi(xml.connection).documentos.pdf(ID)
    expect(xml.fetch.mock.calls.map(([url]) => String(url))).toEqual([
      `http://api.test/v1/sii/documentos/${ID}/xml`,
      `http://api.test/v1/sii/documentos/${ID}/pdf`,
    ])
    expect(siiQueries(issued.connection).documentos.invalidates).toEqual(
      expect.arrayContaining([['sii', 'cafs']]),
    )
  })
  it("issues a movement's guía with the transport it lacks, and makes the movements stale", async () => {
    const guia = dteEmitido({ tipoDte: 52, folio: 3, movimientoId: ID })
    const issued = connectionAnswering(guia)
    const body = { chofer: { rut: '12.345.678-5', nombre: 'Juan Soto' }, patente: 'bc df 12' }
    expect(await siiApi(issued.connection).documentos.emitirGuia(ID, body)).toEqual(guia)
    expect(sent(issued.fetch)).toEqual([[`POST http://api.test/v1/movimientos/${ID}/guia`, body]])
    expect(siiQueries(issued.connection).documentos.invalidates).toEqual(
      expect.arrayContaining([['operaciones', 'movimientos']]),
    )
  })

  it('lists the issued documents with their filters, exports them, and an issue makes the list and the EDPs stale', async () => {
    const row = {
      ...dteEmitido({ tipoDte: 33, folio: 7, neto: 100, iva: 19, total: 119, edpId: ID }),
      edp: { id: ID, folio: 'EDP-000012' },
      movimiento: null,
    }
    const page = {
      items: [row],
      total: 1,
      page: 1,
      pageSize: 25,
      nextCursor: null,
      prevCursor: null,
    }
    const listed = connectionAnswering(page)
    const documentos = siiApi(listed.connection).documentos
    expect(
      await documentos.list({ tipoDte: '33', folio: 7, q: 'andes', sort: 'folio', dir: 'asc' }),
    ).toEqual(page)
    expect(sent(listed.fetch)).toEqual([
      [
        'GET http://api.test/v1/sii/documentos?tipoDte=33&folio=7&q=andes&sort=folio&dir=asc',
        undefined,
      ],
    ])
    expect(documentos.list.filters).toEqual(
      expect.arrayContaining(['tipoDte', 'folio', 'estadoEnvio', 'desde', 'hasta', 'edpId']),
    )
    const file = connectionAnswering(null)
    file.fetch.mockImplementation(
      async () =>
        new Response('Documento;Folio', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="documentos-tributarios-2026-11-29.csv"',
          },
        }),
    )
    const exported = await siiApi(file.connection).documentos.export({
      format: 'csv',
      tipoDte: '52',
    })
    expect(exported.fileName).toBe('documentos-tributarios-2026-11-29.csv')
    expect(String(file.fetch.mock.calls[0]?.[0])).toBe(
      'http://api.test/v1/sii/documentos/exportar?format=csv&tipoDte=52',
    )
    const queries = siiQueries(listed.connection).documentos
    expect(queries.list({}).queryKey.slice(0, 2)).toEqual(['sii', 'documentos'])
    expect(queries.invalidates).toEqual(
      expect.arrayContaining([
        ['sii', 'documentos'],
        ['comercial', 'edp'],
      ]),
    )
  })
})
