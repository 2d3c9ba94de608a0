// The mail port's SMTP adapter (mail-port.ts), over nodemailer: one connection per send, each
// step bounded (connecting, the server's greeting, any silence on the socket), so a server that
// does not answer fails the send — and the job retries it later — instead of holding it.
import nodemailer from 'nodemailer'
import type { SmtpConfig } from '../env.ts'
import type { Mail, Mailer } from './mail-port.ts'

const CONNECTION_TIMEOUT_MS = 10_000
const GREETING_TIMEOUT_MS = 10_000
const SOCKET_TIMEOUT_MS = 20_000

export function createSmtpMailer(config: SmtpConfig): Mailer {
  const timeouts = {
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  }
  const transport =
    config.url !== undefined
      ? nodemailer.createTransport({ url: config.url, ...timeouts }, { from: config.from })
      : nodemailer.createTransport(
          {
            host: config.host,
            port: config.port,
            secure: config.secure,
            ...(config.user !== undefined
              ? { auth: { user: config.user, pass: config.pass ?? '' } }
              : {}),
            ...timeouts,
          },
          { from: config.from },
        )
  return {
    async sendMail(mail: Mail, signal?: AbortSignal) {
      signal?.throwIfAborted()
      const sent = transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
      })
      if (!signal) {
        await sent
        return
      }
      // nodemailer takes no signal: an aborted send is given up here (its socket's own timeout
      // ends the conversation).
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => reject(signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
        sent.then(
          () => {
            signal.removeEventListener('abort', onAbort)
            resolve()
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort)
            reject(error)
          },
        )
      })
    },
    close: () => transport.close(),
  }
}
