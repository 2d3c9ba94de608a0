// The API process's background jobs (index.ts starts them after listening and stops them before
// closing the database): the queue's worker with a handler per kind. Mails go out only when an SMTP
// server is configured (SMTP_URL or SMTP_HOST); without one their jobs wait in the queue, and the
// notifications are still in the portals' bell.
import type { Db } from '../db/database.ts'
import type { Config } from '../env.ts'
import type { Logger } from '../logger.ts'
import { MAIL_JOB, mailJobHandler } from '../mail/mail-jobs.ts'
import { createSmtpMailer } from '../mail/smtp-mailer.ts'
import { notificationMailHandler } from '../notify/notification-mail.ts'
import { NOTIFICATION_MAIL_JOB } from '../notify/notify.ts'
import { type JobHandler, startJobWorker } from './job-worker.ts'

export function startJobs({ db, config, logger }: { db: Db; config: Config; logger: Logger }) {
  const mailer = config.smtp ? createSmtpMailer(config.smtp) : undefined
  if (!mailer)
    logger.warn('no SMTP server configured (SMTP_URL or SMTP_HOST): mails wait in the queue')
  const handlers: Record<string, JobHandler> = mailer
    ? {
        [MAIL_JOB]: mailJobHandler(mailer),
        [NOTIFICATION_MAIL_JOB]: notificationMailHandler({
          db,
          mailer,
          portalUrls: config.portalUrls,
        }),
      }
    : {}
  const worker = startJobWorker({ db, handlers, logger })
  return {
    worker,
    async stop() {
      await worker.stop()
      mailer?.close()
    },
  }
}
