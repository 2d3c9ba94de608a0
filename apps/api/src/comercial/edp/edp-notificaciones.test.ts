// An EDP sent to its obra tells the obra's site client (the bell of the operador portal, and a mail
// through the queue), and so does the next revision sent again after an observation. A mail server
// that is down fails neither the move nor the notification: the mail job is retried and goes once
// the server answers.
import type { EdpDetail } from '@cordillera/contracts'
import { type MailCatcher, startMailCatcher } from '@cordillera/mail-catcher'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificaciones } from '../../db/schema/notificaciones.ts'
import { trabajos } from '../../db/schema/trabajos.ts'
import { startJobWorker } from '../../jobs/job-worker.ts'
import type { Mailer } from '../../mail/mail-port.ts'
import { createSmtpMailer } from '../../mail/smtp-mailer.ts'
import { notificationMailHandler } from '../../notify/notification-mail.ts'
import { NOTIFICATION_MAIL_JOB } from '../../notify/notify.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { silentLogger, testConfig } from '../../testing/test-deps.ts'
import { contratoEjemplo, EJEMPLO } from './edp-fixtures.ts'

let t: TestApp
let catcher: MailCatcher

beforeAll(async () => {
  ;[t, catcher] = await Promise.all([startTestApp(), startMailCatcher()])
}, 180_000)
afterAll(async () => {
  await Promise.all([t?.close(), catcher?.stop()])
})

async function edpDeOb0001(): Promise<EdpDetail> {
  const contrato = await contratoEjemplo(t.database.db, { obraCodigo: 'OB-0001' })
  const created = await t.call('POST', '/v1/edp', {
    body: {
      contratoId: contrato.contratoId,
      periodoDesde: EJEMPLO.desde,
      periodoHasta: EJEMPLO.hasta,
    },
  })
  if (created.status !== 201) throw new Error(JSON.stringify(created.body))
  return created.body
}

const move = (
  edp: { id: string; version: number },
  accion: string,
  body: object = {},
  as = AS.comercial,
) => t.call('POST', `/v1/edp/${edp.id}/${accion}`, { body: { version: edp.version, ...body }, as })

const bell = async (as: string) => ({
  count: (await t.call('GET', '/v1/notificaciones/no-leidas', { as })).body.noLeidas as number,
  items: (await t.call('GET', '/v1/notificaciones', { as })).body.items as {
    id: string
    tipo: string
    titulo: string
    cuerpo: string
    enlace: string
  }[],
})

/** The queue's worker for notification mails, through `mailer`; one run. */
async function runMailJobs(mailer: Mailer) {
  const worker = startJobWorker({
    db: t.database.db,
    handlers: {
      [NOTIFICATION_MAIL_JOB]: notificationMailHandler({
        db: t.database.db,
        mailer,
        portalUrls: testConfig().portalUrls,
      }),
    },
    logger: silentLogger,
    everyMs: 3_600_000,
    firstRetryMs: 0,
  })
  try {
    await worker.runOnce()
  } finally {
    await worker.stop()
  }
}

const jobOf = async (notificacionId: string) =>
  (
    await t.database.db
      .select()
      .from(trabajos)
      .where(
        and(
          eq(trabajos.tipo, NOTIFICATION_MAIL_JOB),
          sql`${trabajos.datos} ->> 'notificacionId' = ${notificacionId}`,
        ),
      )
  )[0]

describe('an EDP sent to its obra', () => {
  it('tells the site client in its bell, linking to the EDP in its portal', async () => {
    const before = await bell(AS.cliente)
    const edp = await edpDeOb0001()
    // Created, not sent: nothing yet.
    expect((await bell(AS.cliente)).count).toBe(before.count)
    const sent = await move(edp, 'enviar-a-obra')
    expect(sent.status).toBe(200)
    const after = await bell(AS.cliente)
    expect(after.count).toBe(before.count + 1)
    expect(after.items[0]).toMatchObject({
      tipo: 'edp-en-obra',
      titulo: `${edp.folio} espera tu revisión`,
      enlace: `/edp-obra/${edp.id}`,
    })
    expect(after.items[0]?.cuerpo).toContain('revísalo y apruébalo u obsérvalo')
    // Staff who sent it are told nothing.
    const comercial = await bell(AS.comercial)
    expect(comercial.items.some((item) => item.enlace === `/edp-obra/${edp.id}`)).toBe(false)
  })

  it('tells it again when the next revision is sent after an observation', async () => {
    const edp = await edpDeOb0001()
    const sent = await move(edp, 'enviar-a-obra')
    const observed = await t.call('POST', `/v1/edp-cliente/${edp.id}/observar`, {
      as: AS.cliente,
      body: { version: sent.body.version, comentario: 'Faltan las horas del sábado.' },
    })
    expect(observed.status).toBe(200)
    const taken = await move(observed.body, 'tomar-observacion')
    expect(taken.status).toBe(200)
    const resent = await move(taken.body, 'reenviar')
    expect(resent.status).toBe(200)
    const mine = (await bell(AS.cliente)).items.filter(
      (item) => item.enlace === `/edp-obra/${edp.id}`,
    )
    expect(mine.map((item) => item.cuerpo.split(' del estado de pago')[0])).toEqual([
      'La revisión 2',
      expect.stringContaining('El estado de pago'),
    ])
  })

  it('is not failed by a mail server that is down: the mail goes later, retried by the queue', async () => {
    const edp = await edpDeOb0001()
    const sent = await move(edp, 'enviar-a-obra')
    expect(sent.status).toBe(200)
    const [notice] = await t.database.db
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.enlace, `/edp-obra/${edp.id}`))
    if (!notice) throw new Error('no notification')

    // The SMTP server is down: the job fails and waits for its next try.
    const down = createSmtpMailer({
      url: 'smtp://127.0.0.1:1',
      from: 'Cordillera <no-responder@cordillera.cl>',
    })
    await runMailJobs(down)
    down.close()
    const failed = await jobOf(notice.id)
    expect(failed).toMatchObject({ estado: 'pendiente', intentos: 1 })
    expect(failed?.ultimoError).toEqual(expect.any(String))
    expect(catcher.messages().some((mail) => mail.subject === notice.titulo)).toBe(false)

    // Back up: the next run sends it.
    const up = createSmtpMailer({
      url: catcher.smtpUrl,
      from: 'Cordillera <no-responder@cordillera.cl>',
    })
    await runMailJobs(up)
    up.close()
    expect(await jobOf(notice.id)).toMatchObject({
      estado: 'hecho',
      intentos: 2,
      ultimoError: null,
    })
    const res = await fetch(`${catcher.webUrl}/api/messages?to=${encodeURIComponent(AS.cliente)}`)
    const mails = (await res.json()) as { subject: string; text: string }[]
    const mail = mails.find((one) => one.subject === notice.titulo)
    expect(mail?.text).toContain(`Ábrelo en http://localhost:3003/edp-obra/${edp.id}`)
  })
})
