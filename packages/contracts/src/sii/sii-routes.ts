// The SII's electronic documents' routes (issue 25). The settings (decision 087, amended): the
// company's tax settings, its signing certificate and its CAFs, under the screen's key
// (`sistema/configuracion-tributaria`, configuracion-tributaria; no profile holds it, so su by
// default). The issued documents (decisions 088 and 090): Emitir factura from an EDP under the
// EDP's key, Emitir guía from a movement under the logistics' keys, the list of issued documents
// (documentos-tributarios, the EDP list's key; a guía's rows also need the logistics' key) and
// each document's XML and PDF, keyed by its tipo in the API.
import type { z } from 'zod'
import { defineRoute } from '../api-route.ts'
import { archivoRoute } from '../common/archivo-route.ts'
import { entityRoutes } from '../common/entity-routes.ts'
import { idParamsSchema } from '../common/fields.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import {
  cafSchema,
  cafsSchema,
  certificadoSchema,
  createCafSchema,
  uploadCertificadoSchema,
} from './certificado.ts'
import { configuracionTributariaSchema, putConfiguracionTributariaSchema } from './configuracion.ts'
import {
  documentosTributariosQueryBase,
  documentoTributarioPageSchema,
  dteEmitidoSchema,
  emitirFacturaSchema,
  emitirGuiaSchema,
  listDocumentosTributariosQuerySchema,
} from './documento.ts'
import { documentoTributarioColumns } from './documento-columns.ts'

const tags = ['sii'] as const
/** The settings' screen's key (configuracion-tributaria). */
const CONFIGURACION = { permission: 'sistema/configuracion-tributaria', audience: 'staff' } as const

/**
 * The GET and PUT of one of the company's rows at `path`: what it is, and saving it (version 0
 * the first time, then the version read; a stale one is a 409).
 */
const unaDeLaEmpresa = <
  const P extends string,
  const R extends z.ZodType,
  const B extends z.ZodType,
>(
  path: P,
  says: { get: string; put: string; answer: string },
  schema: R,
  body: B,
) => {
  const shared = {
    path,
    tags,
    ...CONFIGURACION,
    responses: { 200: { description: says.answer, schema } },
  } as const
  return {
    get: defineRoute({ method: 'get', summary: says.get, ...shared }),
    put: defineRoute({
      method: 'put',
      summary: `${says.put} (versión 0 la primera vez, luego la leída)`,
      ...shared,
      body,
    }),
  }
}

export const { get: getConfiguracionTributariaRoute, put: putConfiguracionTributariaRoute } =
  unaDeLaEmpresa(
    '/v1/sii/configuracion',
    {
      get: 'La configuración tributaria de la empresa, emisora de los DTE',
      put: 'Guardar la configuración tributaria',
      answer: 'La configuración tributaria',
    },
    configuracionTributariaSchema,
    putConfiguracionTributariaSchema,
  )

export const { get: getCertificadoRoute, put: uploadCertificadoRoute } = unaDeLaEmpresa(
  '/v1/sii/certificado',
  {
    get: 'El certificado digital con que se firman los DTE: RUT, nombre y vigencia',
    put: 'Cargar o reemplazar el certificado digital (.p12/.pfx en base64, con su contraseña)',
    answer: 'El certificado, sin su llave ni su contraseña',
  },
  certificadoSchema,
  uploadCertificadoSchema,
)

const cafs = entityRoutes({
  path: '/v1/sii/cafs',
  tags,
  nombre: { singular: 'CAF', plural: 'CAF', genero: 'm' },
  schemas: { page: cafsSchema, detail: cafSchema, create: createCafSchema },
  ...CONFIGURACION,
})
export const listCafsRoute = cafs.list({
  summary: 'Los CAF cargados, por tipo y rango, con sus folios usados y restantes',
  answer: 'Los CAF',
})
export const getCafRoute = cafs.get({ summary: 'Un CAF' })
export const createCafRoute = cafs.create({
  summary: 'Cargar un CAF del SII (su XML en base64)',
  answer: 'El CAF cargado',
})

