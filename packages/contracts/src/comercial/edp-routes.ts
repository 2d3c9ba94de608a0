// The API routes of estados de pago (EDP). Staff's (`/v1/edp`): edp-generados' list with its tabs'
// counts and export, the detail, the preview of a draft, the creation from a contract, the edit
// and the five moves of the workflow. The site client's (`/v1/edp-cliente`): its obras' EDPs once
// sent to it, and its answer (aprobar, observar); another obra's answers 404, never 403.
//
// Keys (decision 061): each route takes the key of the screen that shows it. The tabs
// revision-comercial-2, revision-obra and aprobado-obra have no key in the catalogue: they are
// views of edp-generados and take its key, comercial/listar-edp, as every keyless child of a keyed
// screen does (decision 037). Creating reads the contract's items and tariffs, so it also needs
// the contract's detail key. The site client's routes take the one key its area holds,
// comercial/listar-solicitudes-cliente, and reach only its obras' EDPs. The EDP's PDF and XLSX
// take the list's export key (comercial/exportar-edp), from its row and its detail alike.
import { defineRoute } from '../api-route.ts'
import { archivoRoute } from '../common/archivo-route.ts'
import { entityRoutes } from '../common/entity-routes.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import {
  createEdpSchema,
  edpConteosQuerySchema,
  edpConteosSchema,
  edpDashboardQuerySchema,
  edpDashboardSchema,
  edpPreviewSchema,
  edpRead,
  listEdpClienteQuerySchema,
  listEdpQueryBase,
  listEdpQuerySchema,
  observarEdpSchema,
  previewEdpQuerySchema,
  transicionEdpSchema,
  updateEdpSchema,
} from './edp.ts'
import { edpColumns } from './edp-columns.ts'

const tags = ['edp'] as const
const nombre = { singular: 'EDP', plural: 'EDP', genero: 'm' } as const
const LISTAR = 'comercial/listar-edp'
/** Creating (and previewing) reads the contract's items and tariffs: its detail key too. */
const crear = {
  permission: 'comercial/crear-edp',
  alsoRequires: ['comercial/detalle-contrato'],
} as const
const edp = entityRoutes({
  path: '/v1/edp',
  tags,
  nombre,
  schemas: {
    ...edpRead,
    query: listEdpQuerySchema,
    exportQuery: listEdpQueryBase,
    create: createEdpSchema,
    update: updateEdpSchema,
    columns: edpColumns,
  },
  permission: LISTAR,
})

export const listEdpRoute = edp.list({
  summary: 'EDP generados: página por pestaña (estado), obra, razón social, período y monto',
})
export const exportEdpRoute = edp.export('comercial/exportar-edp', (query) =>
  conPeriodoValido(query, { diasMax: null }),
)
export const countEdpRoute = edp.view(
  'conteos',
  {
    summary: 'EDP generados: cuántos hay en cada pestaña con los mismos filtros',
    answer: 'Cuántos por estado',
  },
  edpConteosSchema,
  edpConteosQuerySchema,
)
export const previewEdpRoute = edp.view(
  'previsualizacion',
  {
    ...crear,
    summary:
      'Borrador del EDP de un contrato y período, calculado sin guardarlo: líneas, evidencia, problemas y totales',
    answer: 'El borrador',
  },
  edpPreviewSchema,
  previewEdpQuerySchema,
)
export const getEdpRoute = edp.get({
  summary: 'EDP con sus líneas, evidencia, historial y revisiones',
})
/** The EDP as a file, from the list's row and the detail alike (the list's export key). */
const archivo = {
  path: '/v1/edp',
  tags,
  permission: 'comercial/exportar-edp',
  folio: 'EDP-000012',
} as const
export const exportEdpPdfRoute = archivoRoute(
  archivo,
  'pdf',
  'EDP en PDF (texto seleccionable): líneas, evidencia, valor UF, totales y aprobaciones',
)
export const exportEdpXlsxRoute = archivoRoute(
  archivo,
  'xlsx',
  'EDP en Excel: resumen, líneas, evidencia e historial, una hoja cada uno',
)
export const createEdpRoute = edp.create({
  ...crear,
  summary:
    'Crear el EDP de un contrato y período (por defecto el mes anterior); 409 si el período se cruza con otro',
  answer: 'Creado (revisión comercial 1)',
})
export const updateEdpRoute = edp.update({
  permission: 'comercial/editar-edp',
  summary: 'Editar un EDP en revisión comercial (OC, HES, líneas manuales); recalcula los totales',
})

