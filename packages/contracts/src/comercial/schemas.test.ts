import { describe, expect, it } from 'vitest'
import { createObraSchema, updateObraSchema } from './obra.ts'
import { createProveedorProvisorioSchema, validateProveedorSchema } from './proveedor.ts'
import { createRazonSocialSchema, listRazonesSocialesQuerySchema } from './razon-social.ts'

const fieldsOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('commercial schemas', () => {
  it('normalise what people type: RUT, spaces, empty optional texts, e-mail case', () => {
    const parsed = createRazonSocialSchema.parse({
      rut: ' 77.889.012-7 ',
      razonSocial: '  Inmobiliaria Andina SpA ',
      nombreFantasia: '',
      giro: 'Inmobiliaria',
      direccion: 'Av. Apoquindo 4501',
      comuna: '13114',
      email: ' Pagos@Andina.CL',
    })
    expect(parsed).toMatchObject({
      rut: '77889012-7',
      razonSocial: 'Inmobiliaria Andina SpA',
      nombreFantasia: null,
      email: 'pagos@andina.cl',
    })
  })

  it('say what is wrong in Spanish, per field', () => {
    const result = createRazonSocialSchema.safeParse({ rut: '77.889.012-6', comuna: '1' })
    expect(fieldsOf(result)).toEqual({
      rut: 'El RUT no es válido (revise el dígito verificador).',
      razonSocial: 'Ingrese la razón social.',
      giro: 'Ingrese el giro.',
      direccion: 'Ingrese la dirección.',
      comuna: 'Elige una comuna de la lista.',
    })
  })

  it('keep an obra’s dates in order on create; edits are checked by the server', () => {
    const obra = {
      nombre: 'Torre Norte',
      direccion: 'Av. Grecia 1560',
      comuna: '02101',
      constructoraId: '00000000-0000-4000-8000-000000000001',
      razonSocialId: '00000000-0000-4000-8000-000000000002',
      fechaInicio: '2026-05-01',
      fechaTermino: '2026-04-30',
    }
    expect(fieldsOf(createObraSchema.safeParse(obra))).toEqual({
      fechaTermino: 'La fecha de término no puede ser anterior a la de inicio.',
    })
    expect(updateObraSchema.safeParse({ fechaTermino: '2026-04-30', version: 1 }).success).toBe(
      true,
    )
    expect(fieldsOf(updateObraSchema.safeParse({ nombre: 'x' }))).toEqual({
      version: 'Falta la versión del registro: recargue la página e intente nuevamente.',
    })
  })

  it('let a provisional proveedor go without bank data, but not its validation', () => {
    expect(
      createProveedorProvisorioSchema.safeParse({ rut: '76543210-3', razonSocial: 'X' }).success,
    ).toBe(true)
    expect(Object.keys(fieldsOf(validateProveedorSchema.safeParse({ version: 1 })))).toEqual([
      'banco',
      'tipoCuenta',
      'numeroCuenta',
    ])
  })

  it('read list queries from the query string with defaults', () => {
    expect(listRazonesSocialesQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'razonSocial',
      dir: 'asc',
    })
    expect(
      listRazonesSocialesQuerySchema.parse({ page: '3', pageSize: 'all', activo: 'false' }),
    ).toMatchObject({ page: 3, pageSize: 'all', activo: false })
    expect(fieldsOf(listRazonesSocialesQuerySchema.safeParse({ pageSize: '101' }))).toEqual({
      pageSize: 'Filas por página: un número entre 1 y 100, o all.',
    })
  })
})
