// The users area, declared once: users of every kind (with disable, enable and reset of the
// password), their perfiles, and a lessor's users under its proveedor — their calls (each typed by
// its route in @cordillera/contracts), what a write of each makes stale, and their query options.
import {
  createPerfilRoute,
  createUsuarioArrendadorRoute,
  createUsuarioRoute,
  deletePerfilRoute,
  deleteUsuarioRoute,
  disableUsuarioRoute,
  enableUsuarioRoute,
  exportUsuariosRoute,
  getPerfilRoute,
  getUsuarioRoute,
  listPerfilesRoute,
  listUsuariosArrendadorRoute,
  listUsuariosRoute,
  resetPasswordUsuarioRoute,
  updatePerfilRoute,
  updateUsuarioRoute,
} from '@cordillera/contracts'
import { defineArea } from '../define-area.ts'
import type { QueryInput } from '../resource.ts'

export const usuariosArea = defineArea({
  area: 'usuarios',
  /** The entities whose cached lists or details show data of the one written. */
  affects: {
    // A user's row names its perfiles; a perfil's row counts its users.
    usuarios: ['perfiles'],
    // A perfil's name and keys show in its users' rows and details (their effective keys).
    perfiles: ['usuarios'],
  },
  calls: ({ list, listUnder, get, create, update, delete: remove, export: download }) => ({
    usuarios: {
      list: list(listUsuariosRoute),
      export: download(exportUsuariosRoute),
      get: get(getUsuarioRoute),
      /** Answers the user and its temporary password, this once. */
      create: create(createUsuarioRoute),
      update: update(updateUsuarioRoute),
      delete: remove(deleteUsuarioRoute),
      /** `disable(id, { version })`: refused by the API at once, its sessions ended. */
      disable: update(disableUsuarioRoute),
      enable: update(enableUsuarioRoute),
      /** The password stops working; the user gets a code by e-mail to define a new one. */
      resetPassword: update(resetPasswordUsuarioRoute),
    },
    /** A lessor's users: `list(proveedorId, query)`, `create(proveedorId, body)`. */
    usuariosArrendador: {
      list: listUnder(listUsuariosArrendadorRoute),
      create: update(createUsuarioArrendadorRoute),
    },
    perfiles: {
      list: list(listPerfilesRoute),
      get: get(getPerfilRoute),
      create: create(createPerfilRoute),
      update: update(updatePerfilRoute),
      delete: remove(deletePerfilRoute),
    },
  }),
  queries: (calls, { entity, list }) => ({
    usuarios: entity('usuarios', calls.usuarios, { nameOf: (detail) => detail.nombre }),
    /** One lessor's users, cached among the users (a write of any user makes them stale). */
    usuariosArrendador: (proveedorId: string) =>
      list(
        'usuarios',
        `proveedor:${proveedorId}`,
        Object.assign(
          (query: QueryInput<typeof listUsuariosArrendadorRoute>, signal?: AbortSignal) =>
            calls.usuariosArrendador.list(proveedorId, query, signal),
          { filters: calls.usuariosArrendador.list.filters },
        ),
      ),
    perfiles: entity('perfiles', calls.perfiles, { nameOf: (detail) => detail.nombre }),
  }),
})

/** `usuariosApi(api).usuarios.create(body)`, `usuariosApi(api).perfiles.list(query)`. */
export const usuariosApi = usuariosArea.client
export type UsuariosApi = ReturnType<typeof usuariosApi>

/** `usuariosQueries(api).usuarios.detail(id)`: the users area's query options. */
export const usuariosQueries = usuariosArea.queries
export type UsuariosQueries = ReturnType<typeof usuariosQueries>
