// `npm start`, `npm run dev` and the e2e suites' web server: brings up the user pool, the API and
// the portals in order, prints where they are, and stops everything on Ctrl-C.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { dataRoot, repoRoot } from './paths.ts'
import { type PortalName, portalNames, ports, type ServiceName, urlOf } from './ports.ts'
import { ProcessGroup } from './process-group.ts'
import {
  apiService,
  httpsUrlOf,
  type Mode,
  mailCatcherService,
  portalService,
  userPoolService,
} from './services.ts'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    portal: { type: 'string', multiple: true },
    // The portals over HTTP/2 and TLS, as a CDN serves them (the first-load benchmarks).
    https: { type: 'boolean', default: false },
    // The process (a test runner's pid) whose end stops the stack as Ctrl-C would.
    'stop-with': { type: 'string' },
  },
})
const mode = positionals[0] as Mode | undefined
if (mode !== 'start' && mode !== 'dev' && mode !== 'e2e') {
  console.error(
    'uso: cli.ts start|dev|e2e [--portal backoffice|arrendador|operador]… [--https] [--stop-with <pid>]',
  )
  process.exit(2)
}
const portals = (values.portal ?? portalNames) as PortalName[]
for (const portal of portals) {
  if (!portalNames.includes(portal)) {
    console.error(`Portal desconocido: ${portal}`)
    process.exit(2)
  }
}

// A stack already running (another e2e run, npm start) holds the ports: stop before touching
// anything, or the e2e data dir would be emptied under its API, which then dies mid-run.
const busy = await busyPorts(['pool', 'mail', 'smtp', 'api', ...portals])
if (busy.length > 0) {
  console.error(
    `Ya hay algo escuchando en ${busy.map((name) => `${name} (${ports[name]})`).join(', ')}: ¿otra ejecución de Cordillera (npm start, npm run dev, e2e)? Deténgala antes.`,
  )
  process.exit(1)
}

const dataDir = mode === 'e2e' ? join(dataRoot, 'e2e') : dataRoot
// Each e2e run starts from the seed, so suites never depend on what an earlier run changed.
if (mode === 'e2e') rmSync(dataDir, { recursive: true, force: true })

if (mode === 'start') build()

const group = new ProcessGroup()
const shutdown = async (code: number) => {
  if (group.stopping) return
  process.stdout.write('\nDeteniendo Cordillera…\n')
  await group.stop()
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
// Whoever reads the output (Playwright, a terminal) may be gone first: writing to its closed pipe
// must not end this process before it has stopped the services.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
if (values['stop-with']) {
  // The test runner that started the stack was killed (a CI timeout): stop too, freeing the ports.
  const runner = Number(values['stop-with'])
  setInterval(() => !alive(runner) && void shutdown(1), 1_000).unref()
}

try {
  await group.start(userPoolService(dataDir, mode))
  await group.start(mailCatcherService(mode))
  await group.start(apiService(dataDir, mode, values.https))
  await Promise.all(portals.map((portal) => group.start(portalService(portal, mode, values.https))))
} catch (error) {
  console.error(`No se pudo iniciar Cordillera: ${(error as Error).message}`)
  await shutdown(1)
}

printBanner()
const crashed = await group.anyExit()
if (!group.stopping) {
  console.error(`${crashed} se detuvo inesperadamente.`)
  await shutdown(1)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function busyPorts(services: ServiceName[]): Promise<ServiceName[]> {
  const answering = await Promise.all(services.map((name) => listening(ports[name])))
  return services.filter((_, index) => answering[index])
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' })
    socket.setTimeout(1_000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

function build(): void {
  process.stdout.write('Compilando (turbo run build)…\n')
  const turbo = join(repoRoot, 'node_modules/turbo/bin/turbo')
  const result = spawnSync(process.execPath, [turbo, 'run', 'build', '--output-logs=errors-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function printBanner(): void {
  const portalUrl = (portal: PortalName) => (values.https ? httpsUrlOf(portal) : urlOf(portal))
  const lines = [
    '',
    'Cordillera está en marcha:',
    `  Backoffice (personal)        ${portalUrl('backoffice')}`,
    `  Arrendador (proveedores)     ${portalUrl('arrendador')}`,
    `  Operador (operadores/obras)  ${portalUrl('operador')}`,
    `  API                          ${urlOf('api')}  (documentación: ${urlOf('api')}/docs)`,
    `  User pool local              ${urlOf('pool')}`,
    `  Correo local (bandeja)       ${urlOf('mail')}  (SMTP en localhost:${ports.smtp})`,
    '',
    ...demoUsers(),
    '',
    'Ctrl-C detiene todo.',
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

function demoUsers(): string[] {
  const file = join(repoRoot, 'apps/api/src/seed/demo-users.json')
  if (!existsSync(file)) return []
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    password: string
    users: { email: string; portal: string; descripcion: string }[]
  }
  return [
    `Usuarios de demostración (contraseña ${data.password}):`,
    ...data.users.map((u) => `  ${u.email.padEnd(30)} ${u.portal.padEnd(11)} ${u.descripcion}`),
  ]
}
