// The documents of a worker, under its path. The spec gives the documents screen no key; it is
// reached from the worker's detail and holds personal papers (medical exams), so every call takes
// the worker's detail key, `rrhh/detalle-trabajador` (decision 037), for staff only, never an
// operator or a site client (audience `staff`).
import { documentoRoutes } from '../common/documento-routes.ts'
import {
  createDocumentoTrabajadorSchema,
  documentosTrabajadorSchema,
  documentoTrabajadorRowSchema,
  updateDocumentoTrabajadorSchema,
} from './documento-trabajador.ts'

const documentos = documentoRoutes(
  '/v1/trabajadores/{id}',
  ['documentos de trabajadores'],
  'un trabajador',
  { permission: 'rrhh/detalle-trabajador', audience: 'staff' },
  {
    list: documentosTrabajadorSchema,
    row: documentoTrabajadorRowSchema,
    create: createDocumentoTrabajadorSchema,
    update: updateDocumentoTrabajadorSchema,
  },
)

export const listDocumentosTrabajadorRoute = documentos.list
export const createSubidaDocumentoTrabajadorRoute = documentos.subida
export const createDocumentoTrabajadorRoute = documentos.create
export const updateDocumentoTrabajadorRoute = documentos.update
export const deleteDocumentoTrabajadorRoute = documentos.delete
export const getDescargaDocumentoTrabajadorRoute = documentos.descarga
