// Support tickets through the API, in-process against the seeded demo database: any signed-in user
// of any portal opens one (with files) and follows it in mis-tickets, seeing only its own (another's
// by id answers 404, and so do its files); support, with the tickets keys, lists every ticket,
// answers, assigns and moves it as the estados allow (409 otherwise, or on a stale version);
// the solicitante reopens a resolved ticket within the window or closes it. Every write is
// audited in its transaction.
import { REAPERTURA_TICKET_DIAS } from '@cordillera/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, notificaciones, usuarios } from '../../db/schema/index.ts'
import { ticketComentarios, tickets } from '../../db/schema/tickets.ts'
import { sampleImage, samplePdf } from '../../storage/test-files.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
/** Staff given only the tickets keys below (no su). */
const SOPORTE = AS.operaciones
/** One user of each kind: staff without any key, an operator, a site client, a lessor. */
const KINDS = [
  { as: AS.sinPermisos, tipo: 'personal' },
  { as: AS.operador, tipo: 'operador' },
  { as: AS.cliente, tipo: 'cliente' },
  { as: AS.proveedor, tipo: 'arrendador' },
] as const

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await t.database.db
    .update(usuarios)
    .set({
      permisos: sql`${usuarios.permisos} || array['tickets/listar-tickets', 'tickets/detalle-ticket']`,
    })
    .where(eq(usuarios.email, SOPORTE))
}, 180_000)
afterAll(() => t?.close())

type Row = { id: string; version: number; estado: string; solicitante: { id: string } }
const ids = (body: { items: { id: string }[] }) => body.items.map((row) => row.id)
const spanish = (message: string) => /[áéíóúñ]|\b(de|el|la|no|un|una)\b/i.test(message)

const nuevo = (asunto: string) => ({
  asunto,
  descripcion: 'La pantalla de solicitudes queda en blanco al filtrar por obra.',
  categoria: 'error',
  prioridad: 'alta',
})
const open = (as: string, body: Record<string, unknown>) =>
  t.call('POST', '/v1/mis-tickets', { as, body })

/** Uploads a real file as `as`: the key a ticket or comment then names. */
async function upload(as: string, bytes: Uint8Array, nombre: string, tipo: string) {
  const res = await t.call('POST', '/v1/mis-tickets/subidas', {
    as,
    body: { nombre, bytes: bytes.byteLength, tipo },
  })
  expect(res.status).toBe(201)
  const put = await t.app.request(res.body.url, {
    method: res.body.method,
    headers: res.body.headers,
    body: bytes,
  })
  expect(put.status).toBeLessThan(300)
  return { clave: res.body.clave as string, nombre }
}

describe('the seed', () => {
  it('holds sixty tickets in every estado, from users of every kind, with their threads', async () => {
    const all = await t.call('GET', '/v1/tickets?pageSize=100', { as: AS.su })
    expect(all.status).toBe(200)
    expect(all.body.total).toBeGreaterThanOrEqual(60)
    const rows = all.body.items as (Row & { solicitante: { tipo: string }; folio: string })[]
    expect(new Set(rows.map((row) => row.estado))).toEqual(
      new Set(['abierto', 'en-progreso', 'resuelto', 'cerrado']),
    )
    expect(new Set(rows.map((row) => row.solicitante.tipo))).toEqual(
      new Set(['personal', 'operador', 'cliente', 'arrendador']),
    )
    expect(rows[0]?.folio).toBe('TCK-000001')
    const [hilos] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ticketComentarios)
    expect(Number(hilos?.n)).toBeGreaterThan(60)
  })
})

