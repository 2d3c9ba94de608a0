// The logistics queue through the API, in-process against the seeded demo data: requests raised
// by comercial@ on a contract of this file's own, approved, then carried out by operaciones@ —
// the movements recorded, the contract's items and the assets' estado changed together, or
// nothing at all.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activos,
  contratoItems,
  contratos,
  movimientos,
  obras,
  tiposActivo,
} from '../../db/schema/index.ts'
import {
  AS,
  type CallOptions,
  failAuditsOf,
  startTestApp,
  type TestApp,
} from '../../testing/test-app.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const HOY = fechaEnSantiago(new Date())

let t: TestApp
const ops = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: AS.operaciones, ...options })
const com = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: AS.comercial, ...options })

let folio = 880_000
const guia = () => ++folio
/** The first minute of Santiago's `dia` that is not more than two hours ago. */
function desde(dia: string): number {
  let instant = Date.now()
  for (let minute = 0; minute < 120; minute++) {
    if (fechaEnSantiago(new Date(instant - 60_000)) !== dia) break
    instant -= 60_000
  }
  return instant
}
/**
 * A moment of today (Santiago's day, even just after midnight there) a little in the past, a
 * second later at each call: movements stay in order and are delivered or withdrawn on HOY.
 */
const primerMomento = desde(HOY)
let segundos = 0
const ahora = () => new Date(primerMomento + ++segundos * 1_000).toISOString()

type Libre = { id: string; codigo: string; tipoActivoId: string }
let tipo: { id: string; nombre: string }
let otroTipo: string
let libres: Libre[]
let obraId: string
let contratoId: string
let enContrato: { itemId: string; activoId: string }[]

/** Free assets of a tipo: disponible and on no contract item still open. */
async function libresDe(tipoId: string): Promise<Libre[]> {
  return t.database.db
    .select({ id: activos.id, codigo: activos.codigo, tipoActivoId: activos.tipoActivoId })
    .from(activos)
    .where(
      and(
        eq(activos.tipoActivoId, tipoId),
        eq(activos.estado, 'disponible'),
        isNull(activos.eliminadoEn),
        sql`not exists (select 1 from contrato_items ci where ci.activo_id = ${activos.id}
          and ci.eliminado_en is null and (ci.fecha_retiro is null or ci.fecha_retiro >= ${HOY}::date))`,
      ),
    )
    .orderBy(asc(activos.codigo))
}

const tomarLibre = (): Libre => {
  const activo = libres.shift()
  if (!activo) throw new Error('no free asset left')
  return activo
}

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  // The tipo with the most free assets, and another one.
  const tipos = await db
    .select({
      id: tiposActivo.id,
      nombre: tiposActivo.nombre,
      libres: sql<number>`cast(count(${activos.id}) as integer)`,
    })
    .from(tiposActivo)
    .innerJoin(
      activos,
      and(eq(activos.tipoActivoId, tiposActivo.id), eq(activos.estado, 'disponible')),
    )
    .groupBy(tiposActivo.id)
    .orderBy(sql`count(${activos.id}) desc`)
  tipo = { id: tipos[0]?.id as string, nombre: tipos[0]?.nombre as string }
  otroTipo = tipos[1]?.id as string
  libres = await libresDe(tipo.id)
  expect(libres.length).toBeGreaterThanOrEqual(8)

  const [obra] = await db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(and(eq(obras.activa, true), isNull(obras.eliminadoEn)))
    .orderBy(asc(obras.codigo))
    .offset(7)
    .limit(1)
  if (!obra) throw new Error('no active obra')
  obraId = obra.id
  const [contrato] = await db
    .insert(contratos)
    .values({
      razonSocialId: obra.razonSocialId,
      obraId,
      moneda: 'CLP',
      fechaInicio: sumarDias(HOY, -30),
      estado: 'vigente',
    })
    .returning()
  contratoId = contrato?.id as string
  const enArriendo = [tomarLibre(), tomarLibre(), tomarLibre()]
  const items = await db
    .insert(contratoItems)
    .values(
      enArriendo.map((activo) => ({
        contratoId,
        activoId: activo.id,
        tarifa: 95_000,
        unidadCobro: 'dia',
        tarifaStandBy: 40_000,
        fechaEntrega: sumarDias(HOY, -30),
      })),
    )
    .returning({ id: contratoItems.id, activoId: contratoItems.activoId })
  enContrato = items.map((item) => ({ itemId: item.id, activoId: item.activoId }))
  // Logistics dispatched them: they are at the obra.
  for (const activo of enArriendo) {
    const res = await ops('POST', `/v1/activos/${activo.id}/movimientos`, {
      body: {
        tipo: 'despacho',
        fecha: ahora(),
        hastaObraId: obraId,
        guiaDespacho: guia(),
        responsable: 'Pedro Soto',
      },
    })
    expect(res.status).toBe(201)
  }
}, 120_000)
afterAll(() => t?.close())

