// An entity's route family and schemas declared once: what the API registers and the data client
// calls from a family — paths, params, the delete's version, the export's query, the answers and
// their default words — and the bodies, rows and OpenAPI names the schema helpers give.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineColumns, obraColumn, razonSocialColumn, selectFilter } from './columns.ts'
import { documentoParamsSchema } from './documento.ts'
import { entityRoutes, listRoute } from './entity-routes.ts'
import { readSchemas, writeSchemas } from './entity-schemas.ts'
import { idParamsSchema, textoObligatorio } from './fields.ts'
import { listQuerySchema } from './list-query.ts'
import { deletedResponse, deleteQuerySchema } from './route-parts.ts'

const gruaWrite = writeSchemas('Grua', { nombre: textoObligatorio('el nombre', 80) })
const { createGruaSchema: create, updateGruaSchema: update } = gruaWrite
const gruaRead = readSchemas('Grua', { id: z.uuid(), nombre: z.string() }, { notas: z.string() })
const { gruaRowSchema: row, gruaDetailSchema: detail, gruaPageSchema: page } = gruaRead
const query = listQuerySchema(['nombre'], 'nombre', {
  activa: z.enum(['true', 'false']).optional(),
})
type Row = z.infer<typeof row>
const columns = defineColumns<Row, z.input<typeof query>>()([
  { id: 'nombre', header: 'Nombre', value: (r) => r.nombre, sortable: true },
])

const gruas = entityRoutes({
  path: '/v1/gruas',
  tags: ['gruas'],
  nombre: { singular: 'grúa', plural: 'Grúas', genero: 'f' },
  schemas: { query, page, detail, create, update, columns },
})

describe('entityRoutes', () => {
  it('builds the six routes of a family from their keys, with the default words of the entity', () => {
    expect(gruas.list('operaciones/listar-marcas')).toEqual({
      method: 'get',
      path: '/v1/gruas',
      summary: 'Grúas: página con búsqueda, filtros y orden',
      tags: ['gruas'],
      permission: 'operaciones/listar-marcas',
      query,
      responses: { 200: { description: 'Una página', schema: page } },
    })
    expect(gruas.get('operaciones/detalle-flota')).toMatchObject({
      method: 'get',
      path: '/v1/gruas/{id}',
      summary: 'Grúa',
      params: idParamsSchema,
      responses: { 200: { description: 'La grúa', schema: detail } },
    })
    expect(gruas.create('operaciones/crear-marca')).toMatchObject({
      method: 'post',
      path: '/v1/gruas',
      summary: 'Crear grúa',
      body: create,
      responses: { 201: { description: 'Creada', schema: detail } },
    })
    expect(gruas.update('operaciones/editar-marca')).toMatchObject({
      method: 'patch',
      path: '/v1/gruas/{id}',
      summary: 'Editar grúa (con la versión leída)',
      body: update,
      responses: { 200: { description: 'Editada', schema: detail } },
    })
    expect(gruas.delete('operaciones/listar-marcas')).toMatchObject({
      method: 'delete',
      path: '/v1/gruas/{id}',
      params: idParamsSchema,
      query: deleteQuerySchema,
      responses: { 204: deletedResponse },
    })
  })

  it('exports with the list query without its paging, plus the format and the columns', () => {
    const route = gruas.export('operaciones/exportar-activo')
    expect(route.path).toBe('/v1/gruas/exportar')
    expect(Object.keys(route.query.shape).sort()).toEqual(
      ['activa', 'columns', 'dir', 'format', 'q', 'sort'].sort(),
    )
    expect(route.query.parse({ columns: 'nombre' })).toMatchObject({
      format: 'csv',
      columns: ['nombre'],
    })
    expect(route.query.safeParse({ columns: 'precio' }).success).toBe(false)
  })

  it('adds only the audience and alsoRequires a call names, and its own summary and answer', () => {
    const route = gruas.get({
      permission: '',
      audience: 'staff',
      alsoRequires: ['comercial/crear-obra'],
      summary: 'Grúa con sus mantenciones',
      answer: 'La ficha',
    })
    expect(route).toMatchObject({
      permission: '',
      audience: 'staff',
      alsoRequires: ['comercial/crear-obra'],
      summary: 'Grúa con sus mantenciones',
      responses: { 200: { description: 'La ficha' } },
    })
    expect(gruas.list('operaciones/listar-marcas')).not.toHaveProperty('audience')
    expect(gruas.list('operaciones/listar-marcas')).not.toHaveProperty('alsoRequires')
  })

  it('places a nested entity under its parent, and an action under the item', () => {
    const piezas = entityRoutes({
      path: '/v1/gruas/{id}/piezas',
      tags: ['gruas'],
      nombre: { singular: 'pieza', plural: 'Piezas', genero: 'f' },
      schemas: { detail, create },
      collectionParams: idParamsSchema,
      itemPath: '/v1/gruas/{id}/piezas/{documentoId}',
      itemParams: documentoParamsSchema,
      audience: 'staff',
    })
    expect(piezas.create('')).toMatchObject({
      path: '/v1/gruas/{id}/piezas',
      params: idParamsSchema,
      audience: 'staff',
    })
    expect(piezas.delete('').params).toBe(documentoParamsSchema)
    const rechazo = z.object({ motivo: z.string() })
    expect(
      gruas.action(
        'rechazo',
        { permission: 'comercial/rechazar-solicitud', summary: 'Rechazar', answer: 'Rechazada' },
        rechazo,
      ),
    ).toMatchObject({
      method: 'post',
      path: '/v1/gruas/{id}/rechazo',
      body: rechazo,
      responses: { 200: { description: 'Rechazada', schema: detail } },
    })
  })

  it('takes the objects readSchemas and writeSchemas give whole, each schema by its name', () => {
    const whole = entityRoutes({
      path: '/v1/gruas',
      tags: ['gruas'],
      nombre: { singular: 'grúa', plural: 'Grúas', genero: 'f' },
      schemas: { ...gruaRead, ...gruaWrite, query, columns },
    })
    const key = 'operaciones/listar-marcas'
    expect(whole.list(key)).toEqual(gruas.list(key))
    expect(whole.get(key)).toEqual(gruas.get(key))
    expect(whole.create(key)).toEqual(gruas.create(key))
    expect(whole.update(key)).toEqual(gruas.update(key))
    expect(whole.delete(key)).toEqual(gruas.delete(key))
    expect(Object.keys(whole.export(key).query.shape)).toEqual(
      Object.keys(gruas.export(key).query.shape),
    )
    expect(whole.get('operaciones/detalle-flota').responses[200].schema).toBe(detail)
    expect(whole.update('operaciones/editar-marca').body).toBe(update)
    // A schema named by its role wins over an entity's: a contact's row is its detail.
    const contactos = entityRoutes({
      path: '/v1/gruas/{id}/contactos',
      tags: ['gruas'],
      nombre: { singular: 'contacto', plural: 'Contactos', genero: 'm' },
      schemas: { ...gruaRead, detail: row },
    })
    expect(contactos.get('operaciones/detalle-flota').responses[200].schema).toBe(row)
    expect(contactos.list('operaciones/listar-marcas').responses[200].schema).toBe(page)
  })

  it('gives a list of its own path with listRoute', () => {
    expect(
      listRoute(
        '/v1/gruas-en-taller',
        ['gruas'],
        { permission: '', summary: 'En taller' },
        {
          query,
          page,
        },
      ),
    ).toMatchObject({ method: 'get', path: '/v1/gruas-en-taller', summary: 'En taller', query })
  })
})

