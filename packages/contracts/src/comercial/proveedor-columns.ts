// The columns of the proveedores lists (validated and provisional) and their exports
// (docs/modules.md, "Lists").
import {
  activoColumn,
  creadoColumn,
  defineColumns,
  fechaHoraColumn,
  modificadoColumn,
  rutColumn,
} from '../common/columns.ts'
import type { ListProveedoresQuery, ProveedorRow, TipoCuenta } from './proveedor.ts'

/** The column's header already says "cuenta". */
const tipoCuentaCorto: Record<TipoCuenta, string> = {
  corriente: 'Corriente',
  vista: 'Vista',
  ahorro: 'Ahorro',
}

/** Who the proveedor is and how to reach it: the first columns of both lists. */
const whoAndContact = [
  rutColumn(),
  {
    id: 'razonSocial',
    header: 'Razón social',
    value: (row: ProveedorRow) => row.razonSocial,
    sortable: true,
    hideable: false,
  },
  { id: 'contacto', header: 'Contacto', value: (row: ProveedorRow) => row.contacto },
  { id: 'email', header: 'Correo', value: (row: ProveedorRow) => row.email },
  { id: 'telefono', header: 'Teléfono', value: (row: ProveedorRow) => row.telefono },
] as const

export const proveedorColumns = defineColumns<ProveedorRow, ListProveedoresQuery>()([
  ...whoAndContact,
  { id: 'banco', header: 'Banco', value: (row) => row.banco },
  {
    id: 'tipoCuenta',
    header: 'Tipo de cuenta',
    value: (row) => (row.tipoCuenta ? tipoCuentaCorto[row.tipoCuenta] : null),
  },
  {
    id: 'numeroCuenta',
    header: 'Número de cuenta',
    value: (row) => row.numeroCuenta,
    defaultHidden: true,
  },
  activoColumn('activo', (row: ProveedorRow) => row.activo),
  creadoColumn(),
  modificadoColumn(),
])

/** Provisional ones have no bank data to show yet; when they were registered matters most. */
export const proveedorProvisorioColumns = defineColumns<ProveedorRow, ListProveedoresQuery>()([
  ...whoAndContact,
  { id: 'banco', header: 'Banco', value: (row) => row.banco, defaultHidden: true },
  fechaHoraColumn('creadoEn', 'Registrado'),
])
