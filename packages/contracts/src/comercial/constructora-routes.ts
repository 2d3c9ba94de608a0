import { entityRoutes } from '../common/entity-routes.ts'
import {
  constructoraRead,
  constructoraWrite,
  listConstructorasQuerySchema,
} from './constructora.ts'
import { constructoraColumns } from './constructora-columns.ts'
import { createConstructoraObraSchema, obraDetailSchema } from './obra.ts'

const constructoras = entityRoutes({
  path: '/v1/constructoras',
  tags: ['constructoras'],
  nombre: { singular: 'constructora', plural: 'Constructoras', genero: 'f' },
  schemas: {
    ...constructoraRead,
    ...constructoraWrite,
    query: listConstructorasQuerySchema,
    columns: constructoraColumns,
  },
  audience: 'staff',
  permission: '',
})

export const listConstructorasRoute = constructoras.list()
export const exportConstructorasRoute = constructoras.export()
export const getConstructoraRoute = constructoras.get({ summary: 'Constructora con sus obras' })
export const createConstructoraRoute = constructoras.create()
export const updateConstructoraRoute = constructoras.update()
export const deleteConstructoraRoute = constructoras.delete({
  summary: 'Eliminar constructora (sin obras)',
})

export const createConstructoraObraRoute = constructoras.action(
  'obras',
  {
    // It creates an obra: whoever may not create one from the obras list may not create it here.
    alsoRequires: ['comercial/crear-obra'],
    summary: 'Agregar obra a la constructora',
    answer: 'Obra creada',
    answers: obraDetailSchema,
    status: 201,
  },
  createConstructoraObraSchema,
)
