// The ownership walk: every route a site client, an operator or a lessor can reach (read from the
// route registry with its audience and keys, so a route added later is walked without touching
// this file) is called by two owners of the same kind, each with the other's rows: lists show only
// the caller's rows, another's row answers as one that does not exist, and nothing of another is
// written (testing/ownership/ownership-walk.ts says how). The second owner of each kind and his
// rows are testing/ownership/owners.ts's. The staff routes these users cannot reach answer them 403
// and are route-walk.test.ts's, not walked again here. Below the walk, the walk itself is shown
// to catch each kind of hole, on routes mounted with one on purpose.
import { randomUUID } from 'node:crypto'
import {
  defineRoute,
  fechaEnSantiago,
  type OpcionesReport,
  type OpcionesSolicitudCliente,
  sumarDias,
} from '@cordillera/contracts'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type App, createApp } from '../app.ts'
import { auditLog, solicitudes, usuarioObras } from '../db/schema/index.ts'
import { notFound } from '../http/api-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { listRegisteredRoutes } from '../http/route-registry.ts'
import { FIRMA } from '../rrhh/reports/report-fixtures.ts'
import { ownerPairs } from '../testing/ownership/owners.ts'
import {
  type Declarations,
  type KindCount,
  type OwnerClient,
  type OwnerPair,
  rowsOf,
  walkOwnership,
} from '../testing/ownership/ownership-walk.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'
import { testDeps } from '../testing/test-deps.ts'

const hoy = fechaEnSantiago(new Date())

/** A file `owner` uploaded for a ticket (its key is under `owner`). */
async function ticketFileOf(owner: { call: OwnerClient['call'] }) {
  const ticket = (
    await owner.call('post', '/v1/mis-tickets/subidas', {
      nombre: 'captura.png',
      bytes: 1024,
      tipo: 'image/png',
    })
  ).body as { clave: string }
  return { clave: ticket.clave, nombre: 'captura.png' }
}

