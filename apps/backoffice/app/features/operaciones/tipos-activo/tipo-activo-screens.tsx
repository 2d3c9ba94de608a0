// The tipo de activo's screens, declared once (decision 054): what is quoted and rented, with how
// it is charged, its reference rate and its assets; edit and delete for whoever has their keys (the
// API refuses to delete a tipo that still has assets).
import {
  CATEGORIA_TIPO_ACTIVO_LABEL,
  type TipoActivoRow,
  tipoActivoColumns,
  UNIDAD_COBRO_LABEL,
} from '@cordillera/contracts'
import { formatClp, formatNumber } from '@cordillera/ui/format'
import { activosSection } from '../common/activos-resumen.tsx'
import { operacionesScreens } from '../common/operaciones-screens.ts'

export const tipoActivoScreens = operacionesScreens({
  route: 'tipos-activo',
  noun: 'el tipo de activo',
  list: {
    description: 'Lo que se cotiza y arrienda, con su unidad de cobro y tarifa de referencia.',
    search: 'Buscar por nombre o descripción',
    sort: 'nombre',
    columns: tipoActivoColumns,
    cells: {
      tarifaReferencia: (row: TipoActivoRow) => (
        <span className="whitespace-nowrap tabular-nums">{formatClp(row.tarifaReferencia)}</span>
      ),
    },
    deleteRule: 'Solo se puede si no tiene activos.',
  },
  create: {
    description: 'Lo que se cotiza y arrienda; cada activo de la flota es de un tipo.',
  },
  edit: {
    form: (tipo) => ({
      nombre: tipo.nombre,
      categoria: tipo.categoria,
      descripcion: tipo.descripcion ?? '',
      unidadCobroDefault: tipo.unidadCobroDefault,
      tarifaReferencia: tipo.tarifaReferencia,
      requiereOperador: tipo.requiereOperador,
    }),
  },
  detail: {
    description: (tipo) => `Tipo de activo · ${CATEGORIA_TIPO_ACTIVO_LABEL[tipo.categoria]}`,
    fields: (tipo) => {
      const unidad = UNIDAD_COBRO_LABEL[tipo.unidadCobroDefault]
      return [
        { label: 'Nombre', value: tipo.nombre },
        { label: 'Categoría', value: CATEGORIA_TIPO_ACTIVO_LABEL[tipo.categoria] },
        { label: 'Unidad de cobro', value: unidad },
        {
          label: 'Tarifa de referencia',
          value: `${formatClp(tipo.tarifaReferencia)} por ${unidad.toLowerCase()}`,
        },
        { label: 'Requiere operador', value: tipo.requiereOperador ? 'Sí' : 'No' },
        { label: 'Activos', value: formatNumber(tipo.activosCount) },
        { label: 'Descripción', value: tipo.descripcion, wide: true },
      ]
    },
    sections: activosSection(
      'tipoActivoId',
      'Aún no hay activos de este tipo. Se asigna el tipo al agregar o editar cada activo.',
    ),
  },
})
