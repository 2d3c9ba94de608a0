// Notifications end to end inside the API: notify() writes the bell's rows and one mail job per
// recipient in the caller's transaction; /v1/notificaciones lists, counts and marks only the
// caller's own (another's answers as one that does not exist); and a notification's mail, sent by
// the queue's handler through the real local mail catcher, links to the recipient's own portal.
import { type MailCatcher, startMailCatcher } from '@cordillera/mail-catcher'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificaciones } from '../db/schema/notificaciones.ts'
import { trabajos } from '../db/schema/trabajos.ts'
import { usuarios } from '../db/schema/usuarios.ts'
import { parseConfig } from '../env.ts'
import { accessDescription } from '../http/register-route.ts'
import { startJobWorker } from '../jobs/job-worker.ts'
import { createSmtpMailer } from '../mail/smtp-mailer.ts'
import { areaRoutes, nonsenseProblems } from '../testing/area-walk.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { silentLogger } from '../testing/test-deps.ts'
import { notificationMail, notificationMailHandler } from './notification-mail.ts'
import { NOTIFICATION_MAIL_JOB, type Notice, notify } from './notify.ts'

const BASE = '/v1/notificaciones'
const NADIE = '00000000-0000-4000-8000-000000000000'

let t: TestApp
let catcher: MailCatcher

beforeAll(async () => {
  ;[t, catcher] = await Promise.all([startTestApp(), startMailCatcher()])
}, 180_000)
afterAll(async () => {
  await Promise.all([t?.close(), catcher?.stop()])
})

const aviso = (usuarioIds: string[], n: number, extra: Partial<Notice> = {}): Notice => ({
  usuarioIds,
  tipo: 'ticket-respondido',
  titulo: `Tu ticket TCK-00000${n} tiene respuesta`,
  cuerpo: `Respuesta número ${n}.`,
  enlace: `/tickets/mis-tickets/${NADIE}`,
  ...extra,
})

/** The demo users' ids, in order. */
const userIds = async (...emails: [string, string, string]) =>
  [await t.userId(emails[0]), await t.userId(emails[1]), await t.userId(emails[2])] as const

const tell = (notice: Notice) => t.database.db.transaction((tx) => notify(tx, notice))

describe('notify', () => {
  it('writes one row per active recipient and one mail job each, never to the author', async () => {
    const [cliente, operador, rrhh] = await userIds(AS.cliente, AS.operador, AS.rrhh)
    const inactivo = await t.userId(AS.sinPermisos)
    await t.database.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, inactivo))
    try {
      const told = await tell(
        aviso([cliente, operador, rrhh, inactivo, cliente], 1, { autorId: rrhh }),
      )
      expect(told).toBe(2)
    } finally {
      await t.database.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, inactivo))
    }
    const rows = await t.database.db
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.titulo, 'Tu ticket TCK-000001 tiene respuesta'))
    expect(rows.map((row) => row.usuarioId).sort()).toEqual([cliente, operador].sort())
    const jobs = await t.database.db
      .select()
      .from(trabajos)
      .where(eq(trabajos.tipo, NOTIFICATION_MAIL_JOB))
    const told = new Set(rows.map((row) => row.id))
    expect(
      jobs.filter((job) => told.has((job.datos as { notificacionId: string }).notificacionId)),
    ).toHaveLength(2)
  })

  it('writes nothing when the action it tells about rolls back', async () => {
    const cliente = await t.userId(AS.cliente)
    const before = await t.database.db.select({ id: trabajos.id }).from(trabajos)
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, aviso([cliente], 2, { titulo: 'Nunca llega' }))
        throw new Error('la acción falló')
      }),
    ).rejects.toThrow('la acción falló')
    expect(
      await t.database.db
        .select()
        .from(notificaciones)
        .where(eq(notificaciones.titulo, 'Nunca llega')),
    ).toEqual([])
    expect(await t.database.db.select({ id: trabajos.id }).from(trabajos)).toHaveLength(
      before.length,
    )
  })
})