/** What the walk cannot work out from the routes and their answers: the few exceptions. */
const DECLARATIONS: Declarations = {
  shared: {
    // Every tipo de activo, for every site client: the catalogue, nobody's row.
    'GET /v1/solicitudes-cliente/opciones': ['tiposActivo', 'obras[].activos[].activo.tipoActivo'],
    // B's obra is the demo razón social's too (owners.ts): a client company, not a site's row.
    'GET /v1/edp-cliente': ['items[].razonSocial'],
    // A CSV of folios and words, no id to compare: its scope is the list's (the same source),
    // and arrendador/arrendador.test.ts reads both lessors' files.
    'GET /v1/arrendador/reports-maquina/exportar': [''],
    // A count, no row: the same rows as the list's (the caller's own), notify/notify.test.ts.
    'GET /v1/notificaciones/no-leidas': [''],
  },
  idSources: {
    // A request needs a line of the EDP: its targets are the details, which carry them.
    'POST /v1/arrendador/estados-de-pago/{id}/solicitudes-ajuste': async (owner) => {
      const targets = []
      for (const edp of rowsOf((await owner.call('get', '/v1/arrendador/estados-de-pago')).body) ??
        []) {
        const detail = (await owner.call('get', `/v1/arrendador/estados-de-pago/${edp.id}`))
          .body as typeof edp
        targets.push({ params: { id: edp.id }, row: detail })
      }
      return targets
    },
    // Only a request with a file has a link to give.
    'GET /v1/arrendador/solicitudes-ajuste/{id}/archivo/descarga': async (owner) =>
      (rowsOf((await owner.call('get', '/v1/arrendador/solicitudes-ajuste')).body) ?? [])
        .filter((row) => row.archivo !== null)
        .map((row) => ({ params: { id: row.id as string }, row })),
    // A ticket's file hangs from its detail, which has no list of its own.
    'GET /v1/mis-tickets/{id}/adjuntos/{adjuntoId}/descarga': async (owner) => {
      const targets = []
      for (const ticket of rowsOf((await owner.call('get', '/v1/mis-tickets')).body) ?? []) {
        const detail = (await owner.call('get', `/v1/mis-tickets/${ticket.id}`)).body as {
          adjuntos: { id: string }[]
        }
        for (const adjunto of detail.adjuntos) {
          targets.push({ params: { id: ticket.id, adjuntoId: adjunto.id }, row: ticket })
        }
      }
      return targets
    },
    // A photo hangs from an incident's detail, which has no list of its own.
    'GET /v1/arrendador/incidentes/{id}/fotos/{fotoId}/descarga': async (owner) => {
      const targets = []
      for (const incidente of rowsOf((await owner.call('get', '/v1/arrendador/incidentes')).body) ??
        []) {
        const detail = (await owner.call('get', `/v1/arrendador/incidentes/${incidente.id}`))
          .body as { fotos: { id: string }[] }
        for (const foto of detail.fotos) {
          targets.push({ params: { id: incidente.id, fotoId: foto.id }, row: incidente })
        }
      }
      return targets
    },
  },
  bodies: {
    'POST /v1/arrendador/estados-de-pago/{id}/aceptar': {
      valid: (row) => ({ version: row.version, comentario: 'Conforme.' }),
      naming: { none: 'the version read and a comment: no row' },
    },
    // A request on its own EDP naming the other's line, or a file uploaded for the other.
    'POST /v1/arrendador/estados-de-pago/{id}/solicitudes-ajuste': {
      valid: (row) => ({
        version: row.version,
        lineaId: (row.lineas as { lineaId: string }[])[0]?.lineaId,
        montoSolicitado: 1000,
        motivo: 'Faltan días.',
      }),
      naming: async ({ other, row }) => {
        const lineaIds = []
        for (const theirs of rowsOf(
          (await other.call('get', '/v1/arrendador/estados-de-pago')).body,
        ) ?? []) {
          const detail = (await other.call('get', `/v1/arrendador/estados-de-pago/${theirs.id}`))
            .body as { lineas: { lineaId: string }[] }
          lineaIds.push(...detail.lineas.map((linea) => linea.lineaId))
        }
        const ticket = (
          await other.call('post', '/v1/arrendador/solicitudes-ajuste/subidas', {
            nombre: 'guia.png',
            bytes: 1024,
            tipo: 'image/png',
          })
        ).body as { clave: string }
        const mine = (row.lineas as { lineaId: string }[])[0]?.lineaId
        return [
          ...lineaIds.map((lineaId) => ({
            version: row.version,
            lineaId,
            montoSolicitado: 1000,
            motivo: 'Faltan días.',
          })),
          {
            version: row.version,
            lineaId: mine,
            montoSolicitado: 1000,
            motivo: 'Faltan días.',
            archivo: { clave: ticket.clave, nombre: 'guia.png' },
          },
        ]
      },
    },
    // A comment on its own ticket with a file the other uploaded.
    'POST /v1/mis-tickets/{id}/comentarios': {
      valid: () => ({ texto: 'Comentario de su dueño.' }),
      naming: async ({ other }) => [
        { texto: 'Con un archivo ajeno.', adjuntos: [await ticketFileOf(other)] },
      ],
    },
    'POST /v1/mis-tickets/{id}/reapertura': {
      valid: (row) => ({ version: row.version, motivo: 'Sigue pasando.' }),
      naming: { none: 'the version read and a reason: no row' },
    },
    'POST /v1/mis-tickets/{id}/cierre': {
      valid: (row) => ({ version: row.version }),
      naming: { none: 'the version read: no row' },
    },
    'PATCH /v1/operador/reports/{id}': {
      valid: (row) => ({
        version: row.version,
        actividades: 'Corregido por quien no es su operador.',
      }),
      // His own report moved to the other's asset (assigned to the other, not to him).
      naming: async ({ other, row }) => {
        const theirs = (await other.call('get', '/v1/operador/report-opciones'))
          .body as OpcionesReport
        return theirs.asignaciones.map((asignacion) => ({
          version: row.version,
          activoId: asignacion.activo.id,
        }))
      },
    },
    'POST /v1/edp-cliente/{id}/aprobar': {
      valid: (row) => ({ version: row.version, comentario: 'Conforme.' }),
      naming: { none: 'the version read and a comment: no row' },
    },
    // Its own EDP observed on a line of the other's EDP.
    'POST /v1/edp-cliente/{id}/observar': {
      valid: (row) => ({ version: row.version, comentario: 'Revisar las horas.' }),
      naming: async ({ other, row }) => {
        const [theirs] = rowsOf((await other.call('get', '/v1/edp-cliente')).body) ?? []
        if (!theirs) throw new Error('the other site client has no EDP')
        const detail = (await other.call('get', `/v1/edp-cliente/${theirs.id}`)).body as {
          lineas: { lineaId: string }[]
        }
        return detail.lineas.map((linea) => ({
          version: row.version,
          comentario: 'Revisar las horas.',
          lineas: [{ lineaId: linea.lineaId, comentario: 'Esta línea no es mía.' }],
        }))
      },
    },
    // Its own trip moved to the other's truck.
    'PATCH /v1/arrendador/viajes/{id}': {
      valid: (row) => ({ version: row.version, carga: 'Carga corregida por su arrendador.' }),
      naming: async ({ other, row }) =>
        (rowsOf((await other.call('get', '/v1/arrendador/equipos')).body) ?? []).map((equipo) => ({
          version: row.version,
          activoId: equipo.id,
        })),
    },
    'POST /v1/operador/reports/{id}/firma': {
      valid: (row) => ({ firma: FIRMA, version: row.version }),
      naming: { none: 'the drawn signature and the version read: no row' },
    },
  },
  creations: {
    // A trip or an incident on the other's truck.
    'POST /v1/arrendador/viajes': async ({ self, other }) => {
      const body = (activoId: string) => ({
        activoId,
        fecha: hoy,
        origen: 'Bodega',
        destino: 'Obra',
        km: 10,
        carga: 'Moldajes',
      })
      const [mio] = rowsOf((await self.call('get', '/v1/arrendador/equipos')).body) ?? []
      const suyos = rowsOf((await other.call('get', '/v1/arrendador/equipos')).body) ?? []
      if (!mio || suyos.length === 0) throw new Error('a lessor without equipos')
      return { own: body(mio.id), foreign: suyos.map((suyo) => body(suyo.id)) }
    },
    'POST /v1/arrendador/incidentes': async ({ self, other }) => {
      const body = (activoId: string) => ({
        activoId,
        fecha: hoy,
        tipo: 'otro',
        descripcion: 'Revisión del equipo.',
      })
      const [mio] = rowsOf((await self.call('get', '/v1/arrendador/equipos')).body) ?? []
      const suyos = rowsOf((await other.call('get', '/v1/arrendador/equipos')).body) ?? []
      if (!mio || suyos.length === 0) throw new Error('a lessor without equipos')
      return { own: body(mio.id), foreign: suyos.map((suyo) => body(suyo.id)) }
    },
    // A ticket naming a file the other uploaded.
    'POST /v1/mis-tickets': async ({ other }) => {
      const ticket = {
        asunto: 'Consulta',
        descripcion: '¿Cómo descargo la guía?',
        categoria: 'consulta',
      }
      return { own: ticket, foreign: [{ ...ticket, adjuntos: [await ticketFileOf(other)] }] }
    },
    'POST /v1/mis-tickets/subidas': {
      none: 'a file about to be sent names no row: its key is made under the caller',
    },
    'POST /v1/arrendador/solicitudes-ajuste/subidas': {
      none: 'a file about to be sent names no row: its key is made under the caller’s proveedor',
    },
    'POST /v1/notificaciones/lectura': {
      none: 'marks the caller’s own notifications read: it takes no body and names no row',
    },
    'POST /v1/arrendador/incidentes/subidas': {
      none: 'a photo about to be sent names no row: its key is made under the caller’s proveedor',
    },
    // A request for the other's obra, or for the caller's obra naming the other's assets on rent.
    'POST /v1/solicitudes-cliente': async ({ self, other }) => {
      const mine = (await self.call('get', '/v1/solicitudes-cliente/opciones'))
        .body as OpcionesSolicitudCliente
      const theirs = (await other.call('get', '/v1/solicitudes-cliente/opciones'))
        .body as OpcionesSolicitudCliente
      const miObra = mine.obras[0]
      const suObra = theirs.obras[0]
      const tipoActivoId = mine.tiposActivo[0]?.id
      if (!miObra || !suObra || !tipoActivoId) throw new Error('opciones without obras or tipos')
      const fechaRequerida = sumarDias(hoy, 15)
      const suyos = suObra.activos.map((activo) => ({ contratoItemId: activo.contratoItemId }))
      return {
        own: {
          tipo: 'arriendo',
          obraId: miObra.id,
          fechaRequerida,
          items: [{ tipoActivoId, cantidad: 1 }],
        },
        foreign: [
          {
            tipo: 'arriendo',
            obraId: suObra.id,
            fechaRequerida,
            items: [{ tipoActivoId, cantidad: 1 }],
          },
          { tipo: 'retiro-parcial', obraId: miObra.id, fechaRequerida, items: suyos },
          { tipo: 'cambio', obraId: miObra.id, fechaRequerida, items: suyos.slice(0, 1) },
          { tipo: 'retiro-parcial', obraId: suObra.id, fechaRequerida, items: suyos.slice(0, 1) },
        ],
      }
    },
    // A report on the other's asset, on a day he was assigned to it and the caller was not.
    'POST /v1/operador/reports': async ({ self, other }) => {
      const mine = (await self.call('get', '/v1/operador/report-opciones')).body as OpcionesReport
      const theirs = (await other.call('get', '/v1/operador/report-opciones'))
        .body as OpcionesReport
      const report = (asignacion: OpcionesReport['asignaciones'][number] | undefined) => {
        if (!asignacion) throw new Error('report-opciones without assignments')
        return {
          claveSync: randomUUID(),
          activoId: asignacion.activo.id,
          fecha: mine.hoy,
          jornada: 'dia',
          horometroInicio: asignacion.ultimaLectura,
          horometroFin: asignacion.ultimaLectura + 8,
          horasStandBy: 0,
          horasDetenidas: 0,
          actividades: 'Excavación de zanjas.',
        }
      }
      return { own: report(mine.asignaciones[0]), foreign: [report(theirs.asignaciones[0])] }
    },
  },
}

