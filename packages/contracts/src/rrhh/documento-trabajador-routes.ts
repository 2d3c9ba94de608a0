// The documents of a worker, under its path. The spec gives the documents screen no key; it is
// reached from the worker's detail and holds personal papers (medical exams), so every call takes
// the worker's detail key, `rrhh/detalle-trabajador` (decision 037), for staff only, never an
// operator or a site client (audience `staff`).
import { documentoRoutes } from '../common/documento-routes.ts'
import { documentoTrabajadorSchemas } from './documento-trabajador.ts'

export const {
  listDocumentosTrabajadorRoute,
  createSubidaDocumentoTrabajadorRoute,
  createDocumentoTrabajadorRoute,
  updateDocumentoTrabajadorRoute,
  deleteDocumentoTrabajadorRoute,
  getDescargaDocumentoTrabajadorRoute,
} = documentoRoutes(
  'Trabajador',
  '/v1/trabajadores/{id}',
  ['documentos de trabajadores'],
  'un trabajador',
  { permission: 'rrhh/detalle-trabajador', audience: 'staff' },
  documentoTrabajadorSchemas,
)
