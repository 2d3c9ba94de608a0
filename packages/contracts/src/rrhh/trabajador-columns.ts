// The columns of the trabajadores list (docs/modules.md, "Lists"). The catalogue has no export
// key for trabajadores, so these columns serve the table only.
import {
  activoColumn,
  creadoColumn,
  defineColumns,
  fechaColumn,
  modificadoColumn,
  rutColumn,
} from '../common/columns.ts'
import type { ListTrabajadoresQuery, TrabajadorRow } from './trabajador.ts'

/** "Pizarro Soto, Juan Carlos": the order the list sorts by. */
export const nombreTrabajadorText = (row: Pick<TrabajadorRow, 'nombres' | 'apellidos'>) =>
  `${row.apellidos}, ${row.nombres}`

export const trabajadorColumns = defineColumns<TrabajadorRow, ListTrabajadoresQuery>()([
  rutColumn(),
  {
    id: 'nombre',
    header: 'Nombre',
    value: nombreTrabajadorText,
    sortable: true,
    hideable: false,
  },
  {
    id: 'cargo',
    header: 'Cargo',
    value: (row) => row.cargo,
    sortable: true,
    filter: { type: 'text', placeholder: 'Cargo' },
  },
  fechaColumn('fechaIngreso', 'Ingreso'),
  {
    id: 'esOperador',
    header: 'Operador',
    value: (row) => (row.operador ? `Licencia ${row.operador.licenciaClase}` : null),
    filter: {
      type: 'select',
      options: [
        { value: 'true', label: 'Operadores' },
        { value: 'false', label: 'No operadores' },
      ],
    },
  },
  { id: 'telefono', header: 'Teléfono', value: (row) => row.telefono },
  { id: 'email', header: 'Correo', value: (row) => row.email, defaultHidden: true },
  activoColumn('activo', (row: TrabajadorRow) => row.activo),
  creadoColumn(),
  modificadoColumn(),
])