/** A request on the contract, raised by comercial@ and approved; its detail as logistics reads it. */
async function aprobada(ruta: string, body: object) {
  const creada = await com('POST', `/v1/contratos/${contratoId}/${ruta}`, {
    body: { fechaRequerida: HOY, ...body },
  })
  expect(creada.status, JSON.stringify(creada.body)).toBe(201)
  const aprobacion = await com('POST', `/v1/solicitudes/${creada.body.id}/aprobacion`, {
    body: { version: creada.body.version },
  })
  expect(aprobacion.status).toBe(200)
  const detalle = await ops('GET', `/v1/solicitudes-pendientes/${creada.body.id}`)
  expect(detalle.status).toBe(200)
  return detalle.body
}

const estadoDe = async (activoId: string) => {
  const [row] = await t.database.db
    .select({ estado: activos.estado, obraActualId: activos.obraActualId })
    .from(activos)
    .where(eq(activos.id, activoId))
  return row
}
const itemsDelContrato = () =>
  t.database.db
    .select()
    .from(contratoItems)
    .where(and(eq(contratoItems.contratoId, contratoId), isNull(contratoItems.eliminadoEn)))
const movimientosDe = (solicitudId: string) =>
  t.database.db.select().from(movimientos).where(eq(movimientos.solicitudId, solicitudId))

describe('the queue', () => {
  it('lists approved requests about contracts, most urgent first, and not pending ones', async () => {
    const pendiente = await com('POST', `/v1/contratos/${contratoId}/retiro-parcial`, {
      body: { fechaRequerida: HOY, items: [{ contratoItemId: enContrato[0]?.itemId }] },
    })
    expect(pendiente.status).toBe(201)
    const page = await ops('GET', '/v1/solicitudes-pendientes?pageSize=100&estado=aprobada')
    expect(page.status).toBe(200)
    const ids = page.body.items.map((row: { id: string }) => row.id)
    expect(ids).not.toContain(pendiente.body.id)
    for (const row of page.body.items) {
      expect(row.estado).toBe('aprobada')
      expect(row.tipo).not.toBe('arriendo')
    }
    const fechas = page.body.items.map((row: { fechaRequerida: string }) => row.fechaRequerida)
    expect(fechas).toEqual([...fechas].sort())
    // It is pending, not approved: logistics cannot complete it.
    const detalle = await ops('GET', `/v1/solicitudes-pendientes/${pendiente.body.id}`)
    const completar = await ops(
      'POST',
      `/v1/solicitudes-pendientes/${pendiente.body.id}/completar`,
      {
        body: {
          fecha: ahora(),
          responsable: 'Pedro Soto',
          lineas: [{ solicitudItemId: detalle.body.items[0].id, guiaRetiro: guia() }],
          version: detalle.body.version,
        },
      },
    )
    expect(completar.status).toBe(409)
    expect(completar.body.error.message).toBe(
      'Solo se completa una solicitud aprobada; esta está pendiente.',
    )
    // Rejected, so it no longer blocks the contract's next requests.
    const rechazo = await com('POST', `/v1/solicitudes/${pendiente.body.id}/rechazo`, {
      body: { motivo: 'Prueba', version: detalle.body.version },
    })
    expect(rechazo.status).toBe(200)
  })

  it('filters by tipo and says a wrong filter in Spanish', async () => {
    const page = await ops('GET', '/v1/solicitudes-pendientes?tipo=cierre&pageSize=100')
    expect(page.status).toBe(200)
    for (const row of page.body.items) expect(row.tipo).toBe('cierre')
    const mal = await ops('GET', '/v1/solicitudes-pendientes?tipo=arriendo')
    expect(mal.status).toBe(400)
    expect(mal.body.error.fields.tipo).toBe(
      'El tipo debe ser adición, cambio, retiro parcial o cierre.',
    )
  })

  it('is for logistics: 401 without a session, 403 for commercial staff, 404 for a missing one', async () => {
    expect((await t.call('GET', '/v1/solicitudes-pendientes', { as: null })).status).toBe(401)
    expect((await com('GET', '/v1/solicitudes-pendientes')).status).toBe(403)
    expect((await com('GET', `/v1/solicitudes-pendientes/${UNKNOWN}`)).status).toBe(403)
    expect(
      (await com('POST', `/v1/solicitudes-pendientes/${UNKNOWN}/completar`, { body: {} })).status,
    ).toBe(403)
    // Completing records movements: it also takes the key that records them.
    await t.database.db.execute(
      sql`update usuarios set permisos = array_remove(permisos, 'operaciones/logistica-activos')
        where email = ${AS.operaciones}`,
    )
    try {
      const sinMovimientos = await ops('POST', `/v1/solicitudes-pendientes/${UNKNOWN}/completar`, {
        body: {},
      })
      expect(sinMovimientos.status).toBe(403)
      expect((await ops('GET', '/v1/solicitudes-pendientes')).status).toBe(200)
    } finally {
      await t.database.db.execute(
        sql`update usuarios set permisos = array_append(permisos, 'operaciones/logistica-activos')
          where email = ${AS.operaciones}`,
      )
    }
    const missing = await ops('GET', `/v1/solicitudes-pendientes/${UNKNOWN}`)
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('No encontramos la solicitud.')
  })
})