describe('/v1/notificaciones', () => {
  let proveedor: string
  let comercial: string

  beforeAll(async () => {
    proveedor = await t.userId(AS.proveedor)
    comercial = await t.userId(AS.comercial)
    for (const n of [3, 4, 5]) await tell(aviso([proveedor], n))
    await tell(aviso([comercial], 6))
  })

  it('lists the caller’s own, newest first, in pages with a cursor', async () => {
    const first = await t.call('GET', `${BASE}?pageSize=2`, { as: AS.proveedor })
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(3)
    expect(first.body.items.map((row: { titulo: string }) => row.titulo)).toEqual([
      'Tu ticket TCK-000005 tiene respuesta',
      'Tu ticket TCK-000004 tiene respuesta',
    ])
    expect(first.body.items[0]).toMatchObject({
      tipo: 'ticket-respondido',
      cuerpo: 'Respuesta número 5.',
      enlace: `/tickets/mis-tickets/${NADIE}`,
      leidaEn: null,
    })
    const next = await t.call('GET', `${BASE}?pageSize=2&cursor=${first.body.nextCursor}`, {
      as: AS.proveedor,
    })
    expect(next.body.items.map((row: { titulo: string }) => row.titulo)).toEqual([
      'Tu ticket TCK-000003 tiene respuesta',
    ])
    // Another user's cursor is refused, not read over this user's rows.
    const ajeno = await t.call('GET', `${BASE}?pageSize=2&cursor=${first.body.nextCursor}`, {
      as: AS.comercial,
    })
    expect(ajeno.status).toBe(400)
    const suyas = await t.call('GET', BASE, { as: AS.comercial })
    expect(suyas.body.items.map((row: { titulo: string }) => row.titulo)).toEqual([
      'Tu ticket TCK-000006 tiene respuesta',
    ])
  })

  it('counts the unread, marks one read (once) and then all; another’s answers 404', async () => {
    const count = async (as: string) =>
      (await t.call('GET', `${BASE}/no-leidas`, { as })).body.noLeidas as number
    expect(await count(AS.proveedor)).toBe(3)
    const [newest] = (await t.call('GET', BASE, { as: AS.proveedor })).body.items

    const missing = await t.call('POST', `${BASE}/${NADIE}/lectura`, { as: AS.proveedor })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('La notificación no existe.')
    const ajena = await t.call('POST', `${BASE}/${newest.id}/lectura`, { as: AS.comercial })
    expect(ajena.status).toBe(404)
    expect(ajena.body).toEqual(missing.body)
    expect(await count(AS.proveedor)).toBe(3)

    const read = await t.call('POST', `${BASE}/${newest.id}/lectura`, { as: AS.proveedor })
    expect(read.status).toBe(200)
    expect(read.body.leidaEn).toEqual(expect.any(String))
    const again = await t.call('POST', `${BASE}/${newest.id}/lectura`, { as: AS.proveedor })
    expect(again.body.leidaEn).toBe(read.body.leidaEn)
    expect(await count(AS.proveedor)).toBe(2)
    const unread = await t.call('GET', `${BASE}?noLeidas=true`, { as: AS.proveedor })
    expect(unread.body.items.map((row: { id: string }) => row.id)).not.toContain(newest.id)

    expect(await count(AS.comercial)).toBe(1)
    const all = await t.call('POST', `${BASE}/lectura`, { as: AS.proveedor })
    expect(all.body).toEqual({ marcadas: 2 })
    expect(await count(AS.proveedor)).toBe(0)
    // Only the caller's: the other user's stays unread.
    expect(await count(AS.comercial)).toBe(1)
  })

  it('refuses a caller without a session', async () => {
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    expect((await t.call('GET', `${BASE}/no-leidas`, { as: null })).status).toBe(401)
  })

  it('has its four routes, documented, each answering nonsense in Spanish without a 5xx', async () => {
    const routes = areaRoutes(t, [BASE])
    expect(routes.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort()).toEqual([
      'GET /v1/notificaciones',
      'GET /v1/notificaciones/no-leidas',
      'POST /v1/notificaciones/lectura',
      'POST /v1/notificaciones/{id}/lectura',
    ])
    // In /openapi.json, each saying who may call it: anyone signed in.
    const doc = (await t.call('GET', '/openapi.json', { as: null })).body
    for (const route of routes) {
      expect(doc.paths[route.path]?.[route.method]?.description).toBe(
        accessDescription('authenticated', null),
      )
    }
    expect(
      await nonsenseProblems(t, routes, {
        bodies: [{}],
        queries: ['', '?pageSize=0', '?noLeidas=quizas', '?cursor=xyz', '?page=-1'],
      }),
    ).toEqual([])
  })
})

