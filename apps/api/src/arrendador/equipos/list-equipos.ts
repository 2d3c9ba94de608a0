// GET /v1/arrendador/equipos: a page of the signed-in lessor's assets.
import { listOfProveedor } from '../proveedor-of.ts'
import { equipoSource } from './equipo-rows.ts'

export const listEquipos = listOfProveedor(equipoSource)
