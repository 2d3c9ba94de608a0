// The columns of the obras list and its export (docs/modules.md, "Lists").
import {
  activoColumn,
  codigoColumn,
  comunaText,
  creadoColumn,
  defineColumns,
  fechaColumn,
  fechaText,
  modificadoColumn,
  razonSocialColumn,
  regionColumn,
  rutText,
} from '../common/columns.ts'
import type { ListObrasQuery, ObraRow } from './obra.ts'

export const obraColumns = defineColumns<ObraRow, ListObrasQuery>()([
  codigoColumn(),
  { id: 'nombre', header: 'Obra', value: (row) => row.nombre, sortable: true, hideable: false },
  { id: 'direccion', header: 'Dirección', value: (row) => row.direccion, defaultHidden: true },
  { id: 'comuna', header: 'Comuna', value: (row) => comunaText(row.comuna) },
  regionColumn(),
  { id: 'constructora', header: 'Constructora', value: (row) => row.constructora.nombre },
  {
    id: 'razonSocialRut',
    header: 'RUT razón social',
    value: (row) => rutText(row.razonSocial.rut),
    defaultHidden: true,
  },
  razonSocialColumn(),
  {
    id: 'administrador',
    header: 'Administrador',
    value: (row) => row.administrador.nombre,
    defaultHidden: true,
  },
  {
    id: 'administradorEmail',
    header: 'Correo administrador',
    value: (row) => row.administrador.email,
    defaultHidden: true,
  },
  {
    id: 'administradorTelefono',
    header: 'Teléfono administrador',
    value: (row) => row.administrador.telefono,
    defaultHidden: true,
  },
  fechaColumn('fechaInicio', 'Inicio'),
  { id: 'fechaTermino', header: 'Término', value: (row) => fechaText(row.fechaTermino) },
  activoColumn('activa', (row: ObraRow) => row.activa, { femenino: true }),
  creadoColumn('Creada'),
  modificadoColumn('Modificada'),
])