describe('an adición', () => {
  let detalle: Awaited<ReturnType<typeof aprobada>>
  let elegidos: Libre[]

  beforeAll(async () => {
    detalle = await aprobada('adicion', {
      items: [{ tipoActivoId: tipo.id, cantidad: 2, unidadCobro: 'dia', tarifa: 120_000 }],
    })
  })

  it('offers free assets of the tipo wanted, at the contract obra', () => {
    const [tarea] = detalle.logistica.tareas
    expect(tarea.accion).toBe('despachar')
    expect(tarea.cantidad).toBe(2)
    expect(tarea.tipoActivo.id).toBe(tipo.id)
    expect(detalle.logistica.obra.id).toBe(obraId)
    expect(tarea.candidatos.length).toBeGreaterThanOrEqual(2)
    for (const candidato of tarea.candidatos) {
      expect(candidato.tipoActivo.id).toBe(tipo.id)
      expect(candidato.estado).toBe('disponible')
    }
    const ids = tarea.candidatos.map((c: { id: string }) => c.id)
    for (const activo of enContrato) expect(ids).not.toContain(activo.activoId)
  })

  it('refuses lines that do not match the request, in Spanish, and changes nothing', async () => {
    const [a, b] = detalle.logistica.tareas[0].candidatos
    const itemId = detalle.items[0].id
    const base = { fecha: ahora(), responsable: 'Pedro Soto', version: detalle.version }
    const antes = (await itemsDelContrato()).length

    const unaSola = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        ...base,
        lineas: [{ solicitudItemId: itemId, activoId: a.id, guiaDespacho: guia() }],
      },
    })
    expect(unaSola.status).toBe(400)
    expect(unaSola.body.error.fields.lineas).toBe(`${tipo.nombre}: se piden 2 y se eligieron 1.`)

    const repetida = guia()
    const guiaRepetida = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        ...base,
        lineas: [
          { solicitudItemId: itemId, activoId: a.id, guiaDespacho: repetida },
          { solicitudItemId: itemId, activoId: b.id, guiaDespacho: repetida },
        ],
      },
    })
    expect(guiaRepetida.status).toBe(400)
    expect(guiaRepetida.body.error.fields['lineas.1.guiaDespacho']).toBe(
      `El folio ${repetida} se repite: cada guía se emite una vez.`,
    )

    const [deOtroTipo] = await libresDe(otroTipo)
    const otro = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        ...base,
        lineas: [
          { solicitudItemId: itemId, activoId: a.id, guiaDespacho: guia() },
          { solicitudItemId: itemId, activoId: deOtroTipo?.id, guiaDespacho: guia() },
        ],
      },
    })
    expect(otro.status).toBe(400)
    expect(otro.body.error.fields['lineas.1.activoId']).toMatch(
      new RegExp(`^${deOtroTipo?.codigo} es .*: se pidió ${tipo.nombre.toLowerCase()}\\.$`),
    )

    const sinGuia = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        ...base,
        lineas: [
          { solicitudItemId: itemId, activoId: a.id },
          { solicitudItemId: itemId, activoId: b.id, guiaDespacho: guia() },
          { solicitudItemId: UNKNOWN, activoId: b.id, guiaDespacho: guia() },
        ],
      },
    })
    expect(sinGuia.status).toBe(400)
    expect(sinGuia.body.error.fields['lineas.0.guiaDespacho']).toBe(
      'Ingrese el folio de la guía de despacho.',
    )
    expect(sinGuia.body.error.fields['lineas.2.solicitudItemId']).toBe(
      'Ese ítem no es de esta solicitud.',
    )

    const vacia = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: { version: detalle.version, lineas: [] },
    })
    expect(vacia.status).toBe(400)
    expect(vacia.body.error.fields.responsable).toBeTruthy()
    expect(vacia.body.error.fields.lineas).toBe('Indique los activos que se mueven.')

    expect((await itemsDelContrato()).length).toBe(antes)
    expect((await estadoDe(a.id))?.estado).toBe('disponible')
    expect(await movimientosDe(detalle.id)).toEqual([])
  })

  it('refuses a guía already used by another movement (409) and a stale version (409)', async () => {
    const [a, b] = detalle.logistica.tareas[0].candidatos
    const itemId = detalle.items[0].id
    const usada = await t.database.db
      .select({ guia: movimientos.guiaDespacho })
      .from(movimientos)
      .where(sql`${movimientos.guiaDespacho} is not null`)
      .limit(1)
    const res = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        fecha: ahora(),
        responsable: 'Pedro Soto',
        version: detalle.version,
        lineas: [
          { solicitudItemId: itemId, activoId: a.id, guiaDespacho: guia() },
          { solicitudItemId: itemId, activoId: b.id, guiaDespacho: usada[0]?.guia },
        ],
      },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(
      `La guía de despacho N° ${usada[0]?.guia} ya fue usada en otro movimiento: cada folio se emite una vez.`,
    )
    expect((await estadoDe(a.id))?.estado).toBe('disponible')

    const stale = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        fecha: ahora(),
        responsable: 'Pedro Soto',
        version: detalle.version - 1,
        lineas: [{ solicitudItemId: itemId, activoId: a.id, guiaDespacho: guia() }],
      },
    })
    expect(stale.status).toBe(409)
  })

  it('rolls everything back when an audit entry cannot be written', async () => {
    const [a, b] = detalle.logistica.tareas[0].candidatos
    const undo = await failAuditsOf(t.database, 'contrato')
    try {
      const res = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
        body: {
          fecha: ahora(),
          responsable: 'Pedro Soto',
          version: detalle.version,
          lineas: [
            { solicitudItemId: detalle.items[0].id, activoId: a.id, guiaDespacho: guia() },
            { solicitudItemId: detalle.items[0].id, activoId: b.id, guiaDespacho: guia() },
          ],
        },
      })
      expect(res.status).toBe(500)
    } finally {
      await undo()
    }
    expect(await movimientosDe(detalle.id)).toEqual([])
    expect((await estadoDe(a.id))?.estado).toBe('disponible')
    const solicitud = await com('GET', `/v1/solicitudes/${detalle.id}`)
    expect(solicitud.body.estado).toBe('aprobada')
  })

  it('dispatches each chosen asset with its guía and adds it to the contract, delivered that day', async () => {
    const [a, b] = detalle.logistica.tareas[0].candidatos
    elegidos = [a, b]
    const fecha = ahora()
    const [guiaA, guiaB] = [guia(), guia()]
    const res = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        fecha,
        transportista: 'Transportes Biobío',
        responsable: 'Pedro Soto',
        observaciones: 'Entrega en portón 2',
        version: detalle.version,
        lineas: [
          { solicitudItemId: detalle.items[0].id, activoId: a.id, guiaDespacho: guiaA },
          { solicitudItemId: detalle.items[0].id, activoId: b.id, guiaDespacho: guiaB },
        ],
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.solicitud.estado).toBe('completada')
    expect(res.body.contrato).toMatchObject({ id: contratoId, estado: 'vigente' })
    expect(res.body.movimientos).toHaveLength(2)

    for (const activo of elegidos) {
      expect(await estadoDe(activo.id)).toEqual({ estado: 'en-obra', obraActualId: obraId })
    }
    const movs = await movimientosDe(detalle.id)
    expect(movs.map((m) => [m.tipo, m.guiaDespacho, m.hastaObraId]).sort()).toEqual(
      [
        ['despacho', guiaA, obraId],
        ['despacho', guiaB, obraId],
      ].sort(),
    )
    const nuevos = (await itemsDelContrato()).filter((item) =>
      elegidos.some((activo) => activo.id === item.activoId),
    )
    expect(nuevos).toHaveLength(2)
    for (const item of nuevos) {
      expect(item).toMatchObject({
        fechaEntrega: HOY,
        fechaRetiro: null,
        tarifa: 120_000,
        unidadCobro: 'dia',
      })
    }
    // The contract shows them, and its history says what logistics did.
    const contrato = await com('GET', `/v1/contratos/${contratoId}`)
    const codigos = contrato.body.items.map(
      (item: { activo: { codigo: string } }) => item.activo.codigo,
    )
    expect(codigos).toEqual(expect.arrayContaining([a.codigo, b.codigo]))
    const audit = await t.auditOf(contratoId)
    const entry = audit.at(-1)
    expect(entry?.action).toBe('completar')
    expect((entry?.after as { items: unknown[] } | undefined)?.items).toHaveLength(5)
    expect((entry?.before as { items: unknown[] } | undefined)?.items).toHaveLength(3)
  })

  it('is completed once: again answers 409 saying so', async () => {
    const again = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        fecha: ahora(),
        responsable: 'Pedro Soto',
        version: detalle.version + 1,
        lineas: [
          { solicitudItemId: detalle.items[0].id, activoId: elegidos[0]?.id, guiaDespacho: guia() },
        ],
      },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      'Solo se completa una solicitud aprobada; esta está completada.',
    )
  })
})