describe('a notification’s mail', () => {
  const urls = parseConfig(
    { PORTAL_ARRENDADOR_URL: 'https://arrendador.cordillera.cl/' },
    process.cwd(),
  ).portalUrls

  it('links to the path in the recipient’s own portal', () => {
    const mail = notificationMail(
      {
        titulo: 'EDP-000012 espera tu revisión',
        cuerpo: 'Revísalo <ya>.',
        enlace: '/edp-obra/abc',
        email: 'cliente@cordillera.cl',
        nombre: 'Carla Muñoz',
        portal: 'operador',
      },
      urls,
    )
    expect(mail).toMatchObject({
      to: 'cliente@cordillera.cl',
      subject: 'EDP-000012 espera tu revisión',
    })
    expect(mail.text).toContain('Ábrelo en http://localhost:3003/edp-obra/abc')
    expect(mail.html).toContain('Revísalo &lt;ya&gt;.')
    const lessor = notificationMail(
      {
        titulo: 'x',
        cuerpo: 'y',
        enlace: '/tickets/mis-tickets/1',
        email: 'p@a.cl',
        nombre: 'P',
        portal: 'arrendador',
      },
      urls,
    )
    expect(lessor.text).toContain('https://arrendador.cordillera.cl/tickets/mis-tickets/1')
  })

  it('is sent by the queue through SMTP to the recipient, and not to one disabled since', async () => {
    const [cliente, operador, proveedor] = await userIds(AS.cliente, AS.operador, AS.proveedor)
    await tell(aviso([cliente, operador, proveedor], 7, { titulo: 'Correo de prueba 7' }))
    await t.database.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, operador))
    const mailer = createSmtpMailer({
      url: catcher.smtpUrl,
      from: 'Cordillera <no-responder@cordillera.cl>',
    })
    const worker = startJobWorker({
      db: t.database.db,
      handlers: {
        [NOTIFICATION_MAIL_JOB]: notificationMailHandler({
          db: t.database.db,
          mailer,
          portalUrls: urls,
        }),
      },
      logger: silentLogger,
      everyMs: 3_600_000,
    })
    try {
      await worker.runOnce()
    } finally {
      await worker.stop()
      mailer.close()
      await t.database.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, operador))
    }
    const mails = catcher.messages().filter((mail) => mail.subject === 'Correo de prueba 7')
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([AS.cliente, AS.proveedor].sort())
    const toLessor = mails.find((mail) => mail.to[0] === AS.proveedor)
    expect(toLessor?.text).toContain(
      `https://arrendador.cordillera.cl/tickets/mis-tickets/${NADIE}`,
    )
    const ids = (
      await t.database.db
        .select({ id: notificaciones.id })
        .from(notificaciones)
        .where(eq(notificaciones.titulo, 'Correo de prueba 7'))
    ).map((row) => row.id)
    const jobs = (
      await t.database.db
        .select()
        .from(trabajos)
        .where(inArray(trabajos.tipo, [NOTIFICATION_MAIL_JOB]))
    ).filter((job) => ids.includes((job.datos as { notificacionId: string }).notificacionId))
    // All three done: the disabled one has nothing to send and nothing to retry.
    expect(jobs.map((job) => job.estado)).toEqual(['hecho', 'hecho', 'hecho'])
  })
})
