// What the client says when the API's answer carries no usable error body (a proxy's HTML page,
// a dropped connection, an unexpected shape): the code and Spanish message by HTTP status.
import type { ErrorCode } from '@cordillera/contracts'

export type Fallback = { code: ErrorCode; message: string }

export const unreachable: Fallback = {
  code: 'servicio_no_disponible',
  message: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
}

export const invalidResponse: Fallback = {
  code: 'error_interno',
  message: 'El servidor respondió algo inesperado. Intenta de nuevo en unos momentos.',
}

export function fallbackForStatus(status: number): Fallback {
  if (status === 401)
    return { code: 'no_autenticado', message: 'Tu sesión expiró. Inicia sesión de nuevo.' }
  if (status === 403) return { code: 'prohibido', message: 'No tienes permiso para hacer esto.' }
  if (status === 404) return { code: 'no_encontrado', message: 'No encontramos lo que buscas.' }
  if (status === 409)
    return {
      code: 'conflicto',
      message: 'Alguien más cambió estos datos. Recarga e intenta de nuevo.',
    }
  if (status === 400 || status === 422) {
    return { code: 'entrada_invalida', message: 'Revisa los datos ingresados.' }
  }
  if (status === 502 || status === 503 || status === 504) return unreachable
  return invalidResponse
}
