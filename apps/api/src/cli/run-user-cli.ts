// The admin CLI `npm run user -- <command>`, as a function of its arguments and dependencies so
// tests run it in-process. Returns the exit code; every message for people is in Spanish.

import { DataDirLockedError } from '../db/data-dir-lock.ts'
import type { Database } from '../db/database.ts'
import { openConfiguredDatabase, pgliteDir } from '../db/open-configured-database.ts'
import type { Config } from '../env.ts'
import { createUserPoolAdmin, type UserPoolAdmin } from '../user-pool/user-pool-admin.ts'
import { CreateUserError, createUser } from './create-user.ts'
import { CREATE_USAGE, parseCreateUserArgs } from './create-user-args.ts'

export type CliIo = { out(line: string): void; err(line: string): void }

export type UserCliDeps = CliDatabaseDeps & { userPool?: UserPoolAdmin }

export async function runUserCli(argv: string[], deps: UserCliDeps): Promise<number> {
  const { io } = deps
  const [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(CREATE_USAGE)
    return command === undefined ? 1 : 0
  }
  if (command !== 'create') {
    io.err(`Comando desconocido: ${command}.\n\n${CREATE_USAGE}`)
    return 1
  }

  const parsed = parseCreateUserArgs(rest)
  if (!parsed.ok) {
    io.err(`No se creó el usuario:\n${parsed.errors.map((line) => `  - ${line}`).join('\n')}`)
    io.err(`\n${CREATE_USAGE}`)
    return 1
  }

  return withCliDatabase(deps, async (database) => {
    try {
      const userPool = deps.userPool ?? createUserPoolAdmin(deps.config.cognito)
      const created = await createUser(database.db, userPool, parsed.args)
      const { email, tipo, su, permisos } = parsed.args
      io.out(
        `Usuario creado: ${email} (tipo ${tipo}${su ? ', su' : ''}, ${permisos.length} permisos), id ${created.id}.`,
      )
      if (created.reusedPoolAccount) {
        io.out('Ya existía en el grupo de usuarios: se usó esa cuenta y se cambió su contraseña.')
      }
      return 0
    } catch (error) {
      if (error instanceof CreateUserError) io.err(`No se creó el usuario: ${error.message}`)
      else io.err(`No se creó el usuario: ${describePoolError(error, deps.config)}`)
      return 1
    }
  })
}

/** What an admin command needs to reach its database. */
export type CliDatabaseDeps = {
  config: Config
  io: CliIo
  /** Defaults to the configured database (with the PGlite lock) with migrations applied. */
  openDatabase?: () => Promise<Database>
}

/**
 * Runs a command's work on its database, closed afterwards; exit 1 with the reason, in Spanish,
 * when it cannot be opened (another process holds the embedded one).
 */
export async function withCliDatabase(
  deps: CliDatabaseDeps,
  work: (database: Database) => Promise<number>,
): Promise<number> {
  let database: Database
  try {
    database = await (deps.openDatabase ?? (() => openAndMigrate(deps.config)))()
  } catch (error) {
    deps.io.err(describeOpenError(error, deps.config))
    return 1
  }
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

export async function openAndMigrate(config: Config): Promise<Database> {
  const database = await openConfiguredDatabase(config)
  try {
    await database.migrate()
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}

export function describeOpenError(error: unknown, config: Config): string {
  if (error instanceof DataDirLockedError) {
    return [
      `La base de datos embebida (${pgliteDir(config)}) está en uso por otro proceso (pid ${error.pid}),`,
      'probablemente la API. PGlite admite un solo proceso a la vez: detenga la API y vuelva a',
      'ejecutar el comando, o use DATABASE_URL con un servidor PostgreSQL.',
    ].join('\n')
  }
  return `No se pudo abrir la base de datos: ${error instanceof Error ? error.message : String(error)}`
}

function describePoolError(error: unknown, config: Config): string {
  const name = error instanceof Error ? error.name : ''
  const message = error instanceof Error ? error.message : String(error)
  switch (name) {
    case 'InvalidPasswordException':
      return `el grupo de usuarios rechazó la contraseña (${message}).`
    case 'UsernameExistsException':
      return 'el grupo de usuarios ya tiene una cuenta con ese correo.'
    case 'MissingAuthenticationTokenException':
    case 'UnrecognizedClientException':
    case 'InvalidSignatureException':
      return `el grupo de usuarios rechazó las credenciales de administración (${message}). Defina COGNITO_ACCESS_KEY_ID y COGNITO_SECRET_ACCESS_KEY (el grupo local acepta su par de desarrollo, ver tooling/user-pool/README.md).`
    default:
      if (/ECONNREFUSED|ENOTFOUND|fetch failed|credentials/i.test(message)) {
        return `no se pudo contactar el grupo de usuarios (${config.cognito.endpoint ?? 'AWS Cognito'}): ${message}`
      }
      return message
  }
}
