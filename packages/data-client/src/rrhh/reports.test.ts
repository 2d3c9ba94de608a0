// The reports' calls against a stubbed fetch: the URL and method each sends (HR's under the
// operator of the path, the operator's own under /v1/operador), and the signatures' image URLs
// made absolute like a download's.
import type { ReportDetail } from '@cordillera/contracts'
import { describe, expect, it } from 'vitest'
import { connectionAnswering } from '../test-connection.ts'
import { rrhhApi } from './index.ts'
import { misReportsApi } from './mis-reports.ts'

const operadorId = '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22'
const reportId = '9b1d2c3e-4f5a-4b6c-8d7e-1f2a3b4c5d6e'
const ref = (id: string) => ({ id, nombre: 'Juan Pérez' })

const detail: ReportDetail = {
  id: reportId,
  numero: 12,
  folio: 'RPT-000012',
  fecha: '2026-11-24',
  jornada: 'dia',
  operador: ref(operadorId),
  activo: { id: operadorId, codigo: 'EX-001', tipo: 'Excavadora' },
  obra: ref(operadorId),
  contrato: null,
  horometroInicio: 100,
  horometroFin: 108,
  horasTrabajadas: 8,
  horasStandBy: 0,
  horasDetenidas: 0,
  estado: 'firmado',
  estadoDesde: '2026-11-24T22:00:00.000Z',
  observacion: null,
  firmadoEn: '2026-11-24T22:00:00.000Z',
  version: 2,
  creadoEn: '2026-11-24T21:00:00.000Z',
  actualizadoEn: '2026-11-24T22:00:00.000Z',
  motivoDetencion: null,
  viajes: null,
  cargas: null,
  combustibleLitros: null,
  actividades: 'Excavación.',
  observaciones: null,
  claveSync: null,
  firmas: [
    {
      id: reportId,
      firmadoPor: ref(operadorId),
      firmadoEn: '2026-11-24T22:00:00.000Z',
      hash: 'a'.repeat(64),
      imagenUrl: '/v1/archivos/token-de-prueba',
      integridad: 'integra',
    },
  ],
  historial: [],
  creadoPor: null,
  actualizadoPor: null,
}

function clientAnswering(body: unknown, status = 200) {
  const { connection, fetch } = connectionAnswering(body, status)
  return { api: rrhhApi(connection), fetch }
}

describe('reports client', () => {
  it('reaches HR’s calls through the operator of the path', async () => {
    const { api, fetch } = clientAnswering(detail)
    const got = await api.reports.get(operadorId, reportId)
    await api.reports.validate(operadorId, reportId, { version: 2 })
    const [getUrl] = fetch.mock.calls[0] ?? []
    const [validarUrl, validarInit] = fetch.mock.calls[1] ?? []
    expect(String(getUrl)).toBe(`http://api.test/v1/operadores/${operadorId}/reports/${reportId}`)
    expect(String(validarUrl)).toBe(
      `http://api.test/v1/operadores/${operadorId}/reports/${reportId}/validacion`,
    )
    expect(validarInit?.method).toBe('POST')
    expect(got.firmas[0]?.imagenUrl).toBe('http://api.test/v1/archivos/token-de-prueba')
  })

  it('reaches the operator’s own calls under /v1/operador, signatures resolved', async () => {
    const { api, fetch } = clientAnswering(detail)
    const firmado = await api.misReports.sign(reportId, {
      firma: 'data:image/png;base64,AAAA',
      version: 1,
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe(`http://api.test/v1/operador/reports/${reportId}/firma`)
    expect(init?.method).toBe('POST')
    expect(firmado.firmas[0]?.imagenUrl).toBe('http://api.test/v1/archivos/token-de-prueba')
    expect(api.misReports.list.filters).toEqual(['estado', 'activoId', 'obraId', 'desde', 'hasta'])
  })

  it('gives the phone the same own calls through its entry point, built once per connection', async () => {
    const { connection, fetch } = connectionAnswering(detail)
    const own = misReportsApi(connection)
    expect(misReportsApi(connection)).toBe(own)
    const got = await own.get(reportId)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe(`http://api.test/v1/operador/reports/${reportId}`)
    expect(init?.method).toBe('GET')
    expect(got.firmas[0]?.imagenUrl).toBe('http://api.test/v1/archivos/token-de-prueba')
    await own.list({ estado: 'firmado', page: 2 }).catch(() => undefined)
    expect(String(fetch.mock.calls[1]?.[0])).toBe(
      'http://api.test/v1/operador/reports?estado=firmado&page=2',
    )
  })

  it("checks the phone's answers against the route's schema, loaded with the first call", async () => {
    const { connection } = connectionAnswering({ hoy: '2026-11-24', items: [{ id: 'x' }] })
    await expect(misReportsApi(connection).hoy()).rejects.toMatchObject({
      status: 200,
      code: 'error_interno',
    })
    const ok = connectionAnswering({ hoy: '2026-11-24', items: [detail] })
    await expect(misReportsApi(ok.connection).hoy()).resolves.toMatchObject({
      hoy: '2026-11-24',
      items: [{ id: reportId, folio: 'RPT-000012' }],
    })
  })

  it('deletes with the version read', async () => {
    const { api, fetch } = clientAnswering(null, 204)
    await api.reports.delete(operadorId, reportId, 3).catch(() => undefined)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe(
      `http://api.test/v1/operadores/${operadorId}/reports/${reportId}?version=3`,
    )
    expect(init?.method).toBe('DELETE')
  })
})
