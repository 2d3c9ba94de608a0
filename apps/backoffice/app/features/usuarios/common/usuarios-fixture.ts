// What the users screens' tests answer for the API, through the real data client over a fake
// fetch (so the answers are parsed by the routes' own schemas, as in the browser): a staff user
// with a perfil, two perfiles, the signed-in administrator (/v1/me) and whatever a test sets.
import type { Me, PerfilRow, UsuarioDetail, UsuarioRow } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { vi } from 'vitest'

export const ADMIN = '0a0a0a0a-1b1b-4c2c-8d3d-4e4e4e4e4e4e'
export const USUARIO = '5f2e1d0c-3b4a-4968-8776-655443322110'
export const COMERCIAL = '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d'
export const RRHH = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e'
export const OBRA = '8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f'
const NOW = '2026-11-28T13:30:00.000Z'

export const perfilComercial: PerfilRow = {
  id: COMERCIAL,
  nombre: 'Comercial',
  descripcion: 'Razones sociales, obras y cotizaciones',
  permisos: ['comercial/listar-obras', 'comercial/listar-razones-sociales'],
  usuariosCount: 3,
  version: 2,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

export const perfilRrhh: PerfilRow = {
  id: RRHH,
  nombre: 'RRHH',
  descripcion: null,
  permisos: ['rrhh/listar-trabajadores'],
  usuariosCount: 0,
  version: 1,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

export const usuarioRow: UsuarioRow = {
  id: USUARIO,
  nombre: 'Camila Soto Rivas',
  email: 'camila.soto@cordillera.cl',
  tipo: 'cordillera',
  su: false,
  activo: true,
  perfiles: [{ id: COMERCIAL, nombre: 'Comercial' }],
  proveedor: null,
  obrasCount: 0,
  version: 4,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

export const usuarioDetail: UsuarioDetail = {
  ...usuarioRow,
  permisos: ['operaciones/listar-activos'],
  permisosEfectivos: [
    'comercial/listar-obras',
    'comercial/listar-razones-sociales',
    'operaciones/listar-activos',
  ],
  obras: [],
  operador: null,
  acceso: { estado: 'CONFIRMED', habilitado: true },
  creadoPor: null,
  actualizadoPor: null,
}

export const page = <Row>(items: Row[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  nextCursor: null,
  prevCursor: null,
})

/** The signed-in administrator as /v1/me answers it. */
export const me = (id = ADMIN): Me => ({
  id,
  email: 'admin@cordillera.cl',
  nombreUsuario: 'Administración',
  permisos: [],
  su: true,
  tipo: 'cordillera',
  navigationMenu: [],
  proveedor: null,
  obraIds: [],
  operadorId: null,
})

type Answer = { status?: number; body: unknown }
type Call = { method: string; path: string; search: URLSearchParams; body: unknown }

/**
 * The API: `answers` by `METHOD /path` (a test may change them before it acts), /v1/me as the
 * administrator, anything else 404. Every call is kept, its body parsed.
 */
export function usuariosApiDePrueba(answers: Record<string, Answer>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    calls.push({
      method,
      path: url.pathname,
      search: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    })
    const answer = answers[`${method} ${url.pathname}`] ??
      (url.pathname === '/v1/me' ? { body: me() } : undefined) ?? {
        status: 404,
        body: { error: { code: 'no_encontrado', message: 'No encontrado.' } },
      }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })
  /** The calls made with that method and path. */
  const sent = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path)
  return { api, answers, calls, sent }
}

export const PROVEEDOR = '9d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a'

/** A lessor's user. */
export const arrendadorRow: UsuarioRow = {
  ...usuarioRow,
  id: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
  nombre: 'Patricio Vergara Tapia',
  email: 'patricio@arriendos-sur.cl',
  tipo: 'proveedor',
  perfiles: [],
  proveedor: { id: PROVEEDOR, razonSocial: 'Arriendos Sur SpA' },
}
