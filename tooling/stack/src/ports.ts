// The fixed local ports of the local processes (issue 2): one place, so scripts, docs and tests agree.
export const ports = {
  pool: 9229,
  /** The mail catcher's inbox (a person's browser) and its SMTP server (the API's mails). */
  mail: 1080,
  smtp: 1025,
  api: 3000,
  backoffice: 3001,
  arrendador: 3002,
  operador: 3003,
} as const

export type ServiceName = keyof typeof ports
export type PortalName = 'backoffice' | 'arrendador' | 'operador'
export const portalNames: readonly PortalName[] = ['backoffice', 'arrendador', 'operador']

export const urlOf = (service: ServiceName): string => `http://localhost:${ports[service]}`