export const sendEdpRoute = edp.action(
  'enviar-a-obra',
  {
    permission: 'comercial/edp-revision-comercial-1',
    summary: 'Enviar a obra un EDP en revisión comercial 1',
    answer: 'En revisión obra',
  },
  transicionEdpSchema,
)
export const observeEdpRoute = edp.action(
  'observar',
  {
    summary: 'Registrar la observación de la obra (comentario obligatorio, por línea opcional)',
    answer: 'Observado por obra',
  },
  observarEdpSchema,
)
export const takeEdpObservationRoute = edp.action(
  'tomar-observacion',
  {
    permission: 'comercial/edp-observado-obra',
    summary: 'Tomar la observación de la obra (pasa a revisión comercial 2)',
    answer: 'En revisión comercial 2',
  },
  transicionEdpSchema,
)
export const resendEdpRoute = edp.action(
  'reenviar',
  {
    summary: 'Reenviar a obra como nueva revisión (la anterior queda de solo lectura)',
    answer: 'En revisión obra, nueva revisión',
  },
  transicionEdpSchema,
)
export const approveEdpRoute = edp.action(
  'aprobar',
  {
    summary: 'Registrar la aprobación de la obra (queda cerrado)',
    answer: 'Aprobado por obra',
  },
  transicionEdpSchema,
)

// ---- site clients: only the EDPs of their own obras, once sent to them ------------------------

const clienteTags = ['edp-cliente'] as const
const CLIENTE = 'comercial/listar-solicitudes-cliente'
const edpCliente = entityRoutes({
  path: '/v1/edp-cliente',
  tags: clienteTags,
  nombre,
  schemas: { ...edpRead, query: listEdpClienteQuerySchema },
  permission: CLIENTE,
})

export const listEdpClienteRoute = edpCliente.list({
  summary: 'EDP de las obras del usuario que se le han enviado',
})
export const getEdpClienteRoute = edpCliente.get({
  summary: 'Un EDP de una obra del usuario con sus líneas y evidencia (404 si es de otra obra)',
})
export const approveEdpClienteRoute = edpCliente.action(
  'aprobar',
  { summary: 'Aprobar un EDP en revisión obra', answer: 'Aprobado por obra' },
  transicionEdpSchema,
)
export const observeEdpClienteRoute = edpCliente.action(
  'observar',
  {
    summary: 'Observar un EDP en revisión obra (comentario obligatorio, por línea opcional)',
    answer: 'Observado por obra',
  },
  observarEdpSchema,
)

/** The site's copy of its EDP as a PDF (what it approves or observes), 404 as the detail's. */
export const exportEdpClientePdfRoute = archivoRoute(
  { path: '/v1/edp-cliente', tags: clienteTags, permission: CLIENTE, folio: 'EDP-000012' },
  'pdf',
  'Un EDP de una obra del usuario en PDF (404 si es de otra obra)',
)

// ---- edp-dashboard ------------------------------------------------------------------------------

export const getEdpDashboardRoute = defineRoute({
  method: 'get',
  path: '/v1/edp-dashboard',
  summary:
    'Dashboard EDP: cantidades y montos por etapa, antigüedad, por obra y por mes, facturado y aprobado este mes',
  tags: ['edp-dashboard'],
  permission: 'comercial/edp-dashboard',
  query: edpDashboardQuerySchema,
  responses: { 200: { description: 'El tablero', schema: edpDashboardSchema } },
})