// ---- issued documents (decision 088) ----------------------------------------------------------

/**
 * Emitir factura is an action of the EDP screen that shows it approved (edp-generados'
 * aprobado-obra tab, keyless, so edp-generados' key: decision 061), which is also the EDP's own
 * read key; its XML is read under the same key.
 */
const EDP_APROBADO = 'comercial/listar-edp'

export const emitirFacturaRoute = defineRoute({
  method: 'post',
  path: '/v1/edp/{id}/factura',
  summary:
    'Emitir la factura electrónica (33) de un EDP aprobado por obra: folio, timbre, firma, validación con los esquemas del SII; 409 si ya tiene una',
  tags,
  permission: EDP_APROBADO,
  params: idParamsSchema,
  body: emitirFacturaSchema,
  responses: { 201: { description: 'La factura emitida', schema: dteEmitidoSchema } },
})

/**
 * Emitir guía de despacho is an action of the logistics screen that records and shows movements
 * (its key records them), on a movement read under the history's key.
 */
export const emitirGuiaRoute = defineRoute({
  method: 'post',
  path: '/v1/movimientos/{id}/guia',
  summary:
    'Emitir la guía de despacho electrónica (52) de un despacho o un retiro: folio, timbre, firma, validación con los esquemas del SII; su folio pasa a ser la guía del movimiento; 409 si ya tiene una',
  tags,
  permission: 'operaciones/logistica-activos',
  alsoRequires: ['operaciones/historico-movimientos'],
  params: idParamsSchema,
  body: emitirGuiaSchema,
  responses: { 201: { description: 'La guía emitida', schema: dteEmitidoSchema } },
})

/** The issued documents' list (documentos-tributarios): the EDP list's key, its menu's. */
const documentos = entityRoutes({
  path: '/v1/sii/documentos',
  tags,
  nombre: { singular: 'documento tributario', plural: 'Documentos tributarios', genero: 'm' },
  schemas: {
    query: listDocumentosTributariosQuerySchema,
    exportQuery: documentosTributariosQueryBase,
    page: documentoTributarioPageSchema,
    columns: documentoTributarioColumns,
  },
  permission: EDP_APROBADO,
})

export const listDocumentosTributariosRoute = documentos.list({
  summary:
    'Documentos tributarios emitidos (facturas 33 y guías de despacho 52): página con búsqueda del receptor (RUT o razón social), filtros y orden; las guías solo a quien tiene además operaciones/logistica-activos',
})
export const exportDocumentosTributariosRoute = documentos.export(
  {
    summary:
      'Documentos tributarios emitidos: exportación CSV o Excel (las guías solo a quien tiene además operaciones/logistica-activos)',
  },
  (query) => conPeriodoValido(query, { diasMax: null }),
)

/**
 * An issued document's files: for staff, keyed in the API by the document's tipo (decision 090):
 * a factura (33) under the EDP's key, a guía (52) under either movements' screen key
 * (operaciones/logistica-activos or operaciones/historico-movimientos).
 */
const DESCARGA = { permission: '', audience: 'staff' } as const
const porTipo =
  'factura (33): comercial/listar-edp; guía de despacho (52): operaciones/logistica-activos u operaciones/historico-movimientos'

export const getDteXmlRoute = defineRoute({
  method: 'get',
  path: '/v1/sii/documentos/{id}/xml',
  summary: `El EnvioDTE firmado de un documento emitido, en ISO-8859-1, como descarga; ${porTipo}`,
  tags,
  ...DESCARGA,
  params: idParamsSchema,
  responses: {
    200: {
      description:
        'application/xml (ISO-8859-1); el nombre (`DTE-33-F000001.xml`) va en Content-Disposition',
    },
  },
})

export const getDtePdfRoute = archivoRoute(
  { path: '/v1/sii/documentos', tags, ...DESCARGA, folio: 'DTE-33-F000001' },
  'pdf',
  `La representación impresa de un documento emitido, con su timbre electrónico (PDF417); ${porTipo}`,
)
