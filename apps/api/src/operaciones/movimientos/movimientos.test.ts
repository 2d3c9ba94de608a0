// Movements through the API, in-process against the seeded demo data (300 assets and their year
// of movements), as operaciones@cordillera.cl unless a test says otherwise. Each test takes its
// own assets among those the demo never moved, so none depends on another's movements.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, movimientos, obras } from '../../db/schema/index.ts'
import {
  AS,
  type CallOptions,
  failAuditsOf,
  startTestApp,
  type TestApp,
} from '../../testing/test-app.ts'
import { verifyEstados } from './verify-estados.ts'

type Lugar = { lugar: string; obra: { id: string; codigo: string; nombre: string } | null }
type MovimientoRow = {
  id: string
  activo: { id: string; codigo: string }
  tipo: string
  fecha: string
  desde: Lugar
  hasta: Lugar
  guiaDespacho: number | null
  responsable: string
  estadoResultante: string
  autor: { id: string; nombre: string } | null
}
type Creado = {
  movimiento: MovimientoRow
  activo: {
    id: string
    estado: string
    estadoDesde: string
    obraActual: { id: string } | null
    version: number
  }
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let t: TestApp
let libres: { id: string; codigo: string }[]
let obraA: string
let obraB: string
let obraInactiva: string
const call = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: AS.operaciones, ...options })

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  libres = await db
    .select({ id: activos.id, codigo: activos.codigo })
    .from(activos)
    .where(
      and(
        eq(activos.estado, 'disponible'),
        isNull(activos.eliminadoEn),
        sql`not exists (select 1 from ${movimientos} where ${movimientos.activoId} = ${activos.id})`,
      ),
    )
    .orderBy(asc(activos.codigo))
  const activas = await db
    .select({ id: obras.id })
    .from(obras)
    .where(and(eq(obras.activa, true), isNull(obras.eliminadoEn)))
    .orderBy(asc(obras.codigo))
    .limit(3)
  ;[obraA, obraB, obraInactiva] = activas.map((obra) => obra.id) as [string, string, string]
  await db.update(obras).set({ activa: false }).where(eq(obras.id, obraInactiva))
}, 180_000)
afterAll(() => t?.close())

/** A seeded asset no other test has used. */
const nextActivo = () => {
  const activo = libres.shift()
  if (!activo) throw new Error('no free asset left')
  return activo
}
let folio = 5000
const nextGuia = () => ++folio
// Hours after a fixed past day, so each movement of a test comes after the previous one.
let hora = 0
const nextFecha = () => new Date(Date.UTC(2026, 0, 5, 12) + ++hora * 3_600_000).toISOString()

const mover = (activoId: string, body: Record<string, unknown>) =>
  call('POST', `/v1/activos/${activoId}/movimientos`, {
    body: { fecha: nextFecha(), responsable: 'Pedro Soto', ...body },
  })

const despacho = (activoId: string, obraId = obraA) =>
  mover(activoId, { tipo: 'despacho', hastaObraId: obraId, guiaDespacho: nextGuia() })

const movimientosDe = async (activoId: string) =>
  t.database.db.select().from(movimientos).where(eq(movimientos.activoId, activoId))

