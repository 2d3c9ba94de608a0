// The local mail catcher (decision 071): a real SMTP server (smtp-server) that accepts every mail,
// parses it (mailparser) and keeps the latest in memory, and a small web server showing them — an
// inbox page in Spanish for a person, a JSON API for tests. Nothing leaves the machine: it relays
// nothing. `npm start` and the e2e stack start it (tooling/stack) and point the API's SMTP_URL at it.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { inboxPage, messagePage } from './inbox-page.ts'

export type CaughtMail = {
  id: string
  /** ISO 8601, when the catcher received it. */
  receivedAt: string
  from: string
  /** The envelope's recipients (Bcc included). */
  to: string[]
  subject: string
  text: string
  html: string | null
}

export type MailCatcherOptions = {
  /** 0 = a free port. */
  smtpPort?: number
  webPort?: number
  host?: string
  /** The newest this many mails are kept. */
  keep?: number
}

export type MailCatcher = {
  smtpPort: number
  /** `smtp://host:port`: the API's SMTP_URL. */
  smtpUrl: string
  /** The inbox, `http://host:port`. */
  webUrl: string
  /** Newest first. */
  messages(): CaughtMail[]
  clear(): void
  stop(): Promise<void>
}

/** Mails over this size are refused by the server (the API sends a few KB). */
const MAX_MAIL_BYTES = 10 * 1024 * 1024

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const keep = options.keep ?? 1000
  const mails: CaughtMail[] = []

  const smtp = new SMTPServer({
    // Any sender, any account: it is a catcher. Plain text only (no certificate to offer).
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    banner: 'Cordillera: correo local (nada sale de esta máquina)',
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonimo' })
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('Mensaje demasiado grande'), { responseCode: 552 }))
            return
          }
          const from = session.envelope.mailFrom
          mails.unshift({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            from: senderOf(parsed.from?.value[0]) ?? (from ? from.address : ''),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          })
          mails.splice(keep)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  smtp.on('error', () => {
    // A client that drops its connection is not the catcher's problem.
  })
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(options.smtpPort ?? 0, host, () => {
      smtp.server.off('error', reject)
      resolve()
    })
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const web = createServer((req, res) => {
    try {
      handle(req, res)
    } catch {
      send(res, 500, 'text/plain; charset=utf-8', 'Error interno del correo local')
    }
  })
  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://catcher')
    const parts = url.pathname.split('/').filter(Boolean)
    const byId = (id: string | undefined) => mails.find((mail) => mail.id === id)
    if (req.method === 'GET' && url.pathname === '/health') {
      return send(res, 200, 'text/plain; charset=utf-8', 'ok')
    }
    if (parts[0] === 'api' && parts[1] === 'messages') {
      if (req.method === 'DELETE' && parts.length === 2) {
        mails.length = 0
        return send(res, 204, 'text/plain', '')
      }
      if (req.method === 'GET' && parts.length === 2) {
        const to = url.searchParams.get('to')?.toLowerCase()
        const found = to
          ? mails.filter((mail) => mail.to.some((r) => r.toLowerCase() === to))
          : mails
        return json(res, 200, found)
      }
      if (req.method === 'GET' && parts.length === 3) {
        const mail = byId(parts[2])
        return mail ? json(res, 200, mail) : json(res, 404, { error: 'No existe ese correo.' })
      }
    }
    if (req.method === 'GET' && url.pathname === '/') {
      return send(res, 200, 'text/html; charset=utf-8', inboxPage(mails), PAGE_CSP)
    }
    if (req.method === 'POST' && url.pathname === '/vaciar') {
      mails.length = 0
      res.writeHead(303, { Location: '/' })
      return res.end()
    }
    if (req.method === 'GET' && parts[0] === 'mensajes' && parts.length >= 2) {
      const mail = byId(parts[1])
      if (!mail) return send(res, 404, 'text/plain; charset=utf-8', 'No existe ese correo.')
      if (parts[2] === 'html' && parts.length === 3) {
        // The mail's own HTML, sandboxed: no script runs, nothing is fetched.
        return send(res, 200, 'text/html; charset=utf-8', mail.html ?? '', MAIL_CSP)
      }
      if (parts.length === 2) {
        return send(res, 200, 'text/html; charset=utf-8', messagePage(mail), PAGE_CSP)
      }
    }
    return send(res, 404, 'text/plain; charset=utf-8', 'No encontrado')
  }
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject)
    web.listen(options.webPort ?? 0, host, () => {
      web.off('error', reject)
      resolve()
    })
  })
  const webPort = (web.address() as AddressInfo).port

  return {
    smtpPort,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://${host}:${webPort}`,
    messages: () => [...mails],
    clear: () => {
      mails.length = 0
    },
    stop: async () => {
      web.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        closeServer(web),
      ])
    },
  }
}

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'"
const MAIL_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:"

function send(res: ServerResponse, status: number, type: string, body: string, csp?: string) {
  res.writeHead(status, {
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
  })
  res.end(body)
}

function json(res: ServerResponse, status: number, body: unknown) {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body))
}

/** `Name <address>`, as a person writes it (mailparser's text quotes the name). */
function senderOf(sender: { name: string; address?: string | undefined } | undefined) {
  if (!sender?.address) return undefined
  return sender.name ? `${sender.name} <${sender.address}>` : sender.address
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}
