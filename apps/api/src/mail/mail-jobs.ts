// Mails go out through the jobs' queue (decision 071): `enqueueMail(tx, mail)` in the transaction
// of the action, and the worker's `correo` handler sends it through the mail port. A send that
// fails is retried by the queue; a mail whose stored input no longer reads fails for good.
import { z } from 'zod'
import type { Db, Tx } from '../db/database.ts'
import { enqueueJob } from '../jobs/job-queue.ts'
import { type JobHandler, PermanentJobError } from '../jobs/job-worker.ts'
import type { Mail, Mailer } from './mail-port.ts'

export const MAIL_JOB = 'correo'

const mailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
})

/** Enqueues `mail`, sent once the caller's transaction commits (and retried until it goes). */
export function enqueueMail(tx: Tx | Db, mail: Mail): Promise<string> {
  return enqueueJob(tx, MAIL_JOB, mailSchema.parse(mail))
}

/** The worker's handler of mail jobs: sends each through `mailer`. */
export function mailJobHandler(mailer: Mailer): JobHandler {
  return async (datos, signal) => {
    const mail = mailSchema.safeParse(datos)
    if (!mail.success)
      throw new PermanentJobError(`a mail job that does not read: ${mail.error.message}`)
    await mailer.sendMail(mail.data, signal)
  }
}