let t: TestApp
let pairs: OwnerPair[]

beforeAll(async () => {
  t = await startTestApp()
  pairs = await ownerPairs(t)
}, 180_000)
afterAll(() => t?.close())

function printCounts(title: string, counts: readonly KindCount[], ms: number) {
  const lines = counts.map(
    (count) =>
      `  ${count.kind.padEnd(10)} routes reached ${count.reachable} (lists ${count.lists}, ` +
      `with path params ${count.withParams}, writes without params ${count.creations}); ` +
      `left to route-walk ${count.leftToRouteWalk}; calls ${count.calls}`,
  )
  const calls = counts.reduce((sum, count) => sum + count.calls, 0)
  // biome-ignore lint/suspicious/noConsole: the counts are the walk's report, printed with the run.
  console.log(
    `${title} (${process.env.TEST_DATABASE ?? 'pglite'}): ${calls} calls in ${ms} ms\n${lines.join('\n')}`,
  )
}

describe('the ownership walk over every registered route', () => {
  it('shows and changes only its own rows, for every kind of owner', async () => {
    const started = performance.now()
    const { problems, counts } = await walkOwnership({
      app: t.app,
      db: t.database.db,
      routes: listRegisteredRoutes(t.app),
      pairs,
      declarations: DECLARATIONS,
    })
    printCounts('ownership walk', counts, Math.round(performance.now() - started))
    expect(problems).toEqual([])
    // Each kind reached at least its session (GET /v1/me); site clients and operators their rows.
    const reached = Object.fromEntries(counts.map((count) => [count.kind, count]))
    expect(reached.cliente?.withParams).toBeGreaterThan(0)
    expect(reached.operador?.withParams).toBeGreaterThan(0)
    expect(reached.proveedor?.lists).toBeGreaterThan(0)
  }, 120_000)

  it('declares nothing for a route that is gone', () => {
    const names = new Set(
      listRegisteredRoutes(t.app).map((route) => `${route.method.toUpperCase()} ${route.path}`),
    )
    const declared = [
      ...Object.keys(DECLARATIONS.shared),
      ...Object.keys(DECLARATIONS.idSources),
      ...Object.keys(DECLARATIONS.bodies),
      ...Object.keys(DECLARATIONS.creations),
    ]
    expect(declared.filter((name) => !names.has(name))).toEqual([])
  })
})