describe('POST /v1/activos/{id}/movimientos', () => {
  it('moves an asset through every tipo, and its estado and obra follow', async () => {
    const activo = nextActivo()
    const steps: [Record<string, unknown>, string, string | null][] = [
      [{ tipo: 'despacho', hastaObraId: obraA, guiaDespacho: nextGuia() }, 'en-obra', obraA],
      [{ tipo: 'traslado', hastaObraId: obraB, guiaDespacho: nextGuia() }, 'en-obra', obraB],
      [{ tipo: 'ingreso-taller' }, 'en-taller', null],
      [{ tipo: 'salida-taller' }, 'disponible', null],
      [{ tipo: 'despacho', hastaObraId: obraB, guiaDespacho: nextGuia() }, 'en-obra', obraB],
      [
        { tipo: 'retiro', guiaDespacho: nextGuia(), transportista: 'Transportes Maule' },
        'disponible',
        null,
      ],
    ]
    for (const [body, estado, obraId] of steps) {
      const res = await mover(activo.id, body)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const created = res.body as Creado
      expect(created.activo.estado).toBe(estado)
      expect(created.activo.obraActual?.id ?? null).toBe(obraId)
      expect(created.movimiento.estadoResultante).toBe(estado)
      expect(created.movimiento.activo.codigo).toBe(activo.codigo)
      const detail = await call('GET', `/v1/activos/${activo.id}`)
      expect(detail.body.estado).toBe(estado)
      expect(detail.body.obraActual?.id ?? null).toBe(obraId)
      expect(detail.body.estadoDesde).toBe(created.movimiento.fecha)
    }
    const history = await call('GET', `/v1/activos/${activo.id}/movimientos`)
    expect(history.status).toBe(200)
    const items = history.body.items as MovimientoRow[]
    expect(items.map((item) => item.tipo)).toEqual([
      'retiro',
      'despacho',
      'salida-taller',
      'ingreso-taller',
      'traslado',
      'despacho',
    ])
    expect(items[4]?.desde).toMatchObject({ lugar: 'obra', obra: { id: obraA } })
    expect(items[4]?.hasta).toMatchObject({ lugar: 'obra', obra: { id: obraB } })
    expect(items[0]?.hasta).toEqual({ lugar: 'bodega', obra: null })
    expect(items[0]?.autor?.id).toBe(await t.userId(AS.operaciones))
  })

  it('takes the instant with its offset, as Chile writes it', async () => {
    const activo = nextActivo()
    const res = await call('POST', `/v1/activos/${activo.id}/movimientos`, {
      body: { tipo: 'ingreso-taller', fecha: '2026-02-10T10:30:00-03:00', responsable: 'Ana Díaz' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.movimiento.fecha).toBe('2026-02-10T13:30:00.000Z')
  })

  it('refuses bad input with a Spanish message per field, writing nothing', async () => {
    const activo = nextActivo()
    const refused = async (body: Record<string, unknown>) => {
      const res = await call('POST', `/v1/activos/${activo.id}/movimientos`, { body })
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      return res.body.error.fields as Record<string, string>
    }
    const fecha = nextFecha()
    expect(await refused({ tipo: 'despacho', fecha })).toMatchObject({
      hastaObraId: 'Elija la obra de destino.',
      // A despacho may ask for its guía electrónica instead (emitir-guia-al-registrar.test.ts).
      guiaDespacho: 'Ingrese el folio de la guía de despacho o emita la guía electrónica.',
      responsable: 'Ingrese el responsable.',
    })
    expect(
      await refused({ tipo: 'ingreso-taller', fecha: '2026-02-10T10:30:00', responsable: 'x' }),
    ).toHaveProperty('fecha')
    const manana = new Date(Date.now() + 86_400_000).toISOString()
    expect((await refused({ tipo: 'ingreso-taller', fecha: manana, responsable: 'x' })).fecha).toBe(
      'La fecha del movimiento no puede ser futura.',
    )
    // A movement is of this century: year 0001 (or 1999) is no day to record one on.
    for (const old of ['0001-01-01T10:30:00-03:00', '1999-12-31T10:30:00-03:00']) {
      expect((await refused({ tipo: 'ingreso-taller', fecha: old, responsable: 'x' })).fecha).toBe(
        'La fecha debe estar entre 2000 y 2100.',
      )
    }
    expect(
      await refused({ tipo: 'retiro', fecha, responsable: 'x', guiaDespacho: 0 }),
    ).toHaveProperty('guiaDespacho')
    const base = { tipo: 'despacho', fecha, responsable: 'x', guiaDespacho: nextGuia() }
    expect((await refused({ ...base, hastaObraId: UNKNOWN })).hastaObraId).toBe(
      'La obra de destino no existe.',
    )
    expect((await refused({ ...base, hastaObraId: obraInactiva })).hastaObraId).toMatch(
      /está inactiva: no recibe activos\.$/,
    )
    expect((await refused({ ...base, hastaObraId: obraA, solicitudId: UNKNOWN })).solicitudId).toBe(
      'La solicitud no existe.',
    )
    expect(await movimientosDe(activo.id)).toEqual([])

    // A movement dated before the asset's last one.
    const first = await mover(activo.id, {
      tipo: 'ingreso-taller',
      fecha: '2026-03-10T15:45:00-03:00',
    })
    expect(first.status).toBe(201)
    expect(
      (
        await refused({
          tipo: 'salida-taller',
          fecha: '2026-03-10T15:44:00-03:00',
          responsable: 'x',
        })
      ).fecha,
    ).toBe('Hay un movimiento posterior (10-03-2026 15:45): registre los movimientos en orden.')
    expect(await movimientosDe(activo.id)).toHaveLength(1)
  })

  it('answers 409 for a movement the asset cannot make, saying where it is', async () => {
    const activo = nextActivo()
    const retiro = await mover(activo.id, { tipo: 'retiro', guiaDespacho: nextGuia() })
    expect(retiro.status).toBe(409)
    expect(retiro.body.error.message).toBe(
      `${activo.codigo} está disponible en bodega: no se retira.`,
    )
    expect((await mover(activo.id, { tipo: 'ingreso-taller' })).status).toBe(201)
    const otro = await despacho(activo.id)
    expect(otro.status).toBe(409)
    expect(otro.body.error.message).toBe(`${activo.codigo} está en taller: no se despacha.`)
    expect(await movimientosDe(activo.id)).toHaveLength(1)
  })

  it('answers 409 naming a guía folio already used', async () => {
    const [uno, dos] = [nextActivo(), nextActivo()]
    const guia = nextGuia()
    const first = await mover(uno.id, { tipo: 'despacho', hastaObraId: obraA, guiaDespacho: guia })
    expect(first.status).toBe(201)
    const again = await mover(dos.id, { tipo: 'despacho', hastaObraId: obraA, guiaDespacho: guia })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      `La guía de despacho N° ${guia} ya fue usada en otro movimiento: cada folio se emite una vez.`,
    )
    expect(await movimientosDe(dos.id)).toEqual([])
    const detail = await call('GET', `/v1/activos/${dos.id}`)
    expect(detail.body.estado).toBe('disponible')
  })

  it('of twenty simultaneous despachos of one asset, one goes out and nineteen are told where it is', async () => {
    const activo = nextActivo()
    const results = await Promise.all(Array.from({ length: 20 }, () => despacho(activo.id)))
    const statuses = results.map((res) => res.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body.error.message).toBe(`${activo.codigo} está en obra: no se despacha.`)
    }
    expect(await movimientosDe(activo.id)).toHaveLength(1)
    const detail = await call('GET', `/v1/activos/${activo.id}`)
    expect(detail.body.estado).toBe('en-obra')
    expect(detail.body.obraActual.id).toBe(obraA)
  })

  it('audits the movement (crear) and the asset (editar, estado before and after)', async () => {
    const activo = nextActivo()
    const res = await despacho(activo.id, obraB)
    expect(res.status).toBe(201)
    const operaciones = await t.userId(AS.operaciones)
    const [crear] = await t.auditOf(res.body.movimiento.id)
    expect(crear).toMatchObject({ entity: 'movimiento', action: 'crear', usuarioId: operaciones })
    expect(crear?.after).toMatchObject({
      tipo: 'despacho',
      hastaObraId: obraB,
      estadoResultante: 'en-obra',
    })
    const entries = await t.auditOf(activo.id)
    const editar = entries.at(-1)
    expect(editar).toMatchObject({ entity: 'activo', action: 'editar', usuarioId: operaciones })
    expect(editar?.before).toMatchObject({ estado: 'disponible', obraActualId: null })
    expect(editar?.after).toMatchObject({ estado: 'en-obra', obraActualId: obraB })
  })

  it('leaves nothing when an audit entry cannot be written', async () => {
    for (const entity of ['movimiento', 'activo']) {
      const activo = nextActivo()
      const restore = await failAuditsOf(t.database, entity)
      try {
        expect((await despacho(activo.id)).status).toBe(500)
      } finally {
        await restore()
      }
      expect(await movimientosDe(activo.id)).toEqual([])
      const detail = await call('GET', `/v1/activos/${activo.id}`)
      expect(detail.body.estado).toBe('disponible')
    }
  })

  it('answers 404 for an asset that does not exist or was deleted', async () => {
    expect((await despacho(UNKNOWN)).status).toBe(404)
    const activo = nextActivo()
    await t.database.db
      .update(activos)
      .set({ eliminadoEn: new Date() })
      .where(eq(activos.id, activo.id))
    const res = await despacho(activo.id)
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe('No encontramos el activo.')
    expect((await call('GET', `/v1/activos/${activo.id}/movimientos`)).status).toBe(404)
  })

  it('is refused to users without the logistics keys', async () => {
    const activo = nextActivo()
    const body = { tipo: 'ingreso-taller', fecha: nextFecha(), responsable: 'x' }
    const path = `/v1/activos/${activo.id}/movimientos`
    for (const as of [AS.comercial, AS.sinPermisos]) {
      expect((await t.call('POST', path, { as, body })).status).toBe(403)
      expect((await t.call('GET', path, { as })).status).toBe(403)
      expect((await t.call('GET', '/v1/movimientos', { as })).status).toBe(403)
      expect((await t.call('GET', '/v1/movimientos/exportar', { as })).status).toBe(403)
    }
    expect((await t.call('POST', path, { as: null, body })).status).toBe(401)
    expect(await movimientosDe(activo.id)).toEqual([])
  })
})

