// The API of every local stack asks for the demo data, which the API no longer seeds by default,
// and is a development one (the local user pool, no NODE_ENV=production): a deployment would
// refuse SEED_DEMO=true and the stack would not start (decision 046).
import { describe, expect, it } from 'vitest'
import { ports, urlOf } from './ports.ts'
import { apiService, type Mode, mailCatcherService } from './services.ts'

describe('apiService', () => {
  for (const mode of ['start', 'dev', 'e2e'] satisfies Mode[]) {
    it(`seeds the demo data on the local user pool (${mode})`, () => {
      const env = apiService('/tmp/cordillera-datos', mode).env ?? {}
      expect(env).toMatchObject({
        SEED_DEMO: 'true',
        COGNITO_ENDPOINT: urlOf('pool'),
        DATA_DIR: '/tmp/cordillera-datos',
      })
      expect(env.NODE_ENV).toBeUndefined()
    })
  }
})

describe('mailCatcherService', () => {
  for (const mode of ['start', 'dev', 'e2e'] satisfies Mode[]) {
    it(`takes the API's mails on the port the API sends them to (${mode})`, () => {
      const catcher = mailCatcherService(mode)
      const smtpUrl = new URL(apiService('/tmp/cordillera-datos', mode).env?.SMTP_URL ?? '')
      expect(smtpUrl.protocol).toBe('smtp:')
      expect(catcher.args).toEqual(
        expect.arrayContaining(['--smtp-port', smtpUrl.port, '--web-port', String(ports.mail)]),
      )
      expect(catcher.readyUrl).toBe(`${urlOf('mail')}/health`)
    })
  }
})