// ---- the walk catches each kind of hole -----------------------------------------------------------

// Routes a site client reaches (its key), each with one hole or none, over the requests.
const KEY = 'comercial/listar-solicitudes-cliente'
const rowSchema = z.object({ id: z.string(), obraId: z.string(), version: z.number() })
const pageSchema = z.object({ items: z.array(rowSchema) })
const idParams = z.object({ id: z.string().uuid() })
const ok = (description: string) => ({ 200: { description, schema: pageSchema } })
const base = '/v1/test/propiedad'

const holes = {
  /** Right, but its obraId filter replaces the scope: another's obra shows. */
  propias: defineRoute({
    method: 'get',
    path: `${base}/propias`,
    summary: 'Prueba: mis solicitudes, con un filtro que reemplaza el alcance',
    tags: ['test'],
    permission: KEY,
    query: z.object({ obraId: z.string().uuid().optional() }),
    responses: ok('ok'),
  }),
  /** Any request, whoever's. */
  detalle: defineRoute({
    method: 'get',
    path: `${base}/propias/{id}`,
    summary: 'Prueba: una solicitud de cualquiera',
    tags: ['test'],
    permission: KEY,
    params: idParams,
    responses: ok('ok'),
  }),
  /** Right: only the caller's (no problem expected). */
  resumen: defineRoute({
    method: 'get',
    path: `${base}/propias/{id}/resumen`,
    summary: 'Prueba: una solicitud mía',
    tags: ['test'],
    permission: KEY,
    params: idParams,
    responses: ok('ok'),
  }),
  /** Answers 404 to anyone, after writing an audit entry on whoever's request. */
  cambio: defineRoute({
    method: 'patch',
    path: `${base}/propias/{id}`,
    summary: 'Prueba: escribe y luego dice que no existe',
    tags: ['test'],
    permission: KEY,
    params: idParams,
    body: z.object({ version: z.number() }),
    responses: ok('ok'),
  }),
  /** Only the caller's request, but moved to whatever obra the body names. */
  mover: defineRoute({
    method: 'put',
    path: `${base}/propias/{id}/obra`,
    summary: 'Prueba: mueve mi solicitud a cualquier obra',
    tags: ['test'],
    permission: KEY,
    params: idParams,
    body: z.object({ obraId: z.string().uuid() }),
    responses: ok('ok'),
  }),
  /** Takes a body no declaration builds. */
  accion: defineRoute({
    method: 'post',
    path: `${base}/propias/{id}/accion`,
    summary: 'Prueba: acción con cuerpo no declarado',
    tags: ['test'],
    permission: KEY,
    params: idParams,
    body: z.object({ nota: z.string() }),
    responses: ok('ok'),
  }),
  /** A write without params no declaration covers. */
  nueva: defineRoute({
    method: 'post',
    path: `${base}/propias`,
    summary: 'Prueba: crear sin declaración',
    tags: ['test'],
    permission: KEY,
    body: z.object({ obraId: z.string().uuid() }),
    responses: ok('ok'),
  }),
  /** Its cursor carries the scope (the obra), unsigned: another's cursor shows his rows. */
  paginas: defineRoute({
    method: 'get',
    path: `${base}/paginas`,
    summary: 'Prueba: un cursor que lleva la obra',
    tags: ['test'],
    permission: KEY,
    query: z.object({ pageSize: z.string().optional(), cursor: z.string().optional() }),
    responses: {
      200: {
        description: 'ok',
        schema: pageSchema.extend({ nextCursor: z.string().nullable() }),
      },
    },
  }),
  /** Every site client's requests. */
  ajenas: defineRoute({
    method: 'get',
    path: `${base}/ajenas`,
    summary: 'Prueba: las solicitudes de todos los clientes',
    tags: ['test'],
    permission: KEY,
    responses: ok('ok'),
  }),
  /** Always empty: passes any "none of the other's" check. */
  vacias: defineRoute({
    method: 'get',
    path: `${base}/vacias`,
    summary: 'Prueba: lista siempre vacía',
    tags: ['test'],
    permission: KEY,
    responses: ok('ok'),
  }),
  /** No list above it to find ids in. */
  huerfana: defineRoute({
    method: 'get',
    path: `${base}/huerfanas/{id}`,
    summary: 'Prueba: sin lista de la que sacar ids',
    tags: ['test'],
    permission: KEY,
    params: idParams,
    responses: ok('ok'),
  }),
}

