// Every route of the SII's settings, the issues (factura of an EDP, guía of a movement) and the
// issued documents' list, export and files, walked with nonsense input by the superuser: bad input is
// always a 4xx with a Spanish message, never a 500; and every route is documented with who may
// call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../testing/area-walk.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'
import { cargarEmisor } from './sii.testing.ts'

const PREFIXES = ['/v1/sii', '/v1/edp/{id}/factura', '/v1/movimientos/{id}/guia']

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await cargarEmisor(t, [{ tipoDte: 33, desde: 1, hasta: 10 }])
}, 180_000)
afterAll(() => t?.close())

const NONSENSE_BODIES = [
  {},
  {
    version: 'uno',
    rutEmisor: 5,
    acteco: 'abc',
    comuna: [],
    ambiente: 'luna',
    umbralAlertaCaf: -3,
  },
  { version: 0, archivo: 'no es base64!', contrasena: 7 },
  { version: 1, archivo: Buffer.from('<AUTORIZACION>').toString('base64'), contrasena: '' },
  { archivo: Buffer.from('hola').toString('base64') },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&version=x',
  '?tipoDte=99&folio=-1&desde=ayer&estadoEnvio=x&sort=nada&format=doc',
  '?q=%25%5F%5C&movimientoId=no&edpId=no',
]

describe('the SII routes', () => {
  // Settings: get, put; certificate: get, put; CAFs: list, get, create; the issued documents'
  // list and export, an issued DTE's XML and PDF; Emitir factura and Emitir guía de despacho.
  it('are all mounted: 13 routes', () => {
    expect(areaRoutes(t, PREFIXES)).toHaveLength(13)
  })

  it('answer nonsense with a 4xx in Spanish, never a 500', async () => {
    const problems = await nonsenseProblems(t, areaRoutes(t, PREFIXES), {
      bodies: NONSENSE_BODIES,
      queries: NONSENSE_QUERIES,
    })
    expect(problems).toEqual([])
  })

  it('are documented in /openapi.json with who may call them', async () => {
    expect(await undocumentedProblems(t, areaRoutes(t, PREFIXES))).toEqual([])
  })
})
