// The columns of the tipos de activo list (docs/modules.md, "Lists"); tipos have no export key.
import {
  creadoColumn,
  defineColumns,
  modificadoColumn,
  numeroColumn,
  siNo,
} from '../common/columns.ts'
import { UNIDAD_COBRO_LABEL } from '../common/vocabulary.ts'
import type { ListTiposActivoQuery, TipoActivoRow } from './tipo-activo.ts'
import { CATEGORIA_TIPO_ACTIVO_LABEL, CATEGORIAS_TIPO_ACTIVO } from './vocabulary.ts'

export const tipoActivoColumns = defineColumns<TipoActivoRow, ListTiposActivoQuery>()([
  {
    id: 'nombre',
    header: 'Tipo de activo',
    value: (row) => row.nombre,
    sortable: true,
    hideable: false,
  },
  {
    id: 'categoria',
    header: 'Categoría',
    value: (row) => CATEGORIA_TIPO_ACTIVO_LABEL[row.categoria],
    sortable: true,
    filter: {
      type: 'select',
      options: CATEGORIAS_TIPO_ACTIVO.map((value) => ({
        value,
        label: CATEGORIA_TIPO_ACTIVO_LABEL[value],
      })),
    },
  },
  {
    id: 'unidadCobroDefault',
    header: 'Unidad de cobro',
    value: (row) => UNIDAD_COBRO_LABEL[row.unidadCobroDefault],
  },
  {
    id: 'tarifaReferencia',
    header: 'Tarifa de referencia (CLP)',
    value: (row) => row.tarifaReferencia,
    sortable: true,
    align: 'end',
  },
  {
    id: 'requiereOperador',
    header: 'Requiere operador',
    value: (row) => siNo(row.requiereOperador),
    filter: {
      type: 'select',
      options: [
        { value: 'true', label: 'Sí' },
        { value: 'false', label: 'No' },
      ],
    },
  },
  numeroColumn('activosCount', 'Activos'),
  {
    id: 'descripcion',
    header: 'Descripción',
    value: (row) => row.descripcion,
    defaultHidden: true,
  },
  creadoColumn(),
  modificadoColumn(),
])
