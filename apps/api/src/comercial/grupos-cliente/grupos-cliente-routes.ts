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
import { registerEntityRoutes } from '../../http/entity-routes.ts'
import { createGrupoCliente } from './create-grupo-cliente.ts'
import { deleteGrupoCliente } from './delete-grupo-cliente.ts'
import { exportGruposCliente } from './export-grupos-cliente.ts'
import { getGrupoCliente } from './get-grupo-cliente.ts'
import { listGruposCliente } from './list-grupos-cliente.ts'
import { updateGrupoCliente } from './update-grupo-cliente.ts'

export function registerGruposClienteRoutes(app: OpenAPIHono<AppEnv>) {
  registerEntityRoutes(app, {
    list: [listGruposClienteRoute, listGruposCliente],
    export: [exportGruposClienteRoute, exportGruposCliente],
    get: [getGrupoClienteRoute, getGrupoCliente],
    create: [createGrupoClienteRoute, createGrupoCliente],
    update: [updateGrupoClienteRoute, updateGrupoCliente],
    delete: [deleteGrupoClienteRoute, deleteGrupoCliente],
  })
}
