// What the users' forms and the API refuse alike: each kind's rule, unknown keys by their place,
// the e-mail as the pool's username.
import { describe, expect, it } from 'vitest'
import { createPerfilSchema } from './perfil.ts'
import { createUsuarioSchema, updateUsuarioSchema } from './usuario.ts'

const obra = '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22'
const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('createUsuarioSchema', () => {
  it('keeps the e-mail in lower case and the keys sorted without repeats', () => {
    const parsed = createUsuarioSchema.parse({
      nombre: ' Ana Pérez ',
      email: ' Ana.Perez@Cordillera.CL ',
      tipo: 'cordillera',
      permisos: ['rrhh/listar-trabajadores', 'comercial/listar-obras', 'rrhh/listar-trabajadores'],
    })
    expect(parsed).toMatchObject({
      nombre: 'Ana Pérez',
      email: 'ana.perez@cordillera.cl',
      permisos: ['comercial/listar-obras', 'rrhh/listar-trabajadores'],
    })
  })

  it("refuses what is not the kind's: a site client without obras, staff with obras or an operator's record", () => {
    expect(
      messages(createUsuarioSchema.safeParse({ nombre: 'A', email: 'a@b.cl', tipo: 'cliente' })),
    ).toEqual({
      obraIds: 'Elija al menos una obra.',
    })
    expect(
      messages(
        createUsuarioSchema.safeParse({
          nombre: 'A',
          email: 'a@b.cl',
          tipo: 'cordillera',
          obraIds: [obra],
          operadorId: obra,
        }),
      ),
    ).toEqual({
      obraIds: 'Solo un cliente de obra tiene obras.',
      operadorId: 'Solo un usuario operador tiene ficha de operador.',
    })
    expect(
      messages(createUsuarioSchema.safeParse({ nombre: 'A', email: 'a@b.cl', tipo: 'operador' })),
    ).toEqual({
      operadorId: 'Elija el operador.',
    })
  })

  it('names each unknown key at its place', () => {
    const result = createPerfilSchema.safeParse({
      nombre: 'P',
      permisos: ['comercial/listar-obras', 'comercial/volar', 7],
    })
    expect(messages(result)).toEqual({
      'permisos.1': 'El permiso comercial/volar no existe en el catálogo.',
      'permisos.2': 'Cada permiso debe ser texto.',
    })
  })

  it('leaves out of an edit what it does not send, and takes no e-mail or kind', () => {
    expect(updateUsuarioSchema.parse({ version: 3, email: 'x@y.cl', tipo: 'cliente' })).toEqual({
      version: 3,
    })
  })
})
