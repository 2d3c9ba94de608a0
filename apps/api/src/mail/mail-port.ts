// The one way the API sends e-mail (decision 071): `sendMail({ to, subject, text, html })`. The
// adapter is SMTP (smtp-mailer.ts, nodemailer): in `npm start` the stack's local mail catcher, in
// production the provider's SMTP server or Amazon SES's SMTP interface, by configuration
// (`SMTP_URL`, or `SMTP_HOST`…, env.ts). Nothing sends a mail from a request: actions enqueue one
// (mail-jobs.ts) in their transaction, and the jobs' worker sends it, retrying a failed send, so
// a mail server that is down never fails the action that asked for the mail.

export type Mail = {
  to: string
  subject: string
  /** The plain-text body every client can show. */
  text: string
  /** The same as HTML, when there is a richer version. */
  html?: string | undefined
}

export type Mailer = {
  /** Resolves when the server accepted the mail; rejects (or aborts with `signal`) otherwise. */
  sendMail(mail: Mail, signal?: AbortSignal): Promise<void>
  /** Releases its connections. */
  close(): void
}
