// The columns of HR's operators list (docs/modules.md, "Lists"); the catalogue has no export key
// for operators, so they have no export.
import {
  creadoColumn,
  defineColumns,
  fechaColumn,
  fechaText,
  modificadoColumn,
  numeroColumn,
  rutColumn,
  selectFilter,
} from '../common/columns.ts'
import {
  FILTRO_ASIGNACION_LABEL,
  FILTROS_ASIGNACION,
  type ListOperadoresQuery,
  type OperadorRow,
} from './operador.ts'
import { CLASES_LICENCIA } from './vocabulary.ts'

/** `Clase D`. */
export const licenciaText = (clase: string): string => `Clase ${clase}`

/** `EX-012 · OB-0001 Edificio Central · CON-000012 · desde 01-03-2026`, or "Sin asignación". */
export function asignacionText(row: Pick<OperadorRow, 'asignacion'>): string {
  const asignacion = row.asignacion
  if (!asignacion) return FILTRO_ASIGNACION_LABEL.sin
  const hasta = asignacion.hasta ? ` hasta ${fechaText(asignacion.hasta)}` : ''
  return `${asignacion.activo.codigo} · ${asignacion.obra.codigo} ${asignacion.obra.nombre} · ${asignacion.contrato.folio} · desde ${fechaText(asignacion.desde)}${hasta}`
}

export const operadorColumns = defineColumns<OperadorRow, ListOperadoresQuery>()([
  { id: 'nombre', header: 'Operador', value: (row) => row.nombre, sortable: true, hideable: false },
  rutColumn<OperadorRow>(),
  {
    id: 'licenciaClase',
    header: 'Licencia',
    value: (row) => licenciaText(row.licenciaClase),
    sortable: true,
    filter: selectFilter(CLASES_LICENCIA, licenciaText),
  },
  {
    id: 'certificaciones',
    header: 'Certificaciones',
    value: (row) => (row.certificaciones.length > 0 ? row.certificaciones.join(', ') : null),
  },
  {
    id: 'asignacion',
    header: 'Asignación actual',
    value: asignacionText,
    filter: {
      type: 'select',
      options: FILTROS_ASIGNACION.map((value) => ({
        value,
        label: FILTRO_ASIGNACION_LABEL[value],
      })),
    },
  },
  { id: 'usuario', header: 'Usuario', value: (row) => row.usuario?.email ?? null },
  fechaColumn('ultimoReport', 'Último report'),
  numeroColumn('reportsPorFirmar', 'Por firmar'),
  creadoColumn('Creado'),
  modificadoColumn('Modificado'),
])