function appWithHoles(): App {
  const app = createApp(testDeps(t.database, { storage: t.storage }))
  const { db } = t.database
  const select = { id: solicitudes.id, obraId: solicitudes.obraId, version: solicitudes.version }
  const ofObras = (obraIds: readonly string[]) =>
    obraIds.length === 0
      ? Promise.resolve([])
      : db
          .select(select)
          .from(solicitudes)
          .where(and(inArray(solicitudes.obraId, [...obraIds]), isNull(solicitudes.eliminadoEn)))
  const byId = (id: string) => db.select(select).from(solicitudes).where(eq(solicitudes.id, id))
  const missing = () => notFound('No existe la solicitud de prueba.')
  registerRoute(app, holes.propias, async (c) => {
    const { obraId } = c.req.valid('query')
    return c.json({ items: await ofObras(obraId ? [obraId] : c.var.user.obraIds) }, 200)
  })
  registerRoute(app, holes.detalle, async (c) => {
    const items = await byId(c.req.valid('param').id)
    if (items.length === 0) throw missing()
    return c.json({ items }, 200)
  })
  registerRoute(app, holes.resumen, async (c) => {
    const items = (await byId(c.req.valid('param').id)).filter((row) =>
      c.var.user.obraIds.includes(row.obraId),
    )
    if (items.length === 0) throw missing()
    return c.json({ items }, 200)
  })
  registerRoute(app, holes.cambio, async (c) => {
    const { id } = c.req.valid('param')
    if ((await byId(id)).length > 0) {
      await db
        .insert(auditLog)
        .values({ usuarioId: c.var.user.id, entity: 'solicitud', entityId: id, action: 'prueba' })
    }
    throw missing()
  })
  registerRoute(app, holes.mover, async (c) => {
    const { id } = c.req.valid('param')
    const items = (await byId(id)).filter((row) => c.var.user.obraIds.includes(row.obraId))
    if (items.length === 0) throw missing()
    await db.insert(auditLog).values({
      usuarioId: c.var.user.id,
      entity: 'solicitud',
      entityId: id,
      action: 'mover',
      after: { obraId: c.req.valid('json').obraId },
    })
    return c.json({ items }, 200)
  })
  registerRoute(app, holes.accion, async () => {
    throw missing()
  })
  registerRoute(app, holes.nueva, async () => {
    throw missing()
  })
  registerRoute(app, holes.ajenas, async (c) => {
    const followed = await db.select({ obraId: usuarioObras.obraId }).from(usuarioObras)
    return c.json({ items: await ofObras(followed.map((row) => row.obraId)) }, 200)
  })
  registerRoute(app, holes.paginas, async (c) => {
    const { cursor } = c.req.valid('query')
    const items = await ofObras(cursor ? [cursor] : c.var.user.obraIds)
    return c.json({ items, nextCursor: items[0]?.obraId ?? null }, 200)
  })
  registerRoute(app, holes.vacias, async (c) => c.json({ items: [] }, 200))
  registerRoute(app, holes.huerfana, async () => {
    throw missing()
  })
  return app
}

