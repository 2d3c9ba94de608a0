// Logistics' views of the fleet through the API, in-process against the seeded demo data: where
// every asset is (GET /v1/logistica-activos) and the workshop (GET /v1/activos-en-taller); the
// fleet's counts are comercial's (comercial/resumen-equipos/). The tests register their own tipo,
// flota and five assets and move them through POST /v1/activos/{id}/movimientos, so the numbers they check are
// the ones they set up, whatever the demo data's assets are doing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLOTA_ZQ, type FlotaZq, flotaZq, type ObraRef } from '../../testing/flota-zq.testing.ts'
import { AS, type CallOptions, startTestApp, type TestApp } from '../../testing/test-app.ts'

type Obra = ObraRef
type LogisticaRow = {
  id: string
  codigo: string
  tipoActivo: { id: string; nombre: string }
  marca: { nombre: string }
  modelo: string
  flota: { id: string; nombre: string } | null
  estado: string
  estadoDesde: string
  obraActual: Obra | null
  ultimoMovimiento: {
    tipo: string
    fecha: string
    guiaDespacho: number | null
    responsable: string
  } | null
  version: number
}
type TallerRow = {
  id: string
  codigo: string
  estado: string
  estadoDesde: string
  diasEnTaller: number
  ingreso: { observaciones: string | null; desdeObra: Obra | null; responsable: string } | null
}

let t: TestApp
let zq: FlotaZq
const call = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: AS.operaciones, ...options })
const logistica = (query: string, as: string = AS.operaciones) =>
  t.call('GET', `/v1/logistica-activos?${query}`, { as })
const taller = (query: string, as: string = AS.operaciones) =>
  t.call('GET', `/v1/activos-en-taller?${query}`, { as })
const codigos = (rows: { codigo: string }[]) => rows.map((row) => row.codigo)

beforeAll(async () => {
  t = await startTestApp()
  // ZQ-901 at obra A; ZQ-902 taken to A, then on to B; ZQ-903 from the bodega to the workshop;
  // ZQ-904 never moved; ZQ-905 from obra A to the workshop.
  zq = await flotaZq(t, [
    { codigo: 'ZQ-901', tipo: 'despacho', diasAtras: 6, hasta: 'A' },
    { codigo: 'ZQ-902', tipo: 'despacho', diasAtras: 8, hasta: 'A' },
    { codigo: 'ZQ-902', tipo: 'traslado', diasAtras: 5, hasta: 'B', responsable: 'Ana Díaz' },
    { codigo: 'ZQ-903', tipo: 'ingreso-taller', diasAtras: 3, observaciones: 'Cambio de aceite' },
    { codigo: 'ZQ-905', tipo: 'despacho', diasAtras: 10, hasta: 'A' },
    {
      codigo: 'ZQ-905',
      tipo: 'ingreso-taller',
      diasAtras: 2,
      observaciones: 'Falla hidráulica',
      responsable: 'Luis Rojas',
    },
  ])
}, 120_000)
afterAll(() => t?.close())