describe('a retiro parcial, a cambio and the cierre', () => {
  it('withdraws an asset at the obra: a retiro, and its item ends that day', async () => {
    const [primero] = enContrato
    const detalle = await aprobada('retiro-parcial', {
      items: [{ contratoItemId: primero?.itemId }],
    })
    const [tarea] = detalle.logistica.tareas
    expect(tarea).toMatchObject({
      accion: 'retirar',
      enObra: true,
      enArriendo: true,
      candidatos: [],
    })
    const sinGuia = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        fecha: ahora(),
        responsable: 'Pedro Soto',
        version: detalle.version,
        lineas: [{ solicitudItemId: detalle.items[0].id }],
      },
    })
    expect(sinGuia.status).toBe(400)
    expect(sinGuia.body.error.fields['lineas.0.guiaRetiro']).toBe(
      'Ingrese el folio de la guía del retiro.',
    )
    const res = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        fecha: ahora(),
        responsable: 'Pedro Soto',
        version: detalle.version,
        lineas: [{ solicitudItemId: detalle.items[0].id, guiaRetiro: guia() }],
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await estadoDe(primero?.activoId as string)).toEqual({
      estado: 'disponible',
      obraActualId: null,
    })
    const [item] = (await itemsDelContrato()).filter((row) => row.id === primero?.itemId)
    expect(item?.fechaRetiro).toBe(HOY)
    expect((await movimientosDe(detalle.id)).map((m) => m.tipo)).toEqual(['retiro'])
  })

  it('swaps an asset: the old one back, a new one out on the same terms', async () => {
    const [, segundo] = enContrato
    const detalle = await aprobada('cambio', { items: [{ contratoItemId: segundo?.itemId }] })
    const [tarea] = detalle.logistica.tareas
    expect(tarea.accion).toBe('cambiar')
    const nuevo = tarea.candidatos.find((c: { id: string }) => c.id !== segundo?.activoId)
    const res = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: {
        fecha: ahora(),
        responsable: 'Pedro Soto',
        version: detalle.version,
        lineas: [
          {
            solicitudItemId: detalle.items[0].id,
            activoId: nuevo.id,
            guiaDespacho: guia(),
            guiaRetiro: guia(),
          },
        ],
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await estadoDe(segundo?.activoId as string)).toEqual({
      estado: 'disponible',
      obraActualId: null,
    })
    expect(await estadoDe(nuevo.id)).toEqual({ estado: 'en-obra', obraActualId: obraId })
    const items = await itemsDelContrato()
    expect(items.find((row) => row.id === segundo?.itemId)?.fechaRetiro).toBe(HOY)
    expect(items.find((row) => row.activoId === nuevo.id)).toMatchObject({
      fechaEntrega: HOY,
      fechaRetiro: null,
      tarifa: 95_000,
      tarifaStandBy: 40_000,
    })
  })

  it('closes the contract once every asset is back; one at the workshop just ends its item', async () => {
    // The third original asset went to the workshop from the obra: nothing to bring back.
    const [, , tercero] = enContrato
    const taller = await ops('POST', `/v1/activos/${tercero?.activoId}/movimientos`, {
      body: {
        tipo: 'ingreso-taller',
        fecha: ahora(),
        responsable: 'Pedro Soto',
        observaciones: 'Falla hidráulica',
      },
    })
    expect(taller.status).toBe(201)
    const detalle = await aprobada('cierre-contrato', {})
    const tareas = detalle.logistica.tareas as {
      solicitudItemId: string
      enObra: boolean
      activoActual: { id: string }
    }[]
    expect(tareas.length).toBe(4)
    expect(tareas.find((tarea) => tarea.activoActual.id === tercero?.activoId)?.enObra).toBe(false)
    const lineas = tareas.map((tarea) => ({
      solicitudItemId: tarea.solicitudItemId,
      ...(tarea.enObra ? { guiaRetiro: guia() } : {}),
    }))
    const res = await ops('POST', `/v1/solicitudes-pendientes/${detalle.id}/completar`, {
      body: { fecha: ahora(), responsable: 'Pedro Soto', version: detalle.version, lineas },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.contrato.estado).toBe('terminado')
    expect(res.body.movimientos).toHaveLength(3)
    const [contrato] = await t.database.db
      .select()
      .from(contratos)
      .where(eq(contratos.id, contratoId))
    expect(contrato).toMatchObject({ estado: 'terminado', fechaTermino: HOY })
    const abiertos = (await itemsDelContrato()).filter((item) => item.fechaRetiro === null)
    expect(abiertos).toEqual([])
    const ids = (await itemsDelContrato()).map((item) => item.activoId)
    const estados = await t.database.db
      .select({ estado: activos.estado })
      .from(activos)
      .where(inArray(activos.id, ids))
    expect(estados.filter((row) => row.estado === 'en-obra')).toEqual([])
    const historial = await com('GET', `/v1/contratos/${contratoId}`)
    expect(historial.body.historial.map((h: { descripcion: string }) => h.descripcion)).toContain(
      'Contrato terminado por logística',
    )
  })
})