describe('GET /v1/movimientos', () => {
  let activo: { id: string; codigo: string }
  const fechas = [
    '2026-04-01T09:00:00-03:00',
    '2026-04-02T09:00:00-03:00',
    '2026-04-03T09:00:00-03:00',
    '2026-04-04T23:30:00-03:00',
  ]
  beforeAll(async () => {
    activo = nextActivo()
    const bodies = [
      { tipo: 'despacho', hastaObraId: obraA, guiaDespacho: nextGuia() },
      { tipo: 'traslado', hastaObraId: obraB, guiaDespacho: nextGuia() },
      { tipo: 'retiro', guiaDespacho: nextGuia() },
      { tipo: 'ingreso-taller' },
    ]
    for (const [index, body] of bodies.entries()) {
      const res = await mover(activo.id, { ...body, fecha: fechas[index] })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
  })

  const list = async (query: string): Promise<MovimientoRow[]> => {
    const res = await call('GET', `/v1/movimientos?activoId=${activo.id}&${query}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.items
  }

  it('lists the history newest first, and sorts the other way when asked', async () => {
    expect((await list('')).map((row) => row.tipo)).toEqual([
      'ingreso-taller',
      'retiro',
      'traslado',
      'despacho',
    ])
    expect((await list('sort=fecha&dir=asc')).map((row) => row.tipo)).toEqual([
      'despacho',
      'traslado',
      'retiro',
      'ingreso-taller',
    ])
    expect((await list('sort=creadoEn&dir=asc')).map((row) => row.tipo)[0]).toBe('despacho')
    const all = await call('GET', '/v1/movimientos')
    expect(all.status).toBe(200)
    const dates = (all.body.items as MovimientoRow[]).map((row) => row.fecha)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('filters by tipo, obra (from or to) and Santiago days, both ends included', async () => {
    expect((await list('tipo=traslado')).map((row) => row.tipo)).toEqual(['traslado'])
    expect((await list(`obraId=${obraA}`)).map((row) => row.tipo)).toEqual(['traslado', 'despacho'])
    expect((await list(`obraId=${obraB}`)).map((row) => row.tipo)).toEqual(['retiro', 'traslado'])
    expect((await list('desde=2026-04-02&hasta=2026-04-03')).map((row) => row.tipo)).toEqual([
      'retiro',
      'traslado',
    ])
    // 23:30 in Santiago on the 4th is already the 5th in UTC: still the 4th's.
    expect((await list('desde=2026-04-04&hasta=2026-04-04')).map((row) => row.tipo)).toEqual([
      'ingreso-taller',
    ])
    const bad = await call('GET', '/v1/movimientos?tipo=vuelo&desde=ayer')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['tipo', 'desde']))
    // The history takes a period of any length within 1950–2100, in order; its export too.
    for (const path of ['/v1/movimientos', '/v1/movimientos/exportar']) {
      for (const [query, fields] of [
        ['desde=0001-01-01', { desde: 'La fecha debe estar entre 1950 y 2100.' }],
        ['hasta=9999-12-31', { hasta: 'La fecha debe estar entre 1950 y 2100.' }],
        [
          'desde=2026-04-03&hasta=2026-04-02',
          { hasta: 'La fecha final no puede ser anterior a la inicial.' },
        ],
      ] as const) {
        const res = await call('GET', `${path}?${query}`)
        expect(res.status, `${path}?${query}`).toBe(400)
        expect(res.body.error.fields, `${path}?${query}`).toEqual(fields)
      }
    }
    expect((await list('desde=1950-01-01&hasta=2100-12-31')).length).toBeGreaterThan(0)
  })

  it('pages by number and by cursor, the same rows in the same order', async () => {
    const all = await list('pageSize=4')
    const first = await call('GET', `/v1/movimientos?activoId=${activo.id}&pageSize=2`)
    expect(first.body.total).toBe(4)
    const second = await call(
      'GET',
      `/v1/movimientos?activoId=${activo.id}&pageSize=2&cursor=${first.body.nextCursor}`,
    )
    const byNumber = await list('pageSize=2&page=2')
    expect(second.body.items).toEqual(byNumber)
    expect([...first.body.items, ...second.body.items]).toEqual(all)
    const back = await call(
      'GET',
      `/v1/movimientos?activoId=${activo.id}&pageSize=2&cursor=${second.body.prevCursor}`,
    )
    expect(back.body.items).toEqual(first.body.items)
    const own = await call('GET', `/v1/activos/${activo.id}/movimientos?pageSize=3`)
    expect(own.body.total).toBe(4)
    expect(own.body.items).toEqual(all.slice(0, 3))
  })

  it('exports the history as people read it', async () => {
    const res = await call('GET', `/v1/movimientos/exportar?activoId=${activo.id}&dir=asc`)
    expect(res.status).toBe(200)
    const [header, despachoRow, trasladoRow, retiroRow, tallerRow] = (res.body as string)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(header).toBe(
      'Fecha;Activo;Movimiento;Desde;Hasta;Guía de despacho;Transportista;Responsable;Estado resultante;Observaciones;Registrado por;Registrado',
    )
    expect(despachoRow).toMatch(
      new RegExp(
        `^01-04-2026 09:00;${activo.codigo};Despacho;Bodega;OB-\\d+ [^;]+;\\d+;;Pedro Soto;En obra;`,
      ),
    )
    expect(trasladoRow).toMatch(/;Traslado;OB-\d+ [^;]+;OB-\d+ [^;]+;\d+;/)
    expect(retiroRow).toMatch(/;Retiro;OB-\d+ [^;]+;Bodega;\d+;;Pedro Soto;Disponible;/)
    expect(tallerRow).toMatch(
      /^04-04-2026 23:30;[^;]+;Ingreso a taller;Bodega;Taller;;;Pedro Soto;En taller;/,
    )
  })
})

describe('verifyEstados', () => {
  it('finds no difference after movements through the routes, and exactly an asset changed in SQL', async () => {
    const activo = nextActivo()
    expect((await despacho(activo.id)).status).toBe(201)
    expect(await verifyEstados(t.database.db)).toEqual([])
    const otro = nextActivo()
    await t.database.db.execute(sql`update activos set estado = 'en-taller' where id = ${otro.id}`)
    try {
      expect(await verifyEstados(t.database.db)).toEqual([
        {
          activoId: otro.id,
          codigo: otro.codigo,
          guardado: { estado: 'en-taller', obraId: null },
          recalculado: { estado: 'disponible', obraId: null },
        },
      ])
    } finally {
      await t.database.db.execute(
        sql`update activos set estado = 'disponible' where id = ${otro.id}`,
      )
    }
  })
})