describe('GET /v1/logistica-activos', () => {
  it('says where each asset is, since when, and the movement that left it there', async () => {
    const res = await logistica(`flotaId=${zq.flotaId}`)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(5)
    const rows = res.body.items as LogisticaRow[]
    expect(codigos(rows)).toEqual(['ZQ-901', 'ZQ-902', 'ZQ-903', 'ZQ-904', 'ZQ-905'])
    const [a, b, c, d, e] = rows as [
      LogisticaRow,
      LogisticaRow,
      LogisticaRow,
      LogisticaRow,
      LogisticaRow,
    ]
    expect(a).toMatchObject({
      estado: 'en-obra',
      obraActual: zq.obraA,
      tipoActivo: { id: zq.tipoId, nombre: FLOTA_ZQ.tipo },
      modelo: 'LT-6',
      flota: { id: zq.flotaId, nombre: FLOTA_ZQ.flota },
      estadoDesde: zq.movimientos['ZQ-901']?.[0]?.fecha,
      ultimoMovimiento: {
        tipo: 'despacho',
        fecha: zq.movimientos['ZQ-901']?.[0]?.fecha,
        guiaDespacho: zq.movimientos['ZQ-901']?.[0]?.guiaDespacho,
        responsable: 'Pedro Soto',
      },
    })
    // The last of its two movements, not the first.
    expect(b).toMatchObject({
      estado: 'en-obra',
      obraActual: zq.obraB,
      estadoDesde: zq.movimientos['ZQ-902']?.[1]?.fecha,
      ultimoMovimiento: {
        tipo: 'traslado',
        fecha: zq.movimientos['ZQ-902']?.[1]?.fecha,
        guiaDespacho: zq.movimientos['ZQ-902']?.[1]?.guiaDespacho,
        responsable: 'Ana Díaz',
      },
    })
    expect(c).toMatchObject({
      estado: 'en-taller',
      obraActual: null,
      ultimoMovimiento: { tipo: 'ingreso-taller', guiaDespacho: null },
    })
    expect(d).toMatchObject({ estado: 'disponible', obraActual: null, ultimoMovimiento: null })
    expect(e).toMatchObject({
      estado: 'en-taller',
      ultimoMovimiento: { tipo: 'ingreso-taller', responsable: 'Luis Rojas' },
    })
    // Each movement wrote the asset: its version is the one the dialog starts from.
    expect(a.version).toBe(2)
    expect(e.version).toBe(3)
  })

  it('filters by estado, obra, tipo and flota, and searches the código in any case', async () => {
    const rowsOf = async (query: string) => {
      const res = await logistica(query)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return codigos(res.body.items)
    }
    expect(await rowsOf(`flotaId=${zq.flotaId}&estado=en-taller`)).toEqual(['ZQ-903', 'ZQ-905'])
    // ZQ-905 left obra A for the workshop: only ZQ-901 is there now.
    expect(await rowsOf(`flotaId=${zq.flotaId}&obraId=${zq.obraA.id}`)).toEqual(['ZQ-901'])
    expect(await rowsOf(`tipoActivoId=${zq.tipoId}&estado=disponible`)).toEqual(['ZQ-904'])
    expect(await rowsOf('q=zq-90')).toEqual(['ZQ-901', 'ZQ-902', 'ZQ-903', 'ZQ-904', 'ZQ-905'])
    expect(await rowsOf('q=q-905')).toEqual(['ZQ-905'])
    // A wildcard is a character like any other.
    expect(await rowsOf('q=ZQ_9')).toEqual([])
  })

  it('sorts by estado and by since when, and pages by number and by cursor alike', async () => {
    const desde = await logistica(`flotaId=${zq.flotaId}&sort=estadoDesde&dir=desc`)
    // ZQ-904 has been disponible since it was registered (today); the rest since their movements.
    expect(codigos(desde.body.items)).toEqual(['ZQ-904', 'ZQ-905', 'ZQ-903', 'ZQ-902', 'ZQ-901'])
    const estado = await logistica(`flotaId=${zq.flotaId}&sort=estado`)
    expect((estado.body.items as LogisticaRow[]).map((row) => row.estado)).toEqual([
      'disponible',
      'en-obra',
      'en-obra',
      'en-taller',
      'en-taller',
    ])
    const all = await logistica(`flotaId=${zq.flotaId}&sort=estadoDesde&pageSize=all`)
    const first = await logistica(`flotaId=${zq.flotaId}&sort=estadoDesde&pageSize=2`)
    const second = await logistica(
      `flotaId=${zq.flotaId}&sort=estadoDesde&pageSize=2&cursor=${first.body.nextCursor}`,
    )
    const third = await logistica(`flotaId=${zq.flotaId}&sort=estadoDesde&pageSize=2&page=3`)
    expect(second.body.page).toBe(2)
    expect([
      ...codigos(first.body.items),
      ...codigos(second.body.items),
      ...codigos(third.body.items),
    ]).toEqual(codigos(all.body.items))
    const back = await logistica(
      `flotaId=${zq.flotaId}&sort=estadoDesde&pageSize=2&cursor=${second.body.prevCursor}`,
    )
    expect(codigos(back.body.items)).toEqual(codigos(first.body.items))
  })

  it('refuses a filter or sort it does not know, in Spanish (400)', async () => {
    const res = await logistica('estado=perdido&sort=color&obraId=OB-0001')
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toMatchObject({
      estado: expect.stringContaining('El estado debe ser uno de'),
      sort: expect.stringContaining('Solo se puede ordenar por: codigo, estado, estadoDesde'),
      obraId: 'La obra no es válida.',
    })
  })

  it('is only for who holds operaciones/logistica-activos (401, 403)', async () => {
    expect((await logistica('', AS.comercial)).status).toBe(403)
    expect((await logistica('', AS.sinPermisos)).status).toBe(403)
    expect((await t.call('GET', '/v1/logistica-activos', { as: null })).status).toBe(401)
  })
})

