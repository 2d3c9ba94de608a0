// The mail port's SMTP adapter against the real local mail catcher (started here, on free ports):
// what nodemailer sends is what the catcher's API reads back; a server that is not there fails the
// send in bounded time, as the queue needs to retry it.
import { createServer, type Server, type Socket } from 'node:net'
import { type MailCatcher, startMailCatcher } from '@cordillera/mail-catcher'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig, type SmtpConfig } from '../env.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

let catcher: MailCatcher

beforeAll(async () => {
  catcher = await startMailCatcher()
})
afterAll(() => catcher?.stop())

const smtpOf = (env: Record<string, string>): SmtpConfig => {
  const smtp = parseConfig(env, process.cwd()).smtp
  if (!smtp) throw new Error('no SMTP configured')
  return smtp
}

async function inbox(to: string) {
  const res = await fetch(`${catcher.webUrl}/api/messages?to=${encodeURIComponent(to)}`)
  return (await res.json()) as {
    subject: string
    from: string
    text: string
    html: string | null
  }[]
}

describe('createSmtpMailer', () => {
  it('sends through SMTP_URL: the catcher holds the mail as it was written', async () => {
    const mailer = createSmtpMailer(smtpOf({ SMTP_URL: catcher.smtpUrl }))
    try {
      await mailer.sendMail({
        to: 'cliente@cordillera.cl',
        subject: 'EDP-000012 espera tu revisión',
        text: 'Revísalo y apruébalo u obsérvalo.',
        html: '<p>Revísalo y <strong>apruébalo</strong> u obsérvalo.</p>',
      })
    } finally {
      mailer.close()
    }
    const [mail] = await inbox('cliente@cordillera.cl')
    expect(mail).toMatchObject({
      subject: 'EDP-000012 espera tu revisión',
      from: 'Cordillera <no-responder@cordillera.cl>',
      text: 'Revísalo y apruébalo u obsérvalo.',
    })
    expect(mail?.html).toContain('<strong>apruébalo</strong>')
  })

  it('sends through SMTP_HOST and SMTP_PORT, with a user, from MAIL_FROM', async () => {
    const { hostname, port } = new URL(catcher.smtpUrl)
    const mailer = createSmtpMailer(
      smtpOf({
        SMTP_HOST: hostname,
        SMTP_PORT: port,
        SMTP_USER: 'api',
        SMTP_PASS: 'secreta',
        MAIL_FROM: 'Soporte Cordillera <soporte@cordillera.cl>',
      }),
    )
    try {
      await mailer.sendMail({ to: 'rrhh@cordillera.cl', subject: 'Prueba', text: 'Hola' })
    } finally {
      mailer.close()
    }
    const [mail] = await inbox('rrhh@cordillera.cl')
    expect(mail).toMatchObject({
      subject: 'Prueba',
      from: 'Soporte Cordillera <soporte@cordillera.cl>',
      html: null,
    })
  })

  it('fails, in bounded time, when no server answers at the address', async () => {
    // A port that was free a moment ago: nothing listens there.
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const mailer = createSmtpMailer(smtpOf({ SMTP_URL: `smtp://127.0.0.1:${port}` }))
    const started = performance.now()
    await expect(
      mailer.sendMail({ to: 'ana@cordillera.cl', subject: 'x', text: 'x' }),
    ).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(15_000)
    mailer.close()
  })

  it('gives a send up when its signal aborts (a job past its time)', async () => {
    // A server that accepts the connection and never greets.
    const sockets = new Set<Socket>()
    const silent: Server = createServer((socket) => void sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    const mailer = createSmtpMailer(smtpOf({ SMTP_URL: `smtp://127.0.0.1:${port}` }))
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('sin terminar a tiempo')), 200)
    await expect(
      mailer.sendMail({ to: 'ana@cordillera.cl', subject: 'x', text: 'x' }, controller.signal),
    ).rejects.toThrow('sin terminar a tiempo')
    mailer.close()
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => silent.close(() => resolve()))
  })
})