describe('the walk itself, on routes with a hole on purpose', () => {
  it('reports each hole by its route, and nothing on the right routes', async () => {
    const app = appWithHoles()
    const cliente = pairs.filter((pair) => pair.kind === 'cliente')
    const { problems } = await walkOwnership({
      app,
      db: t.database.db,
      routes: listRegisteredRoutes(app).filter((route) => route.path.startsWith(`${base}/`)),
      pairs: cliente,
      declarations: {
        ...DECLARATIONS,
        bodies: {
          [`PATCH ${base}/propias/{id}`]: {
            valid: (row) => ({ version: row.version }),
            naming: { none: 'only the version' },
          },
          [`PUT ${base}/propias/{id}/obra`]: {
            valid: (row) => ({ obraId: row.obraId }),
            naming: async ({ other }) =>
              (rowsOf((await other.call('get', `${base}/propias`)).body) ?? [])
                .slice(0, 1)
                .map((row) => ({ obraId: row.obraId })),
          },
        },
      },
    })
    const about = (start: string, includes: string) =>
      problems.filter(
        (problem) => problem.startsWith(`[cliente] ${start}`) && problem.includes(includes),
      )
    // The list shows another's rows.
    expect(about(`GET ${base}/ajenas:`, 'id(s) of cliente B')).toHaveLength(1)
    expect(about(`GET ${base}/ajenas:`, 'id(s) of cliente A')).toHaveLength(1)
    // The filter replaces the scope; the cursor carries it.
    expect(about(`GET ${base}/propias?obraId=`, 'shows cliente B')).toHaveLength(1)
    expect(about(`GET ${base}/propias?obraId=`, 'shows cliente A')).toHaveLength(1)
    expect(about(`GET ${base}/paginas?cursor=`, 'shows cliente B')).toHaveLength(1)
    expect(about(`GET ${base}/paginas?cursor=`, 'shows cliente A')).toHaveLength(1)
    // The detail answers another's row.
    expect(about(`GET ${base}/propias/{id} with cliente B`, 'got 200')).not.toEqual([])
    // The write answers 404 but wrote.
    expect(about(`PATCH ${base}/propias/{id} with`, 'the audit log changed')).not.toEqual([])
    // The body names another's obra for one's own request.
    expect(about(`PUT ${base}/propias/{id}/obra on his own`, 'got 200')).toHaveLength(2)
    expect(about(`PUT ${base}/propias/{id}/obra on his own`, 'audit log changed')).toHaveLength(2)
    // What cannot be proven is a problem, never a skip.
    expect(about(`GET ${base}/vacias:`, 'holds no id of his own')).toHaveLength(2)
    expect(about(`GET ${base}/huerfanas/{id}:`, 'declare how in idSources')).toHaveLength(1)
    expect(about(`POST ${base}/propias/{id}/accion:`, 'declare a valid one')).toHaveLength(1)
    expect(about(`POST ${base}/propias:`, 'declare in creations')).toHaveLength(1)
    // The write's body is known not to fit when its owner cannot do it either.
    expect(about(`PATCH ${base}/propias/{id}:`, 'cannot do it on any row of his own')).toHaveLength(
      2,
    )
    // No false alarm: the scoped list and detail pass, and the move's path is scoped.
    expect(about(`PUT ${base}/propias/{id}/obra with`, '')).toEqual([])
    expect(problems.filter((problem) => problem.includes(`${base}/propias/{id}/resumen`))).toEqual(
      [],
    )
    expect(
      problems.filter((problem) => problem.startsWith(`[cliente] GET ${base}/propias:`)),
    ).toEqual([])
  })
})
