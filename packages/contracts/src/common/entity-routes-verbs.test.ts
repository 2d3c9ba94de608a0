// A family that names its key once, and the verbs beside the six: what else a collection or an
// item answers to a GET (`view`, `itemView`), a file's upload ticket (`upload`) and download link
// (`link`), a list never paged, and an action that changes part of an item (`patch`).
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import {
  descargaDocumentoSchema,
  documentoParamsSchema,
  subidaDocumentoSchema,
} from './documento.ts'
import { entityRoutes } from './entity-routes.ts'
import { idParamsSchema } from './fields.ts'

const detail = z.object({ id: z.uuid(), nombre: z.string() })
const query = z.object({ desde: z.string().optional() })
const nombre = { singular: 'grúa', plural: 'Grúas', genero: 'f' } as const

const gruas = entityRoutes({
  path: '/v1/gruas',
  tags: ['gruas'],
  nombre,
  schemas: { detail, page: z.object({ items: z.array(detail) }) },
  permission: 'operaciones/detalle-flota',
})

describe('a family that names its key', () => {
  it('gives it to every call that names none, and lets a call name another', () => {
    expect(gruas.get()).toMatchObject({ permission: 'operaciones/detalle-flota', summary: 'Grúa' })
    expect(gruas.list({ summary: 'Todas las grúas' })).toMatchObject({
      permission: 'operaciones/detalle-flota',
      summary: 'Todas las grúas',
    })
    expect(gruas.delete('operaciones/listar-flotas').permission).toBe('operaciones/listar-flotas')
    expect(gruas.get({ permission: '', summary: 'Otra' }).permission).toBe('')
    expectTypeOf(gruas.get().permission).toEqualTypeOf<'operaciones/detalle-flota'>()
    expectTypeOf(gruas.delete('').permission).toEqualTypeOf<''>()
  })

  it('asks every call of a family without a key for one', () => {
    const sinClave = entityRoutes({ path: '/v1/gruas', tags: ['gruas'], nombre, schemas: {} })
    // @ts-expect-error: a keyless family's call names its key
    expect(() => sinClave.get()).toThrow('/v1/gruas: a call names no permission key')
    // @ts-expect-error: words alone are not a key
    expect(() => sinClave.get({ summary: 'Grúa' })).toThrow()
    expect(sinClave.get('').permission).toBe('')
  })

  it('lists a collection never paged without a query', () => {
    const route = gruas.list({ summary: 'Todas', answer: 'Sus grúas' })
    expect(route).not.toHaveProperty('query')
    expect(route.responses[200].description).toBe('Sus grúas')
  })
})

describe('the verbs beside the six', () => {
  const counts = z.object({ total: z.number() })

  it('answers a GET under the collection, with its query when it has one', () => {
    expect(
      gruas.view('conteos', { summary: 'Cuántas', answer: 'Los conteos' }, counts, query),
    ).toEqual({
      method: 'get',
      path: '/v1/gruas/conteos',
      summary: 'Cuántas',
      tags: ['gruas'],
      permission: 'operaciones/detalle-flota',
      query,
      responses: { 200: { description: 'Los conteos', schema: counts } },
    })
    expect(
      gruas.opciones({ summary: 'Para elegir', answer: 'Las opciones' }, counts),
    ).not.toHaveProperty('query')
  })

  it('answers a GET under one item with the item params', () => {
    expect(
      gruas.itemView('libres', { summary: 'Libres', answer: 'Por ítem' }, counts, query),
    ).toMatchObject({
      method: 'get',
      path: '/v1/gruas/{id}/libres',
      params: idParamsSchema,
      query,
      responses: { 200: { description: 'Por ítem', schema: counts } },
    })
  })

  it('gives a file its upload ticket under the collection and its link under the item', () => {
    const body = z.object({ nombre: z.string() })
    expect(gruas.upload({ summary: 'Dónde subir', answer: 'Dónde enviarlo' }, body)).toMatchObject({
      method: 'post',
      path: '/v1/gruas/subidas',
      body,
      responses: { 201: { description: 'Dónde enviarlo', schema: subidaDocumentoSchema } },
    })
    expect(
      gruas.link('fotos/{documentoId}/descarga', { summary: 'Ver' }, documentoParamsSchema),
    ).toMatchObject({
      method: 'get',
      path: '/v1/gruas/{id}/fotos/{documentoId}/descarga',
      params: documentoParamsSchema,
      responses: { 200: { description: 'El enlace', schema: descargaDocumentoSchema } },
    })
    expect(gruas.link('descarga', { summary: 'Ver', answer: 'Dónde descargarlo' })).toMatchObject({
      params: idParamsSchema,
      responses: { 200: { description: 'Dónde descargarlo' } },
    })
  })

  it('posts under the collection a write that is no plain create', () => {
    const body = z.object({ csv: z.string() })
    const answers = z.object({ importados: z.number() })
    expect(
      gruas.collectionAction(
        'importar',
        { summary: 'Importar', answer: 'Importado', answers },
        body,
      ),
    ).toMatchObject({
      method: 'post',
      path: '/v1/gruas/importar',
      body,
      responses: { 200: { description: 'Importado', schema: answers } },
    })
    expect(
      gruas.collectionAction('adicion', { summary: 'Sumar', answer: 'Sumada', status: 201 }, body)
        .responses,
    ).toEqual({ 201: { description: 'Sumada', schema: detail } })
  })

  it('changes part of an item with PATCH', () => {
    const body = z.object({ nombre: z.string() })
    expect(
      gruas.action('nombre', { summary: 'Renombrar', answer: 'Renombrada' }, body, 'patch'),
    ).toMatchObject({
      method: 'patch',
      path: '/v1/gruas/{id}/nombre',
      responses: { 200: { description: 'Renombrada', schema: detail } },
    })
  })
})
