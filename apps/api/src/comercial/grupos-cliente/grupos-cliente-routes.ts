// Mounts the grupos cliente routes (contracts: comercial/grupo-cliente-routes.ts). The export is
// mounted before the detail, whose `{id}` would otherwise take "exportar".
import {
  createGrupoClienteRoute,
  deleteGrupoClienteRoute,
  exportGruposClienteRoute,
  getGrupoClienteRoute,
  listGruposClienteRoute,
  updateGrupoClienteRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { createGrupoCliente } from './create-grupo-cliente.ts'
import { deleteGrupoCliente } from './delete-grupo-cliente.ts'
import { exportGruposCliente } from './export-grupos-cliente.ts'
import { getGrupoCliente } from './get-grupo-cliente.ts'
import { listGruposCliente } from './list-grupos-cliente.ts'
import { updateGrupoCliente } from './update-grupo-cliente.ts'

export function registerGruposClienteRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listGruposClienteRoute, listGruposCliente)
  mount.export(exportGruposClienteRoute, exportGruposCliente)
  mount.get(getGrupoClienteRoute, getGrupoCliente)
  mount.create(createGrupoClienteRoute, createGrupoCliente)
  mount.update(updateGrupoClienteRoute, updateGrupoCliente)
  mount.delete(deleteGrupoClienteRoute, deleteGrupoCliente)
}
