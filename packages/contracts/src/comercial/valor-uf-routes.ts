// The API routes of the valor UF table: list, one day, create, edit, delete and the CSV import.
// Reading is open to every staff user (the catalogue's empty key): every quotation screen needs
// the day's value. Writing takes `comercial/crear-cotizacion`: who quotes in UF keeps the values
// (docs/decisions/021-valor-uf-table-kept-by-staff.md).
import { defineRoute } from '../api-route.ts'
import { entityRoutes } from '../common/entity-routes.ts'
import {
  createValorUfSchema,
  listValoresUfQuerySchema,
  updateValorUfSchema,
  valorUfParamsSchema,
  valorUfRead,
} from './valor-uf.ts'
import { importacionValoresUfSchema, importarValoresUfSchema } from './valor-uf-import.ts'

const tags = ['valores UF'] as const
const escritura = 'comercial/crear-cotizacion'
const valoresUf = entityRoutes({
  path: '/v1/valores-uf',
  tags,
  nombre: { singular: 'valor UF', plural: 'Valores UF', genero: 'm' },
  schemas: {
    ...valorUfRead,
    query: listValoresUfQuerySchema,
    create: createValorUfSchema,
    update: updateValorUfSchema,
  },
  itemPath: '/v1/valores-uf/{fecha}',
  itemParams: valorUfParamsSchema,
  permission: escritura,
})

export const listValoresUfRoute = valoresUf.list({
  permission: '',
  summary: 'Valores UF: página por fecha (la más reciente primero), con rango desde/hasta',
})
export const getValorUfRoute = valoresUf.get({
  permission: '',
  summary: 'El valor UF de un día (404 si no está registrado: no se usa el de otro día)',
  answer: 'El valor del día',
})
export const createValorUfRoute = valoresUf.create({
  summary: 'Registrar el valor UF de un día',
  answer: 'Registrado',
})

export const importValoresUfRoute = defineRoute({
  method: 'post',
  path: '/v1/valores-uf/importar',
  summary: 'Importar valores UF diarios desde un CSV (todo o nada)',
  tags,
  permission: escritura,
  body: importarValoresUfSchema,
  responses: { 200: { description: 'Importado', schema: importacionValoresUfSchema } },
})

export const updateValorUfRoute = valoresUf.update({
  summary: 'Corregir el valor UF de un día (con la versión leída)',
  answer: 'Corregido',
})
export const deleteValorUfRoute = valoresUf.delete({
  summary: 'Eliminar el valor UF de un día',
})
