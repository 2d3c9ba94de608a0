// Mounts the perfiles' routes (contracts: usuarios/perfil-routes.ts).
import {
  createPerfilRoute,
  deletePerfilRoute,
  getPerfilRoute,
  listPerfilesRoute,
  updatePerfilRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { createPerfil } from './create-perfil.ts'
import { deletePerfil } from './delete-perfil.ts'
import { getPerfil } from './get-perfil.ts'
import { listPerfiles } from './list-perfiles.ts'
import { updatePerfil } from './update-perfil.ts'

export function registerPerfilesRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listPerfilesRoute, listPerfiles)
  mount.get(getPerfilRoute, getPerfil)
  mount.create(createPerfilRoute, createPerfil)
  mount.update(updatePerfilRoute, updatePerfil)
  mount.delete(deletePerfilRoute, deletePerfil)
}
