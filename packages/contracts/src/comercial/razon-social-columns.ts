// The columns of the razones sociales list and its export (docs/modules.md, "Lists").
import {
  activoColumn,
  comunaText,
  creadoColumn,
  defineColumns,
  modificadoColumn,
  regionColumn,
  rutColumn,
} from '../common/columns.ts'
import type { ListRazonesSocialesQuery, RazonSocialRow } from './razon-social.ts'

export const razonSocialColumns = defineColumns<RazonSocialRow, ListRazonesSocialesQuery>()([
  rutColumn(),
  {
    id: 'razonSocial',
    header: 'Razón social',
    value: (row) => row.razonSocial,
    sortable: true,
    hideable: false,
  },
  {
    id: 'nombreFantasia',
    header: 'Nombre de fantasía',
    value: (row) => row.nombreFantasia,
    defaultHidden: true,
  },
  { id: 'giro', header: 'Giro', value: (row) => row.giro },
  { id: 'direccion', header: 'Dirección', value: (row) => row.direccion, defaultHidden: true },
  { id: 'comuna', header: 'Comuna', value: (row) => comunaText(row.comuna) },
  regionColumn(),
  { id: 'telefono', header: 'Teléfono', value: (row) => row.telefono, defaultHidden: true },
  { id: 'email', header: 'Correo', value: (row) => row.email, defaultHidden: true },
  {
    id: 'grupoCliente',
    header: 'Grupo cliente',
    value: (row) => row.grupoCliente?.nombre ?? null,
  },
  activoColumn('activo', (row: RazonSocialRow) => row.activo, { femenino: true }),
  creadoColumn('Creada'),
  modificadoColumn('Modificada'),
])
