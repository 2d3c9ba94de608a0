// @cordillera/mail-catcher: the local SMTP server with an inbox in the browser (decision 071).
export {
  type CaughtMail,
  type MailCatcher,
  type MailCatcherOptions,
  startMailCatcher,
} from './mail-catcher.ts'

/** The stack's fixed ports: SMTP for the API, the inbox for a person. */
export const MAIL_CATCHER_PORTS = { smtp: 1025, web: 1080 } as const
