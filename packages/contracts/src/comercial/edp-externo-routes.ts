// The API routes of the external EDPs (staff's side; decision 064) and of the lessor agreements.
//
// Keys: the catalogue gives the external EDP's screens (listar, its create child, gestionar,
// editar) no key, so their routes take the empty key with the default audience of keyless routes,
// `staff` (tipo cordillera, neither an operator nor a site client): lessors, site clients and
// operators answer 403 whatever their keys, su passes. The agreements are kept from the
// proveedor's edit screen and take its key, comercial/editar-proveedor.
import type { z } from 'zod'
import { archivoRoute } from '../common/archivo-route.ts'
import { entityRoutes } from '../common/entity-routes.ts'
import { idParamsSchema } from '../common/fields.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import {
  aceptarSolicitudAjusteSchema,
  createEdpExternoSchema,
  edpExternoDetailSchema,
  edpExternoPreviewSchema,
  edpExternoRead,
  listEdpExternosQueryBase,
  listEdpExternosQuerySchema,
  previewEdpExternoQuerySchema,
  rechazarSolicitudAjusteSchema,
  solicitudAjusteParamsSchema,
  transicionEdpExternoSchema,
  updateEdpExternoSchema,
} from './edp-externo.ts'
import {
  acuerdoArriendoParamsSchema,
  acuerdoArriendoRead,
  acuerdoArriendoWrite,
  acuerdosArriendoSchema,
} from './edp-externo-acuerdo.ts'
import { edpExternoColumns } from './edp-externo-columns.ts'

const tags = ['edp-externos'] as const
const edpExterno = entityRoutes({
  path: '/v1/edp-externos',
  tags,
  nombre: { singular: 'EDP externo', plural: 'EDP externos', genero: 'm' },
  schemas: {
    ...edpExternoRead,
    query: listEdpExternosQuerySchema,
    exportQuery: listEdpExternosQueryBase,
    create: createEdpExternoSchema,
    update: updateEdpExternoSchema,
    columns: edpExternoColumns,
  },
  permission: '',
})

export const listEdpExternosRoute = edpExterno.list({
  summary: 'EDP externos: página por estado, obra, proveedor y período',
})
export const exportEdpExternosRoute = edpExterno.export('', (query) =>
  conPeriodoValido(query, { diasMax: null }),
)
export const previewEdpExternoRoute = edpExterno.view(
  'previsualizacion',
  {
    summary:
      'Borrador del EDP externo de una obra, un proveedor y un período, calculado sin guardarlo',
    answer: 'El borrador',
  },
  edpExternoPreviewSchema,
  previewEdpExternoQuerySchema,
)
export const getEdpExternoRoute = edpExterno.get({
  summary: 'EDP externo con sus líneas, evidencia, historial, revisiones y solicitudes de ajuste',
})
export const createEdpExternoRoute = edpExterno.create({
  summary:
    'Crear el EDP externo de una obra, un proveedor y un período; 409 si se cruza con otro o si hay problemas que lo bloquean',
  answer: 'Creado (borrador)',
})
export const updateEdpExternoRoute = edpExterno.update({
  summary: 'Editar un EDP externo en borrador (líneas manuales); recalcula los totales',
})
export const emitEdpExternoRoute = edpExterno.action(
  'emitir',
  { summary: 'Emitir al arrendador un EDP externo en borrador', answer: 'Emitido' },
  transicionEdpExternoSchema,
)
/** Staff's answer to a lessor's adjustment request: the EDP as it stands after it. */
const solicitudesAjuste = entityRoutes({
  path: '/v1/edp-externos/{id}/solicitudes-ajuste',
  tags,
  nombre: { singular: 'solicitud de ajuste', plural: 'Solicitudes de ajuste', genero: 'f' },
  schemas: { detail: edpExternoDetailSchema },
  itemPath: '/v1/edp-externos/{id}/solicitudes-ajuste/{solicitudId}',
  itemParams: solicitudAjusteParamsSchema,
  permission: '',
})
export const acceptSolicitudAjusteRoute = solicitudesAjuste.action(
  'aceptar',
  {
    summary:
      'Aceptar la solicitud de ajuste del arrendador: nueva revisión con el monto solicitado (la anterior queda de solo lectura)',
    answer: 'Aceptada',
  },
  aceptarSolicitudAjusteSchema,
)
export const rejectSolicitudAjusteRoute = solicitudesAjuste.action(
  'rechazar',
  { summary: 'Rechazar la solicitud de ajuste del arrendador con un motivo', answer: 'Rechazada' },
  rechazarSolicitudAjusteSchema,
)
const archivo = { path: '/v1/edp-externos', tags, permission: '', folio: 'EDPE-000012' } as const
export const exportEdpExternoPdfRoute = archivoRoute(
  archivo,
  'pdf',
  'EDP externo en PDF: líneas, evidencia, valor UF y totales',
)
export const exportEdpExternoXlsxRoute = archivoRoute(
  archivo,
  'xlsx',
  'EDP externo en Excel: resumen, líneas, evidencia e historial',
)

// ---- lessor agreements, from the proveedor's edit screen ----------------------------------------

const acuerdos = entityRoutes({
  path: '/v1/proveedores/{id}/acuerdos-arriendo',
  tags: ['proveedores'],
  nombre: { singular: 'acuerdo de arriendo', plural: 'Acuerdos de arriendo', genero: 'm' },
  schemas: { ...acuerdoArriendoRead, ...acuerdoArriendoWrite, page: acuerdosArriendoSchema },
  collectionParams: idParamsSchema,
  itemPath: '/v1/proveedores/{id}/acuerdos-arriendo/{acuerdoId}',
  itemParams: acuerdoArriendoParamsSchema,
  permission: 'comercial/editar-proveedor',
})

/** Every agreement at once (never paged), with the assets the proveedor owns. */
export const listAcuerdosArriendoRoute = acuerdos.list({
  summary: 'Acuerdos de arriendo de un proveedor (tarifas de sus activos) y los activos que posee',
  answer: 'Sus acuerdos',
})
export const createAcuerdoArriendoRoute = acuerdos.create({
  summary: 'Agregar un acuerdo de arriendo (general o de una obra) a un proveedor',
})
export const updateAcuerdoArriendoRoute = acuerdos.update()
export const deleteAcuerdoArriendoRoute = acuerdos.delete()

/** The ids a solicitud's route names, for the typed client. */
export type SolicitudAjusteParams = z.input<typeof solicitudAjusteParamsSchema>