describe('GET /v1/activos-en-taller', () => {
  it('lists the workshop, first in first, with why, from where, who and how many days', async () => {
    const res = await taller(`tipoActivoId=${zq.tipoId}`)
    expect(res.status).toBe(200)
    const rows = res.body.items as TallerRow[]
    expect(codigos(rows)).toEqual(['ZQ-903', 'ZQ-905'])
    expect(rows[0]).toMatchObject({
      estado: 'en-taller',
      estadoDesde: zq.movimientos['ZQ-903']?.[0]?.fecha,
      diasEnTaller: 3,
      ingreso: { observaciones: 'Cambio de aceite', desdeObra: null, responsable: 'Pedro Soto' },
    })
    expect(rows[1]).toMatchObject({
      estadoDesde: zq.movimientos['ZQ-905']?.[1]?.fecha,
      diasEnTaller: 2,
      ingreso: {
        observaciones: 'Falla hidráulica',
        desdeObra: zq.obraA,
        responsable: 'Luis Rojas',
      },
    })
  })

  it('sorts by código, searches it, and leaves an asset out once it leaves the workshop', async () => {
    const desc = await taller(`tipoActivoId=${zq.tipoId}&sort=codigo&dir=desc`)
    expect(codigos(desc.body.items)).toEqual(['ZQ-905', 'ZQ-903'])
    const found = await taller('q=zq-905')
    expect(codigos(found.body.items)).toEqual(['ZQ-905'])
    // Entered today, it has been there 0 days.
    await zq.mover('ZQ-904', { tipo: 'ingreso-taller', fecha: new Date().toISOString() })
    await zq.mover('ZQ-903', { tipo: 'salida-taller', fecha: new Date().toISOString() })
    const after = await taller(`tipoActivoId=${zq.tipoId}`)
    expect(codigos(after.body.items)).toEqual(['ZQ-905', 'ZQ-904'])
    expect((after.body.items as TallerRow[])[1]).toMatchObject({
      diasEnTaller: 0,
      ingreso: { observaciones: null, desdeObra: null },
    })
    await zq.mover('ZQ-904', { tipo: 'salida-taller', fecha: new Date().toISOString() })
  })

  it('refuses a bad tipo or sort (400), and is only for operaciones/activos-en-taller', async () => {
    const bad = await taller('tipoActivoId=grúa&sort=dias')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toMatchObject({
      tipoActivoId: 'El tipo de activo no es válido.',
      sort: expect.stringContaining('estadoDesde, codigo'),
    })
    expect((await taller('', AS.comercial)).status).toBe(403)
    expect((await t.call('GET', '/v1/activos-en-taller', { as: null })).status).toBe(401)
  })
})

describe('a deleted asset', () => {
  it('leaves the logistics list', async () => {
    const detail = await call('GET', `/v1/activos/${zq.ids['ZQ-904']}`)
    const deleted = await call(
      'DELETE',
      `/v1/activos/${zq.ids['ZQ-904']}?version=${detail.body.version}`,
    )
    expect(deleted.status).toBe(204)
    const list = await logistica(`flotaId=${zq.flotaId}`)
    expect(list.body.total).toBe(4)
    expect(codigos(list.body.items)).not.toContain('ZQ-904')
  })
})
