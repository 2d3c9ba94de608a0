// The API routes of the fleet's availability: the counts and timelines of a period, and the
// choices of its filters (commercial staff hold no operations key to read tipos and flotas).
import { defineRoute } from '../api-route.ts'
import {
  disponibilidadFlotaQuerySchema,
  disponibilidadFlotaSchema,
  disponibilidadOpcionesSchema,
} from './disponibilidad-flota.ts'

const tags = ['disponibilidad-flota'] as const

export const getDisponibilidadFlotaRoute = defineRoute({
  method: 'get',
  path: '/v1/disponibilidad-flota',
  summary:
    'Disponibilidad de flota: por tipo de activo y por día, cuántos están en arriendo, en taller, de baja y libres',
  tags,
  permission: 'comercial/disponibilidad-flota',
  query: disponibilidadFlotaQuerySchema,
  responses: { 200: { description: 'El periodo, por tipo', schema: disponibilidadFlotaSchema } },
})

export const getDisponibilidadFlotaOpcionesRoute = defineRoute({
  method: 'get',
  path: '/v1/disponibilidad-flota/opciones',
  summary: 'Disponibilidad de flota: los tipos de activo y las flotas para filtrar',
  tags,
  permission: 'comercial/disponibilidad-flota',
  responses: { 200: { description: 'Tipos y flotas', schema: disponibilidadOpcionesSchema } },
})
