// Errors a handler throws to answer with the JSON error body of contracts (`apiErrorSchema`):
// a stable code for programs and a Spanish message for people.
import type { ApiError, ErrorCode } from '@cordillera/contracts'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export class ApiHttpError extends Error {
  override name = 'ApiHttpError'
  readonly status: ContentfulStatusCode
  readonly code: ErrorCode
  readonly fields: Record<string, string> | undefined
  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message)
    this.status = status
    this.code = code
    this.fields = fields
  }

  toBody(): ApiError {
    return errorBody(this.code, this.message, this.fields)
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  id?: string,
): ApiError {
  return { error: { code, message, ...(fields && { fields }), ...(id && { id }) } }
}

export const messages = {
  noAutenticado: 'Debe iniciar sesión para continuar.',
  sesionInvalida: 'Su sesión no es válida o expiró. Inicie sesión nuevamente.',
  usuarioNoHabilitado: 'Su usuario no está habilitado en Cordillera. Contacte a un administrador.',
  prohibido: 'No tiene permiso para realizar esta acción.',
  soloPersonal: 'Esta acción es solo para el personal de Cordillera.',
  soloArrendadores: 'Esta acción es solo para usuarios arrendadores.',
  soloOperadores: 'Esta acción es solo para operadores con ficha de operador.',
  soloPersonalInterno:
    'Esta acción es solo para el personal de Cordillera; clientes de obra y operadores no tienen acceso.',
  faltaPermiso: (key: string) =>
    `No tiene permiso para realizar esta acción: requiere también el permiso ${key}.`,
  noEncontrado: 'El recurso solicitado no existe.',
  entradaInvalida: 'Los datos enviados no son válidos.',
  jsonInvalido: 'El cuerpo de la solicitud no es un JSON válido.',
  tipoContenido: 'El cuerpo de la solicitud debe enviarse como JSON (application/json).',
  conflicto: 'Otro usuario modificó este registro. Recargue e intente nuevamente.',
  errorInternoConCodigo: (id: string) =>
    `Ocurrió un error inesperado. Intente nuevamente en unos minutos; si se repite, informe el código ${id}.`,
  textoNoValido: 'Hay texto con caracteres no permitidos.',
  caracterNulo: 'El texto contiene un carácter nulo (NUL), que no se puede guardar.',
  utf8NoValido:
    'El cuerpo de la solicitud no es texto UTF-8 válido: envíelo codificado en UTF-8, sin bytes sueltos.',
  parametroDesconocido: 'Parámetro no admitido en esta ruta.',
  parametrosDesconocidos: (names: readonly string[]) =>
    names.length === 1
      ? `El parámetro ${names[0]} no se admite en esta ruta.`
      : `Los parámetros ${names.join(', ')} no se admiten en esta ruta.`,
  cuerpoDemasiadoGrande: (limit: string) =>
    `El cuerpo de la solicitud supera el máximo de ${limit}.`,
} as const

export const unauthorized = (message: string = messages.noAutenticado) =>
  new ApiHttpError(401, 'no_autenticado', message)
export const forbidden = (message: string = messages.prohibido) =>
  new ApiHttpError(403, 'prohibido', message)
export const notFound = (message: string = messages.noEncontrado) =>
  new ApiHttpError(404, 'no_encontrado', message)
export const conflict = (message: string = messages.conflicto) =>
  new ApiHttpError(409, 'conflicto', message)
