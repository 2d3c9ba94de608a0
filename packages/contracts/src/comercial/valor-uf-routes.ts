// The API routes of the valor UF table: list, one day, create, edit, delete and the CSV import.
// Reading is open to every staff user (the catalogue's empty key): every quotation screen needs
// the day's value. Writing takes `comercial/crear-cotizacion`: who quotes in UF keeps the values
// (docs/decisions/021-valor-uf-table-kept-by-staff.md).
import { defineRoute } from '../api-route.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  createValorUfSchema,
  listValoresUfQuerySchema,
  updateValorUfSchema,
  valorUfDetailSchema,
  valorUfPageSchema,
  valorUfParamsSchema,
} from './valor-uf.ts'
import { importacionValoresUfSchema, importarValoresUfSchema } from './valor-uf-import.ts'

const tags = ['valores UF'] as const

export const listValoresUfRoute = defineRoute({
  method: 'get',
  path: '/v1/valores-uf',
  summary: 'Valores UF: página por fecha (la más reciente primero), con rango desde/hasta',
  tags,
  permission: '',
  query: listValoresUfQuerySchema,
  responses: { 200: { description: 'Una página', schema: valorUfPageSchema } },
})

export const getValorUfRoute = defineRoute({
  method: 'get',
  path: '/v1/valores-uf/{fecha}',
  summary: 'El valor UF de un día (404 si no está registrado: no se usa el de otro día)',
  tags,
  permission: '',
  params: valorUfParamsSchema,
  responses: { 200: { description: 'El valor del día', schema: valorUfDetailSchema } },
})

export const createValorUfRoute = defineRoute({
  method: 'post',
  path: '/v1/valores-uf',
  summary: 'Registrar el valor UF de un día',
  tags,
  permission: 'comercial/crear-cotizacion',
  body: createValorUfSchema,
  responses: { 201: { description: 'Registrado', schema: valorUfDetailSchema } },
})

export const importValoresUfRoute = defineRoute({
  method: 'post',
  path: '/v1/valores-uf/importar',
  summary: 'Importar valores UF diarios desde un CSV (todo o nada)',
  tags,
  permission: 'comercial/crear-cotizacion',
  body: importarValoresUfSchema,
  responses: { 200: { description: 'Importado', schema: importacionValoresUfSchema } },
})

export const updateValorUfRoute = defineRoute({
  method: 'patch',
  path: '/v1/valores-uf/{fecha}',
  summary: 'Corregir el valor UF de un día (con la versión leída)',
  tags,
  permission: 'comercial/crear-cotizacion',
  params: valorUfParamsSchema,
  body: updateValorUfSchema,
  responses: { 200: { description: 'Corregido', schema: valorUfDetailSchema } },
})

export const deleteValorUfRoute = defineRoute({
  method: 'delete',
  path: '/v1/valores-uf/{fecha}',
  summary: 'Eliminar el valor UF de un día',
  tags,
  permission: 'comercial/crear-cotizacion',
  params: valorUfParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