describe('writeSchemas and readSchemas', () => {
  it('names the bodies and rows for OpenAPI and asks the update for the version it read', () => {
    expect(create.meta()?.id).toBe('CrearGrua')
    expect(update.meta()?.id).toBe('EditarGrua')
    expect(row.meta()?.id).toBe('Grua')
    expect(detail.meta()?.id).toBe('GruaDetalle')
    expect(update.safeParse({}).success).toBe(false)
    expect(update.parse({ version: 3 })).toEqual({ version: 3 })
  })

  it('gives every row its bookkeeping and the detail who created and changed it', () => {
    expect(Object.keys(row.shape)).toEqual(['id', 'nombre', 'version', 'creadoEn', 'actualizadoEn'])
    expect(Object.keys(detail.shape)).toEqual([
      'id',
      'nombre',
      'version',
      'creadoEn',
      'actualizadoEn',
      'notas',
      'creadoPor',
      'actualizadoPor',
    ])
    expect(Object.keys(page.shape)).toContain('items')
  })
})

describe('selectFilter', () => {
  it('offers each value with its label, from a map or a function', () => {
    expect(selectFilter(['a', 'b'], { a: 'Uno', b: 'Dos' })).toEqual({
      type: 'select',
      options: [
        { value: 'a', label: 'Uno' },
        { value: 'b', label: 'Dos' },
      ],
    })
    expect(selectFilter(['x'], (value) => value.toUpperCase()).options).toEqual([
      { value: 'x', label: 'X' },
    ])
  })
})

describe('obraColumn and razonSocialColumn', () => {
  const row = {
    obra: { codigo: 'OB-0001', nombre: 'Edificio Central' },
    razonSocial: { razonSocial: 'Constructora Ñuñoa SpA' },
  }

  it('name the obra by its código and name and the razón social by its name', () => {
    expect(obraColumn<typeof row>()).toMatchObject({ id: 'obra', header: 'Obra' })
    expect(obraColumn<typeof row>().value(row)).toBe('OB-0001 Edificio Central')
    expect(obraColumn<typeof row>({ sortable: true })).toMatchObject({ sortable: true })
    expect(razonSocialColumn<typeof row>()).toMatchObject({
      id: 'razonSocial',
      header: 'Razón social',
    })
    expect(razonSocialColumn<typeof row>().value(row)).toBe('Constructora Ñuñoa SpA')
  })
})
