// The lessor area's API (decision 065). Under /v1/arrendador, the arrendador portal's own calls:
// lessors only (audience `proveedor`, the catalogue's empty key), each answering only the rows of
// the signed-in user's proveedor, which the API reads from the user and never from the request.
// Beside them, operations staff's view of incidents and trips, under the asset screens' keys:
// the list's (operaciones/listar-activos) to list them, the asset detail's
// (operaciones/detalle-activo) to read one, and the asset edit's (operaciones/editar-activo) to
// review and close one.
import { entityRoutes, listRoute } from '../common/entity-routes.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { delArrendador } from './del-arrendador.ts'
import { equipoRead, listEquiposQuerySchema } from './equipo.ts'
import {
  cerrarIncidenteSchema,
  createIncidenteSchema,
  createSubidaFotoIncidenteSchema,
  fotoIncidenteParamsSchema,
  incidenteRead,
  listIncidentesQuerySchema,
  listIncidentesStaffQuerySchema,
  revisarIncidenteSchema,
} from './incidente.ts'
import {
  listReportsMaquinaBaseSchema,
  listReportsMaquinaQuerySchema,
  reportMaquinaRead,
} from './report-maquina.ts'
import { reportMaquinaColumns } from './report-maquina-columns.ts'
import {
  listViajesArrendadorQuerySchema,
  listViajesQuerySchema,
  viajeRead,
  viajeStaffRead,
  viajeWrite,
} from './viaje.ts'

const staffTags = ['incidentes y viajes de arrendadores'] as const

const equipos = delArrendador(
  'equipos',
  { singular: 'equipo', plural: 'Mis equipos', genero: 'm' },
  { ...equipoRead, query: listEquiposQuerySchema },
)
export const listEquiposRoute = equipos.list()
export const getEquipoRoute = equipos.get({
  summary: 'Uno de mis equipos, con sus movimientos y el vencimiento de sus documentos',
})

const reportsMaquina = delArrendador(
  'reports-maquina',
  { singular: 'report', plural: 'Reports de mis máquinas', genero: 'm' },
  {
    ...reportMaquinaRead,
    query: listReportsMaquinaQuerySchema,
    exportQuery: listReportsMaquinaBaseSchema,
    columns: reportMaquinaColumns,
  },
)
export const listReportsMaquinaRoute = reportsMaquina.list()
export const exportReportsMaquinaRoute = reportsMaquina.export({}, (query) =>
  conPeriodoValido(query),
)

const viajes = delArrendador(
  'viajes',
  { singular: 'viaje', plural: 'Mis viajes', genero: 'm' },
  { ...viajeRead, ...viajeWrite, query: listViajesQuerySchema },
)
export const listViajesRoute = viajes.list()
export const getViajeRoute = viajes.get()
export const createViajeRoute = viajes.create({ summary: 'Registrar un viaje' })
export const updateViajeRoute = viajes.update({
  summary: 'Corregir uno de mis viajes (con la versión leída)',
})

const incidentes = delArrendador(
  'incidentes',
  { singular: 'incidente', plural: 'Mis incidentes', genero: 'm' },
  { ...incidenteRead, create: createIncidenteSchema, query: listIncidentesQuerySchema },
)
export const listIncidentesRoute = incidentes.list()
export const getIncidenteRoute = incidentes.get({
  summary: 'Uno de mis incidentes, con sus fotos y su estado',
})
export const createIncidenteRoute = incidentes.create({
  summary: 'Informar un incidente en uno de mis equipos, con fotos',
})
export const createSubidaFotoIncidenteRoute = incidentes.upload(
  {
    summary: 'Dónde subir una foto de un incidente, antes de informarlo',
    answer: 'Dónde enviarla',
  },
  createSubidaFotoIncidenteSchema,
)
export const getDescargaFotoIncidenteRoute = incidentes.link(
  'fotos/{fotoId}/descarga',
  { summary: 'Enlace breve para ver una foto de uno de mis incidentes' },
  fotoIncidenteParamsSchema,
)

// Operations staff (backoffice).

const incidentesStaff = entityRoutes({
  path: '/v1/incidentes',
  tags: staffTags,
  nombre: { singular: 'incidente', plural: 'Incidentes de arrendadores', genero: 'm' },
  schemas: { ...incidenteRead, query: listIncidentesStaffQuerySchema },
  permission: 'operaciones/editar-activo',
})
export const listIncidentesStaffRoute = incidentesStaff.list('operaciones/listar-activos')
export const getIncidenteStaffRoute = incidentesStaff.get({
  permission: 'operaciones/detalle-activo',
  summary: 'Un incidente, con sus fotos',
})
export const reviewIncidenteRoute = incidentesStaff.action(
  'revision',
  {
    summary: 'Tomar un incidente abierto en revisión',
    answer: 'En revisión',
  },
  revisarIncidenteSchema,
)
export const closeIncidenteRoute = incidentesStaff.action(
  'cierre',
  {
    summary: 'Cerrar un incidente, con lo que se hizo',
    answer: 'Cerrado',
  },
  cerrarIncidenteSchema,
)
export const getDescargaFotoIncidenteStaffRoute = incidentesStaff.link(
  'fotos/{fotoId}/descarga',
  {
    permission: 'operaciones/detalle-activo',
    summary: 'Enlace breve para ver una foto de un incidente',
  },
  fotoIncidenteParamsSchema,
)

export const listViajesArrendadorRoute = listRoute(
  '/v1/viajes-arrendador',
  staffTags,
  { permission: 'operaciones/listar-activos', summary: 'Viajes de los camiones de arrendadores' },
  { query: listViajesArrendadorQuerySchema, page: viajeStaffRead.viajeArrendadorPageSchema },
)