describe('concurrency', () => {
  it('two requests racing for one free asset: one dispatches it, the other is told where it is', async () => {
    const [obra2] = await t.database.db
      .select({ id: obras.id, razonSocialId: obras.razonSocialId })
      .from(obras)
      .where(and(eq(obras.activa, true), isNull(obras.eliminadoEn)))
      .orderBy(asc(obras.codigo))
      .offset(9)
      .limit(1)
    const [otro] = await t.database.db
      .insert(contratos)
      .values({
        razonSocialId: obra2?.razonSocialId as string,
        obraId: obra2?.id as string,
        moneda: 'CLP',
        fechaInicio: sumarDias(HOY, -10),
        estado: 'vigente',
      })
      .returning()
    const solicitudes = []
    const [propio] = await t.database.db
      .insert(contratos)
      .values({
        razonSocialId: obra2?.razonSocialId as string,
        obraId,
        moneda: 'CLP',
        fechaInicio: sumarDias(HOY, -10),
        estado: 'vigente',
      })
      .returning()
    for (const id of [propio?.id as string, otro?.id as string]) {
      const creada = await com('POST', `/v1/contratos/${id}/adicion`, {
        body: {
          fechaRequerida: HOY,
          items: [{ tipoActivoId: tipo.id, cantidad: 1, unidadCobro: 'dia', tarifa: 1 }],
        },
      })
      expect(creada.status, JSON.stringify(creada.body)).toBe(201)
      const aprobacion = await com('POST', `/v1/solicitudes/${creada.body.id}/aprobacion`, {
        body: { version: creada.body.version },
      })
      solicitudes.push(aprobacion.body)
    }
    const activo = (await libresDe(tipo.id))[0] as Libre
    const fecha = ahora()
    const results = await Promise.all(
      solicitudes.map((solicitud) =>
        ops('POST', `/v1/solicitudes-pendientes/${solicitud.id}/completar`, {
          body: {
            fecha,
            responsable: 'Pedro Soto',
            version: solicitud.version,
            lineas: [
              { solicitudItemId: solicitud.items[0].id, activoId: activo.id, guiaDespacho: guia() },
            ],
          },
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const perdedor = results.find((r) => r.status === 409)
    expect(perdedor?.body.error.message).toMatch(
      new RegExp(`^${activo.codigo} (está en obra: no se despacha|está comprometido)`),
    )
    const dueños = await t.database.db
      .select({ id: contratoItems.id })
      .from(contratoItems)
      .where(and(eq(contratoItems.activoId, activo.id), isNull(contratoItems.fechaRetiro)))
    expect(dueños).toHaveLength(1)
  })
})
