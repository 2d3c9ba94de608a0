// The settings are checked before anything is declared: every problem named at once, in words an
// operator can act on.
import { App } from 'aws-cdk-lib'
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../lib/config.ts'
import { testContext } from './synth.ts'

const configWith = (context: Record<string, unknown>) => readConfig(new App({ context }).node)

describe('readConfig', () => {
  it('takes the context and fills the defaults', () => {
    const config = configWith(testContext)
    expect(config.apiMinTasks).toBe(2)
    expect(config.databaseBackupDays).toBeGreaterThanOrEqual(7)
    expect(config.portalDomainNames.operador).toBe(testContext.operadorDomainName)
  })

  it('names every missing setting at once', () => {
    expect(() => configWith({})).toThrow(ConfigError)
    try {
      configWith({})
    } catch (error) {
      const message = (error as Error).message
      for (const name of [
        'apiDomainName',
        'apiCertificateArn',
        'backofficeDomainName',
        'arrendadorDomainName',
        'operadorDomainName',
        'portalsCertificateArn',
      ]) {
        expect(message).toContain(`${name}: required`)
      }
    }
  })

  it('refuses one task, a short backup window and a portals certificate outside us-east-1', () => {
    const refused = (context: Record<string, unknown>, text: string) =>
      expect(() => configWith({ ...testContext, ...context })).toThrow(text)
    refused({ apiMinTasks: 1 }, 'apiMinTasks: an integer from 2')
    refused({ databaseBackupDays: 3 }, 'databaseBackupDays: an integer from 7')
    refused({ apiMaxTasks: 1 }, 'apiMaxTasks')
    refused(
      { portalsCertificateArn: testContext.apiCertificateArn },
      'CloudFront only takes a certificate from us-east-1',
    )
    refused({ apiCertificateArn: 'certificado' }, 'apiCertificateArn: not an ACM certificate ARN')
    refused({ apiDomainName: 'https://api.cordillera.cl' }, 'apiDomainName: not a host name')
  })

  it('reads numbers given on the command line as text (-c apiMinTasks=3)', () => {
    expect(configWith({ ...testContext, apiMinTasks: '3', apiMaxTasks: '9' })).toMatchObject({
      apiMinTasks: 3,
      apiMaxTasks: 9,
    })
  })
})
