// The arguments of `npm run user -- create`, validated with zod and explained in Spanish.
import { parseArgs } from 'node:util'
import { passwordSchema, rutSchema, tipoUsuarioSchema } from '@cordillera/contracts'
import { isKnownKey } from '@cordillera/permissions'
import { z } from 'zod'
import '../zod-spanish.ts'

export const CREATE_USAGE = `Uso:
  npm run user -- create --email CORREO --password CONTRASEÑA --tipo cordillera|proveedor
                         [--nombre "NOMBRE COMPLETO"] [--su] [--permisos clave1,clave2]
                         [--proveedor RUT] [--obra CÓDIGO[,CÓDIGO…]]

Crea el usuario en el grupo de usuarios (contraseña definitiva) y en la base de datos.
  --tipo proveedor exige --proveedor (RUT de un proveedor existente).
  --obra asocia al usuario como cliente de esas obras.`

const missing = (flag: string) => `Falta ${flag}.`

// Only keys of the route catalogue: a typo would otherwise grant nothing, silently.
const permissionKey = z.string().refine(isKnownKey, {
  error: (issue) =>
    `La clave de permiso '${String(issue.input)}' no existe (vea npm run routes; ej.: rrhh/listar-trabajadores).`,
})

const list = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')

export const createUserArgsSchema = z
  .object({
    email: z
      .string({ error: missing('--email') })
      .trim()
      .toLowerCase()
      .pipe(z.email('El correo no es válido.')),
    password: z.string({ error: missing('--password') }).pipe(passwordSchema),
    tipo: z.enum(tipoUsuarioSchema.options, {
      error: (issue) =>
        issue.input === undefined
          ? missing('--tipo')
          : "El tipo debe ser 'cordillera' o 'proveedor'.",
    }),
    nombre: z.string().trim().min(1, 'El nombre no puede quedar vacío.').optional(),
    su: z.boolean().default(false),
    permisos: z.array(permissionKey).default([]),
    proveedor: rutSchema.optional(),
    obras: z.array(z.string().min(1)).default([]),
  })
  .superRefine((args, ctx) => {
    if (args.tipo === 'proveedor' && !args.proveedor) {
      ctx.addIssue({
        code: 'custom',
        path: ['proveedor'],
        message: 'Un usuario de tipo proveedor necesita --proveedor RUT.',
      })
    }
    if (args.tipo === 'cordillera' && args.proveedor) {
      ctx.addIssue({
        code: 'custom',
        path: ['proveedor'],
        message: '--proveedor solo corresponde a usuarios de tipo proveedor.',
      })
    }
    if (args.tipo === 'proveedor' && args.su) {
      ctx.addIssue({
        code: 'custom',
        path: ['su'],
        message: 'Un usuario proveedor no puede ser su.',
      })
    }
  })

export type CreateUserArgs = z.infer<typeof createUserArgsSchema>

export type ParsedArgs = { ok: true; args: CreateUserArgs } | { ok: false; errors: string[] }

export function parseCreateUserArgs(argv: string[]): ParsedArgs {
  let values: Record<string, string | boolean | string[] | undefined>
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        tipo: { type: 'string' },
        nombre: { type: 'string' },
        su: { type: 'boolean' },
        permisos: { type: 'string', multiple: true },
        proveedor: { type: 'string' },
        obra: { type: 'string', multiple: true },
      },
    }).values
  } catch (error) {
    return { ok: false, errors: [describeParseError(error)] }
  }

  const result = createUserArgsSchema.safeParse({
    ...values,
    permisos: list(values.permisos as string[] | undefined),
    obras: list(values.obra as string[] | undefined),
  })
  if (result.success) return { ok: true, args: result.data }
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const flag = issue.path[0] === 'obras' ? 'obra' : String(issue.path[0] ?? '')
      return flag ? `--${flag}: ${issue.message}` : issue.message
    }),
  }
}

function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const option = /'(-{1,2}[^']+)'/.exec(message)?.[1]
  if (/Unknown option/i.test(message)) return `Opción desconocida: ${option ?? message}.`
  if (/argument missing/i.test(message)) return `Falta el valor de ${option ?? 'una opción'}.`
  if (/positional/i.test(message))
    return `Argumento inesperado: ${message.split("'")[1] ?? message}.`
  return `Argumentos no válidos: ${message}`
}
