// The deployment's settings, read from the CDK context (cdk.json, or `-c name=value` on the command
// line) and checked before any resource is declared: a missing or malformed value stops the synth
// with its name, rather than producing a template that fails half-way through a deploy. Nothing
// account-specific lives in the code: certificates, domains and sizes all come from here.
import type { Node } from 'constructs'

export const portals = ['backoffice', 'arrendador', 'operador'] as const
export type Portal = (typeof portals)[number]

export type CordilleraConfig = {
  /** Prefix of every stack's name (`Cordillera` → CordilleraNetwork, CordilleraApi, …). */
  stackPrefix: string
  /** The API's public name (the load balancer's HTTPS listener answers it). */
  apiDomainName: string
  /** ACM certificate for apiDomainName, in the stacks' region. */
  apiCertificateArn: string
  /** Each portal's public name (its CloudFront distribution's alias). */
  portalDomainNames: Record<Portal, string>
  /** ACM certificate covering the three portal names: CloudFront wants it in us-east-1. */
  portalsCertificateArn: string
  /** RDS instance class, e.g. t4g.medium. */
  databaseInstanceType: string
  /** Days of automated backups (point-in-time restore window): at least 7. */
  databaseBackupDays: number
  /** Task count bounds: at least 2 (two zones). */
  apiMinTasks: number
  apiMaxTasks: number
  apiCpu: number
  apiMemoryMiB: number
  /** Target average CPU (%) and requests per task per minute the service scales on. */
  apiScaleCpuPercent: number
  apiScaleRequestsPerTask: number
  /** NAT gateways for the tasks' egress (1 = cheaper, 2 = one per zone). */
  natGateways: number
  /** SMTP server (Amazon SES's SMTP interface); empty = no mail sent. */
  smtpHost: string
  smtpPort: number
  mailFrom: string
}

const defaults = {
  stackPrefix: 'Cordillera',
  databaseInstanceType: 't4g.medium',
  databaseBackupDays: 14,
  apiMinTasks: 2,
  apiMaxTasks: 6,
  apiCpu: 1024,
  apiMemoryMiB: 2048,
  apiScaleCpuPercent: 60,
  apiScaleRequestsPerTask: 1200,
  natGateways: 2,
  smtpHost: '',
  smtpPort: 587,
  mailFrom: 'Cordillera <no-responder@cordillera.cl>',
}

export class ConfigError extends Error {}

const acmArn = /^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[A-Za-z0-9-]+$/
const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/

/** Reads and checks the context; throws ConfigError listing every problem at once. */
export function readConfig(node: Node): CordilleraConfig {
  const problems: string[] = []
  const raw = (name: string): unknown => node.tryGetContext(name)

  const text = (name: string, fallback?: string): string => {
    const value = raw(name) ?? fallback
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${name}: required (cdk.json context or -c ${name}=…)`)
      return ''
    }
    return value.trim()
  }
  const optionalText = (name: string, fallback: string): string => {
    const value = raw(name)
    return typeof value === 'string' ? value.trim() : fallback
  }
  const matching = (name: string, pattern: RegExp, what: string): string => {
    const value = text(name)
    if (value !== '' && !pattern.test(value)) problems.push(`${name}: not ${what} (${value})`)
    return value
  }
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = raw(name) ?? fallback
    const number = typeof value === 'string' ? Number(value) : value
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      problems.push(`${name}: an integer from ${min} to ${max} (${String(value)})`)
      return fallback
    }
    return number
  }

  const apiMinTasks = integer('apiMinTasks', defaults.apiMinTasks, 2, 50)
  const config: CordilleraConfig = {
    stackPrefix: text('stackPrefix', defaults.stackPrefix),
    apiDomainName: matching('apiDomainName', hostName, 'a host name'),
    apiCertificateArn: matching('apiCertificateArn', acmArn, 'an ACM certificate ARN'),
    portalDomainNames: {
      backoffice: matching('backofficeDomainName', hostName, 'a host name'),
      arrendador: matching('arrendadorDomainName', hostName, 'a host name'),
      operador: matching('operadorDomainName', hostName, 'a host name'),
    },
    portalsCertificateArn: matching('portalsCertificateArn', acmArn, 'an ACM certificate ARN'),
    databaseInstanceType: text('databaseInstanceType', defaults.databaseInstanceType),
    databaseBackupDays: integer('databaseBackupDays', defaults.databaseBackupDays, 7, 35),
    apiMinTasks,
    apiMaxTasks: integer('apiMaxTasks', defaults.apiMaxTasks, apiMinTasks, 100),
    apiCpu: integer('apiCpu', defaults.apiCpu, 256, 16384),
    apiMemoryMiB: integer('apiMemoryMiB', defaults.apiMemoryMiB, 512, 122880),
    apiScaleCpuPercent: integer('apiScaleCpuPercent', defaults.apiScaleCpuPercent, 10, 90),
    apiScaleRequestsPerTask: integer(
      'apiScaleRequestsPerTask',
      defaults.apiScaleRequestsPerTask,
      10,
      1_000_000,
    ),
    natGateways: integer('natGateways', defaults.natGateways, 1, 2),
    smtpHost: optionalText('smtpHost', defaults.smtpHost),
    smtpPort: integer('smtpPort', defaults.smtpPort, 1, 65535),
    mailFrom: optionalText('mailFrom', defaults.mailFrom),
  }
  const portalsCertificateRegion = config.portalsCertificateArn.split(':')[3]
  if (config.portalsCertificateArn !== '' && portalsCertificateRegion !== 'us-east-1') {
    problems.push('portalsCertificateArn: CloudFront only takes a certificate from us-east-1')
  }
  if (problems.length > 0) {
    throw new ConfigError(`Cordillera's infrastructure settings:\n- ${problems.join('\n- ')}`)
  }
  return config
}

/** The portals' public origins: CORS on the API and on the documents bucket. */
export function portalOrigins(config: CordilleraConfig): string[] {
  return portals.map((portal) => `https://${config.portalDomainNames[portal]}`)
}
