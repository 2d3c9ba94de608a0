// The SII's electronic documents' settings (issue 25, first part; decision 087): the company's
// tax settings, its signing certificate and its CAFs. Staff routes with no key of the catalogue:
// the API lets only su through (`apps/api/src/sii/`), as the route walk checks.
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  cafSchema,
  cafsSchema,
  certificadoSchema,
  createCafSchema,
  uploadCertificadoSchema,
} from './certificado.ts'
import { configuracionTributariaSchema, putConfiguracionTributariaSchema } from './configuracion.ts'

const tags = ['sii'] as const
const soloSu = { permission: '', audience: 'staff', tags } as const

export const getConfiguracionTributariaRoute = defineRoute({
  method: 'get',
  path: '/v1/sii/configuracion',
  summary: 'La configuración tributaria de la empresa (emisor de DTE); solo superusuario',
  ...soloSu,
  responses: { 200: { description: 'La configuración', schema: configuracionTributariaSchema } },
})

export const putConfiguracionTributariaRoute = defineRoute({
  method: 'put',
  path: '/v1/sii/configuracion',
  summary:
    'Guardar la configuración tributaria (versión 0 la primera vez, luego la leída); solo superusuario',
  ...soloSu,
  body: putConfiguracionTributariaSchema,
  responses: {
    200: { description: 'La configuración guardada', schema: configuracionTributariaSchema },
  },
})

export const getCertificadoRoute = defineRoute({
  method: 'get',
  path: '/v1/sii/certificado',
  summary:
    'El certificado digital con que se firman los DTE (RUT, nombre, vigencia); solo superusuario',
  ...soloSu,
  responses: {
    200: { description: 'El certificado, sin su llave ni contraseña', schema: certificadoSchema },
  },
})

export const uploadCertificadoRoute = defineRoute({
  method: 'put',
  path: '/v1/sii/certificado',
  summary:
    'Cargar o reemplazar el certificado digital (.p12/.pfx en base64, con su contraseña); solo superusuario',
  ...soloSu,
  body: uploadCertificadoSchema,
  responses: { 200: { description: 'El certificado cargado', schema: certificadoSchema } },
})

export const listCafsRoute = defineRoute({
  method: 'get',
  path: '/v1/sii/cafs',
  summary:
    'Los CAF cargados, por tipo y rango, con sus folios usados y restantes; solo superusuario',
  ...soloSu,
  responses: { 200: { description: 'Los CAF', schema: cafsSchema } },
})

export const getCafRoute = defineRoute({
  method: 'get',
  path: '/v1/sii/cafs/{id}',
  summary: 'Un CAF; solo superusuario',
  ...soloSu,
  params: idParamsSchema,
  responses: { 200: { description: 'El CAF', schema: cafSchema } },
})

export const createCafRoute = defineRoute({
  method: 'post',
  path: '/v1/sii/cafs',
  summary: 'Cargar un CAF del SII (su XML en base64); solo superusuario',
  ...soloSu,
  body: createCafSchema,
  responses: { 201: { description: 'El CAF cargado', schema: cafSchema } },
})