describe('mis-tickets: each user sees only its own', () => {
  it('opens one in every portal, with the kind of user it is, numbered after the seeded ones', async () => {
    for (const { as, tipo } of KINDS) {
      const res = await open(as, nuevo(`No carga la lista (${tipo})`))
      expect(res.status, as).toBe(201)
      expect(res.body).toMatchObject({
        estado: 'abierto',
        prioridad: 'alta',
        asignado: null,
        solicitante: { tipo, email: as },
        comentarios: [],
        adjuntos: [],
      })
      expect(res.body.folio).toMatch(/^TCK-\d{6}$/)
      expect(res.body.numero).toBeGreaterThan(60)
      const audit = await t.auditOf(res.body.id)
      expect(audit.map((entry) => [entry.entity, entry.action])).toEqual([['ticket', 'crear']])
      expect(audit[0]?.usuarioId).toBe(await t.userId(as))
    }
  })

  it('lists and reads only the caller’s tickets; another’s by id is 404 for every call', async () => {
    const mine = new Map<string, Row[]>()
    for (const { as } of KINDS) {
      const res = await t.call('GET', '/v1/mis-tickets?pageSize=all', { as })
      expect(res.status, as).toBe(200)
      const rows = res.body.items as Row[]
      expect(rows.length, as).toBeGreaterThan(0)
      const self = await t.userId(as)
      expect(
        rows.every((row) => row.solicitante.id === self),
        as,
      ).toBe(true)
      mine.set(as, rows)
    }
    for (const { as } of KINDS) {
      for (const { as: other } of KINDS.filter((kind) => kind.as !== as)) {
        const theirs = mine.get(other)?.[0] as Row
        const base = `/v1/mis-tickets/${theirs.id}`
        const calls: [string, string, unknown][] = [
          ['GET', base, undefined],
          ['POST', `${base}/comentarios`, { texto: 'No es mío.' }],
          ['POST', `${base}/reapertura`, { version: theirs.version }],
          ['POST', `${base}/cierre`, { version: theirs.version }],
          ['GET', `${base}/adjuntos/${UNKNOWN}/descarga`, undefined],
        ]
        for (const [method, path, body] of calls) {
          const res = await t.call(method, path, { as, body })
          expect(res.status, `${as} ${method} ${path}`).toBe(404)
          expect(spanish(res.body.error.message)).toBe(true)
        }
        const list = await t.call('GET', '/v1/mis-tickets?pageSize=all', { as })
        expect(ids(list.body)).not.toContain(theirs.id)
      }
    }
  })

  it('refuses bad input in Spanish, field by field, and a caller without a session', async () => {
    const res = await open(AS.cliente, { asunto: ' ', categoria: 'chisme', prioridad: 'ya' })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toMatchObject({
      asunto: 'Ingrese el asunto.',
      descripcion: expect.any(String),
      categoria: 'Elija la categoría.',
      prioridad: 'Elija la prioridad.',
    })
    const query = await t.call('GET', '/v1/mis-tickets?estado=perdido', { as: AS.cliente })
    expect(query.status).toBe(400)
    expect(query.body.error.fields.estado).toBe('El estado no es válido.')
    expect((await t.call('GET', '/v1/mis-tickets', { as: null })).status).toBe(401)
    expect((await open(null as unknown as string, nuevo('Sin sesión'))).status).toBe(401)
  })

  it('searches by folio and words, and filters by estado', async () => {
    const created = await open(AS.proveedor, nuevo('Guía de despacho sin timbre'))
    const folio = created.body.folio as string
    const byFolio = await t.call('GET', `/v1/mis-tickets?q=${folio.toLowerCase()}`, {
      as: AS.proveedor,
    })
    expect(ids(byFolio.body)).toEqual([created.body.id])
    const byWords = await t.call('GET', '/v1/mis-tickets?q=guia%20de%20DESPACHO', {
      as: AS.proveedor,
    })
    expect(ids(byWords.body)).toContain(created.body.id)
    const cerrados = await t.call('GET', '/v1/mis-tickets?estado=cerrado&pageSize=all', {
      as: AS.proveedor,
    })
    expect(ids(cerrados.body)).not.toContain(created.body.id)
    expect(cerrados.body.items.every((row: Row) => row.estado === 'cerrado')).toBe(true)
  })
})

