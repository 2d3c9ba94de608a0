// The columns of the lessor's equipos list (arrendador portal).
import {
  codigoColumn,
  defineColumns,
  estadoActivoColumn,
  fechaHoraText,
  numeroColumn,
  obraCodigoNombre,
} from '../common/columns.ts'
import type { EquipoRow, ListEquiposQuery } from './equipo.ts'

export const equipoColumns = defineColumns<EquipoRow, ListEquiposQuery>()([
  codigoColumn(),
  { id: 'tipoActivo', header: 'Tipo', value: (row) => row.tipoActivo },
  { id: 'modelo', header: 'Modelo', value: (row) => `${row.marca} ${row.modelo}` },
  { id: 'patente', header: 'Patente', value: (row) => row.patente, defaultHidden: true },
  estadoActivoColumn(),
  { id: 'obraActual', header: 'Obra', value: (row) => obraCodigoNombre(row.obraActual) },
  {
    id: 'estadoDesde',
    header: 'Desde',
    value: (row) => fechaHoraText(row.estadoDesde),
    defaultHidden: true,
  },
  numeroColumn('horometro', 'Horómetro'),
  numeroColumn('horasMes', 'Horas del mes'),
])
