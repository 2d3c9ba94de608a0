// The catcher as the API and a person meet it: real mails sent through nodemailer over SMTP, read
// back from its JSON API and its inbox pages.
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts'

let catcher: MailCatcher

beforeAll(async () => {
  catcher = await startMailCatcher({ keep: 3 })
})
afterAll(() => catcher?.stop())
beforeEach(() => catcher.clear())

function send(mail: { to: string; subject: string; text: string; html?: string }, auth = false) {
  const url = new URL(catcher.smtpUrl)
  if (auth) {
    url.username = 'api'
    url.password = 'secreta'
  }
  const transport = nodemailer.createTransport(url.toString())
  return transport
    .sendMail({ from: 'Cordillera <no-responder@cordillera.cl>', ...mail })
    .finally(() => transport.close())
}

const get = async (path: string) => {
  const res = await fetch(`${catcher.webUrl}${path}`)
  return { status: res.status, headers: res.headers, text: await res.text() }
}

describe('the mail catcher', () => {
  it('keeps a mail sent over SMTP and answers it from its JSON API, newest first', async () => {
    await send({ to: 'ana@cordillera.cl', subject: 'Primero', text: 'Hola' })
    await send(
      {
        to: 'luis@arriendos-sur.cl',
        subject: 'Tu ticket TCK-000001 tiene respuesta',
        text: 'Ábrelo en el portal.',
        html: '<p>Ábrelo en <a href="http://localhost:3002">el portal</a>.</p>',
      },
      true,
    )
    const list = JSON.parse((await get('/api/messages')).text)
    expect(list.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Tu ticket TCK-000001 tiene respuesta',
      'Primero',
    ])
    expect(list[0]).toMatchObject({
      from: 'Cordillera <no-responder@cordillera.cl>',
      to: ['luis@arriendos-sur.cl'],
      text: 'Ábrelo en el portal.',
      html: expect.stringContaining('<a href="http://localhost:3002">'),
    })
    const one = JSON.parse((await get(`/api/messages/${list[0].id}`)).text)
    expect(one.subject).toBe('Tu ticket TCK-000001 tiene respuesta')
    const toLuis = JSON.parse((await get('/api/messages?to=LUIS@arriendos-sur.cl')).text)
    expect(toLuis).toHaveLength(1)
    expect((await get('/api/messages/no-existe')).status).toBe(404)
  })

  it('shows the inbox to a person, escaping what the mails bring', async () => {
    await send({
      to: 'ana@cordillera.cl',
      subject: '<script>alert(1)</script> EDP-000012',
      text: '<b>no es marcado</b>',
      html: '<p>Hola</p><script>alert(2)</script>',
    })
    const inbox = await get('/')
    expect(inbox.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(inbox.text).toContain('Correo local de Cordillera')
    expect(inbox.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; EDP-000012')
    expect(inbox.text).not.toContain('<script>alert(1)')
    const [mail] = catcher.messages()
    const view = await get(`/mensajes/${mail?.id}`)
    expect(view.text).toContain('&lt;b&gt;no es marcado&lt;/b&gt;')
    expect(view.text).toContain(
      `<iframe sandbox title="El correo en HTML" src="/mensajes/${mail?.id}/html">`,
    )
    // The mail's own HTML is served as it came, but sandboxed: its script never runs.
    const html = await get(`/mensajes/${mail?.id}/html`)
    expect(html.text).toContain('<script>alert(2)</script>')
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox;/)
  })

  it('keeps only the newest mails, and empties on request', async () => {
    for (const subject of ['1', '2', '3', '4']) {
      await send({ to: 'ana@cordillera.cl', subject, text: subject })
    }
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(['4', '3', '2'])
    const emptied = await fetch(`${catcher.webUrl}/api/messages`, { method: 'DELETE' })
    expect(emptied.status).toBe(204)
    expect(JSON.parse((await get('/api/messages')).text)).toEqual([])
    expect((await get('/')).text).toContain('La bandeja está vacía')
  })

  it('answers its health check (the stack waits on it)', async () => {
    expect(await get('/health')).toMatchObject({ status: 200, text: 'ok' })
  })
})
