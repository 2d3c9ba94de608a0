// The columns of the incidents list: the lessor's (arrendador portal) and staff's (backoffice).
import {
  defineColumns,
  fechaColumn,
  folioColumn,
  labelColumn,
  numeroColumn,
  obraCodigoNombre,
} from '../common/columns.ts'
import type { IncidenteRow, ListIncidentesQuery } from './incidente.ts'
import { ESTADO_INCIDENTE_LABEL, TIPO_INCIDENTE_LABEL } from './vocabulary.ts'

export const incidenteColumns = defineColumns<IncidenteRow, ListIncidentesQuery>()([
  folioColumn(),
  fechaColumn('fecha', 'Fecha'),
  { id: 'activo', header: 'Equipo', value: (row) => `${row.activo.codigo} ${row.activo.modelo}` },
  labelColumn('tipo', 'Tipo', TIPO_INCIDENTE_LABEL),
  labelColumn('estado', 'Estado', ESTADO_INCIDENTE_LABEL, { sortable: true }),
  { id: 'obra', header: 'Obra', value: (row) => obraCodigoNombre(row.obra), defaultHidden: true },
  { id: 'descripcion', header: 'Descripción', value: (row) => row.descripcion },
  numeroColumn('fotosCount', 'Fotos'),
])

/** Staff's: whose asset it is first. */
export const incidenteStaffColumns = defineColumns<IncidenteRow, ListIncidentesQuery>()([
  folioColumn(),
  fechaColumn('fecha', 'Fecha'),
  { id: 'proveedor', header: 'Arrendador', value: (row) => row.proveedor.razonSocial },
  { id: 'activo', header: 'Equipo', value: (row) => `${row.activo.codigo} ${row.activo.modelo}` },
  labelColumn('tipo', 'Tipo', TIPO_INCIDENTE_LABEL),
  labelColumn('estado', 'Estado', ESTADO_INCIDENTE_LABEL, { sortable: true }),
  { id: 'obra', header: 'Obra', value: (row) => obraCodigoNombre(row.obra) },
  { id: 'descripcion', header: 'Descripción', value: (row) => row.descripcion },
])