describe('support', () => {
  it('needs the tickets keys, and is staff only', async () => {
    expect((await t.call('GET', '/v1/tickets', { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', '/v1/tickets', { as: AS.cliente })).status).toBe(403)
    expect((await t.call('GET', '/v1/tickets', { as: AS.proveedor })).status).toBe(403)
    expect((await t.call('GET', '/v1/tickets', { as: SOPORTE })).status).toBe(200)
    const [one] = (await t.call('GET', '/v1/tickets', { as: SOPORTE })).body.items as Row[]
    expect((await t.call('GET', `/v1/tickets/${one?.id}`, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', `/v1/tickets/${one?.id}`, { as: SOPORTE })).status).toBe(200)
    expect((await t.call('GET', `/v1/tickets/${UNKNOWN}`, { as: SOPORTE })).status).toBe(404)
  })

  it('filters by estado, prioridad, categoría, kind of solicitante and who is on it; sorts by prioridad', async () => {
    const filtered = await t.call(
      'GET',
      '/v1/tickets?pageSize=all&estado=en-progreso&solicitanteTipo=arrendador',
      { as: SOPORTE },
    )
    expect(filtered.status).toBe(200)
    expect(filtered.body.items.length).toBeGreaterThan(0)
    for (const row of filtered.body.items) {
      expect(row).toMatchObject({ estado: 'en-progreso', solicitante: { tipo: 'arrendador' } })
    }
    const asignado = filtered.body.items[0].asignado.id as string
    const suyos = await t.call('GET', `/v1/tickets?pageSize=all&asignadoId=${asignado}`, {
      as: SOPORTE,
    })
    expect(
      suyos.body.items.every((row: { asignado: { id: string } }) => row.asignado.id === asignado),
    ).toBe(true)
    const urgentes = await t.call('GET', '/v1/tickets?prioridad=urgente&categoria=error', {
      as: SOPORTE,
    })
    expect(
      urgentes.body.items.every(
        (row: { prioridad: string; categoria: string }) =>
          row.prioridad === 'urgente' && row.categoria === 'error',
      ),
    ).toBe(true)
    const sorted = await t.call('GET', '/v1/tickets?pageSize=all&sort=prioridad&dir=desc', {
      as: SOPORTE,
    })
    const orden = ['baja', 'media', 'alta', 'urgente']
    const ranks = sorted.body.items.map((row: { prioridad: string }) =>
      orden.indexOf(row.prioridad),
    )
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => b - a))
    const bad = await t.call('GET', '/v1/tickets?solicitanteTipo=jefe&asignadoId=x', {
      as: SOPORTE,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toMatchObject({
      solicitanteTipo: 'El tipo de solicitante no es válido.',
      asignadoId: 'El responsable no es válido.',
    })
  })

  it('exports the list’s rows as CSV with its columns', async () => {
    const res = await t.call('GET', '/v1/tickets/exportar?format=csv&estado=cerrado', {
      as: SOPORTE,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/tickets-\d{4}-\d{2}-\d{2}\.csv/)
    const [header, ...lines] = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(header).toContain('Folio')
    expect(header).toContain('Solicitante')
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((line) => line.includes('Cerrado'))).toBe(true)
  })

  it('answers, assigns and moves a ticket; the solicitante sees it all in its thread', async () => {
    const created = await open(AS.cliente, nuevo('No veo el estado de pago de octubre'))
    const id = created.body.id as string
    const opciones = await t.call('GET', '/v1/tickets/opciones', { as: SOPORTE })
    expect(opciones.status).toBe(200)
    const soporteId = await t.userId(SOPORTE)
    expect(opciones.body.asignables.map((u: { id: string }) => u.id)).toContain(soporteId)
    expect(opciones.body.asignables.map((u: { id: string }) => u.id)).not.toContain(
      await t.userId(AS.cliente),
    )

    // Assigned to a site client: refused; to support: done; the same again writes nothing.
    const aCliente = await t.call('POST', `/v1/tickets/${id}/asignacion`, {
      as: SOPORTE,
      body: { version: created.body.version, asignadoId: await t.userId(AS.cliente) },
    })
    expect(aCliente.status).toBe(400)
    expect(aCliente.body.error.fields.asignadoId).toMatch(/personal activo/)
    const assigned = await t.call('POST', `/v1/tickets/${id}/asignacion`, {
      as: SOPORTE,
      body: { version: created.body.version, asignadoId: soporteId },
    })
    expect(assigned.status).toBe(200)
    expect(assigned.body.asignado).toEqual({ id: soporteId, nombre: expect.any(String) })
    const again = await t.call('POST', `/v1/tickets/${id}/asignacion`, {
      as: SOPORTE,
      body: { version: assigned.body.version, asignadoId: soporteId },
    })
    expect(again.body.version).toBe(assigned.body.version)

    const answered = await t.call('POST', `/v1/tickets/${id}/comentarios`, {
      as: SOPORTE,
      body: { texto: 'Lo estamos revisando con facturación.' },
    })
    expect(answered.status).toBe(201)
    expect(answered.body.comentariosCount).toBe(1)
    const moved = await t.call('POST', `/v1/tickets/${id}/estado`, {
      as: SOPORTE,
      body: { version: answered.body.version, estado: 'en-progreso' },
    })
    expect(moved.status).toBe(200)
    // A stale version, and a move the estados do not allow, are 409s that change nothing.
    const stale = await t.call('POST', `/v1/tickets/${id}/estado`, {
      as: SOPORTE,
      body: { version: answered.body.version, estado: 'resuelto' },
    })
    expect(stale.status).toBe(409)
    const resolved = await t.call('POST', `/v1/tickets/${id}/estado`, {
      as: SOPORTE,
      body: { version: moved.body.version, estado: 'resuelto', comentario: 'Ya aparece.' },
    })
    expect(resolved.status).toBe(200)
    expect(resolved.body.estado).toBe('resuelto')
    expect(Date.parse(resolved.body.reabribleHasta) - Date.parse(resolved.body.resueltoEn)).toBe(
      REAPERTURA_TICKET_DIAS * 24 * 60 * 60 * 1000,
    )
    const backToOpen = await t.call('POST', `/v1/tickets/${id}/estado`, {
      as: SOPORTE,
      body: { version: resolved.body.version, estado: 'abierto' },
    })
    expect(backToOpen.status).toBe(409)
    expect(backToOpen.body.error.message).toBe('Un ticket resuelto no pasa a abierto.')

    const seen = await t.call('GET', `/v1/mis-tickets/${id}`, { as: AS.cliente })
    expect(seen.body.comentarios).toEqual([
      expect.objectContaining({
        texto: 'Lo estamos revisando con facturación.',
        estado: null,
        esSolicitante: false,
      }),
      expect.objectContaining({ texto: null, estado: 'en-progreso' }),
      expect.objectContaining({ texto: 'Ya aparece.', estado: 'resuelto' }),
    ])
    expect((await t.auditOf(id)).map((entry) => entry.action)).toEqual([
      'crear',
      'editar',
      'gestionar',
      'gestionar',
    ])
  })

  it('takes no comment, move or assignment once closed', async () => {
    const created = await open(AS.operador, nuevo('Cerrar de inmediato'))
    const closed = await t.call('POST', `/v1/tickets/${created.body.id}/estado`, {
      as: SOPORTE,
      body: { version: created.body.version, estado: 'cerrado', comentario: 'Duplicado.' },
    })
    expect(closed.status).toBe(200)
    expect(closed.body.cerradoEn).toEqual(expect.any(String))
    const base = `/v1/tickets/${created.body.id}`
    const version = closed.body.version
    for (const [path, body] of [
      [`${base}/comentarios`, { texto: 'Una más.' }],
      [`${base}/estado`, { version, estado: 'en-progreso' }],
      [`${base}/asignacion`, { version, asignadoId: null }],
    ] as const) {
      const res = await t.call('POST', path, { as: SOPORTE, body })
      expect(res.status, path).toBe(409)
      expect(spanish(res.body.error.message)).toBe(true)
    }
    const own = await t.call('POST', `/v1/mis-tickets/${created.body.id}/comentarios`, {
      as: AS.operador,
      body: { texto: '¿Por qué se cerró?' },
    })
    expect(own.status).toBe(409)
    expect(own.body.error.message).toBe(
      'El ticket está cerrado: abre uno nuevo si necesitas algo más.',
    )
  })
})

describe('the other side is told', () => {
  /** The notifications `as` got about the ticket `id`, oldest first: tipo, title and link. */
  async function told(as: string, id: string) {
    const rows = await t.database.db
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.usuarioId, await t.userId(as)))
      .orderBy(notificaciones.createdAt, notificaciones.id)
    return rows
      .filter((row) => row.enlace?.includes(id))
      .map((row) => [row.tipo, row.titulo, row.enlace])
  }

  it('of an assignment, an answer, a comment and the moves, in its bell, never of its own', async () => {
    const created = await open(AS.cliente, nuevo('Me avisan por la campana'))
    const { id, folio } = created.body as { id: string; folio: string }
    const assigned = await t.call('POST', `/v1/tickets/${id}/asignacion`, {
      as: AS.su,
      body: { version: created.body.version, asignadoId: await t.userId(SOPORTE) },
    })
    await t.call('POST', `/v1/tickets/${id}/comentarios`, {
      as: SOPORTE,
      body: { texto: 'Lo revisamos hoy.' },
    })
    await t.call('POST', `/v1/mis-tickets/${id}/comentarios`, {
      as: AS.cliente,
      body: { texto: 'Gracias.' },
    })
    const resolved = await t.call('POST', `/v1/tickets/${id}/estado`, {
      as: SOPORTE,
      body: { version: assigned.body.version, estado: 'resuelto' },
    })
    const closed = await t.call('POST', `/v1/mis-tickets/${id}/cierre`, {
      as: AS.cliente,
      body: { version: resolved.body.version },
    })
    expect(closed.status).toBe(200)
    const mio = `/tickets/mis-tickets/${id}`
    const soporte = `/tickets/${id}/detalle`
    expect(await told(AS.cliente, id)).toEqual([
      ['ticket-respondido', `Tu ticket ${folio} tiene respuesta`, mio],
      ['ticket-actualizado', `Tu ticket ${folio} está resuelto`, mio],
    ])
    expect(await told(SOPORTE, id)).toEqual([
      ['ticket-actualizado', `Se te asignó el ticket ${folio}`, soporte],
      ['ticket-actualizado', `${folio} tiene un comentario nuevo`, soporte],
      ['ticket-actualizado', `${folio} cerrado por su solicitante`, soporte],
    ])
  })
})

describe('the solicitante’s own moves', () => {
  async function resolvedTicket(as: string) {
    const created = await open(as, nuevo('Para resolver'))
    const res = await t.call('POST', `/v1/tickets/${created.body.id}/estado`, {
      as: AS.su,
      body: { version: created.body.version, estado: 'resuelto', comentario: 'Listo.' },
    })
    expect(res.status).toBe(200)
    return res.body as Row
  }

  it('reopens its resolved ticket within the window, with its reason', async () => {
    const ticket = await resolvedTicket(AS.proveedor)
    const reopened = await t.call('POST', `/v1/mis-tickets/${ticket.id}/reapertura`, {
      as: AS.proveedor,
      body: { version: ticket.version, motivo: 'Sigue fallando.' },
    })
    expect(reopened.status).toBe(200)
    expect(reopened.body).toMatchObject({ estado: 'abierto', reabribleHasta: null })
    expect(reopened.body.comentarios.at(-1)).toMatchObject({
      texto: 'Sigue fallando.',
      estado: 'abierto',
      esSolicitante: true,
    })
    // Open now: neither reopened nor closed by its solicitante.
    for (const accion of ['reapertura', 'cierre']) {
      const res = await t.call('POST', `/v1/mis-tickets/${ticket.id}/${accion}`, {
        as: AS.proveedor,
        body: { version: reopened.body.version },
      })
      expect(res.status, accion).toBe(409)
    }
  })

  it('cannot reopen it once the window has passed, but may still close it', async () => {
    const ticket = await resolvedTicket(AS.cliente)
    const dias = REAPERTURA_TICKET_DIAS + 1
    await t.database.db
      .update(tickets)
      .set({ resueltoEn: sql`now() - make_interval(days => ${dias})` })
      .where(eq(tickets.id, ticket.id))
    const late = await t.call('POST', `/v1/mis-tickets/${ticket.id}/reapertura`, {
      as: AS.cliente,
      body: { version: ticket.version },
    })
    expect(late.status).toBe(409)
    expect(late.body.error.message).toMatch(/^El plazo para reabrir el ticket venció el /)
    const closed = await t.call('POST', `/v1/mis-tickets/${ticket.id}/cierre`, {
      as: AS.cliente,
      body: { version: ticket.version },
    })
    expect(closed.status).toBe(200)
    expect(closed.body.estado).toBe('cerrado')
    const stale = await t.call('POST', `/v1/mis-tickets/${ticket.id}/cierre`, {
      as: AS.cliente,
      body: { version: ticket.version },
    })
    expect(stale.status).toBe(409)
  })
})

describe('files', () => {
  it('go up by ticket, are read by their solicitante and by support only', async () => {
    const pdf = await upload(
      AS.operador,
      await samplePdf('Captura del error'),
      'error.pdf',
      'application/pdf',
    )
    const created = await open(AS.operador, { ...nuevo('Con captura'), adjuntos: [pdf] })
    expect(created.status).toBe(201)
    expect(created.body.adjuntos).toEqual([
      {
        id: expect.any(String),
        archivo: { nombre: 'error.pdf', tipo: 'application/pdf', bytes: expect.any(Number) },
      },
    ])
    const adjuntoId = created.body.adjuntos[0].id as string
    const own = `/v1/mis-tickets/${created.body.id}/adjuntos/${adjuntoId}/descarga`
    const staff = `/v1/tickets/${created.body.id}/adjuntos/${adjuntoId}/descarga`
    const link = await t.call('GET', own, { as: AS.operador })
    expect(link.status).toBe(200)
    expect((await t.app.request(link.body.url)).status).toBe(200)
    expect((await t.call('GET', staff, { as: SOPORTE })).status).toBe(200)
    expect((await t.call('GET', own, { as: AS.cliente })).status).toBe(404)
    expect((await t.call('GET', staff, { as: AS.cliente })).status).toBe(403)
    expect((await t.call('GET', staff, { as: AS.sinPermisos })).status).toBe(403)

    // Support answers with a file of its own; the solicitante reads it in the thread.
    const png = await upload(SOPORTE, await sampleImage('image/png'), 'pasos.png', 'image/png')
    const answered = await t.call('POST', `/v1/tickets/${created.body.id}/comentarios`, {
      as: SOPORTE,
      body: { texto: 'Siga estos pasos.', adjuntos: [png] },
    })
    expect(answered.status).toBe(201)
    const entry = answered.body.comentarios.at(-1)
    expect(entry.adjuntos[0].archivo).toMatchObject({ nombre: 'pasos.png', tipo: 'image/png' })
    const reply = `/v1/mis-tickets/${created.body.id}/adjuntos/${entry.adjuntos[0].id}/descarga`
    expect((await t.call('GET', reply, { as: AS.operador })).status).toBe(200)
  })

  it('names only files the caller uploaded itself, whole and of an accepted type', async () => {
    const theirs = await upload(
      AS.cliente,
      await sampleImage('image/jpeg'),
      'foto.jpg',
      'image/jpeg',
    )
    const foreign = await open(AS.proveedor, { ...nuevo('Con archivo ajeno'), adjuntos: [theirs] })
    expect(foreign.status).toBe(400)
    expect(foreign.body.error.fields.archivo).toBe(
      'El archivo no se subió para tu usuario: súbelo de nuevo.',
    )
    const nothing = await t.call('POST', '/v1/mis-tickets/subidas', {
      as: AS.proveedor,
      body: { nombre: 'virus.exe', bytes: 10, tipo: 'application/x-msdownload' },
    })
    expect(nothing.status).toBe(400)
    expect(nothing.body.error.fields.tipo).toBe('Solo se aceptan archivos PDF, JPEG, PNG o WebP.')
    // Its own file, named by a second ticket once the first took it: 409.
    const mine = await upload(AS.cliente, await sampleImage('image/png'), 'foto.png', 'image/png')
    expect((await open(AS.cliente, { ...nuevo('Primero'), adjuntos: [mine] })).status).toBe(201)
    const twice = await open(AS.cliente, { ...nuevo('Segundo'), adjuntos: [mine] })
    expect(twice.status).toBe(409)
  })
})

describe('audit', () => {
  it('a comment and its thread entry commit with the audit entry or not at all', async () => {
    const created = await open(AS.cliente, nuevo('Auditoría'))
    const restore = await failAuditsOf(t.database, 'ticket_comentario')
    try {
      const failed = await t.call('POST', `/v1/mis-tickets/${created.body.id}/comentarios`, {
        as: AS.cliente,
        body: { texto: 'Sin auditoría.' },
      })
      expect(failed.status).toBe(500)
      const moved = await t.call('POST', `/v1/tickets/${created.body.id}/estado`, {
        as: AS.su,
        body: { version: created.body.version, estado: 'en-progreso' },
      })
      expect(moved.status).toBe(500)
    } finally {
      await restore()
    }
    const seen = await t.call('GET', `/v1/mis-tickets/${created.body.id}`, { as: AS.cliente })
    expect(seen.body).toMatchObject({
      estado: 'abierto',
      version: created.body.version,
      comentarios: [],
    })
    const comment = await t.call('POST', `/v1/mis-tickets/${created.body.id}/comentarios`, {
      as: AS.cliente,
      body: { texto: 'Con auditoría.' },
    })
    expect(comment.status).toBe(201)
    const entryId = comment.body.comentarios[0].id as string
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entryId), eq(auditLog.entity, 'ticket_comentario')))
    expect(entry).toMatchObject({ action: 'crear', usuarioId: await t.userId(AS.cliente) })
  })
})
