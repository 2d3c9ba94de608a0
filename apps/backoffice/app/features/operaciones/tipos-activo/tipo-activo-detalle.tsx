// tipos-activo/{id}: a tipo de activo with how it is charged and its assets, who created and last
// changed it, and the way to edit it.

import {
  CATEGORIA_TIPO_ACTIVO_LABEL,
  type listActivosRoute,
  UNIDAD_COBRO_LABEL,
} from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import { DetailScreen, listFilterQuery, useApi, useCan } from '@cordillera/portal/screens'
import { formatClp, formatNumber } from '@cordillera/ui/format'
import { Pencil } from 'lucide-react'
import { ActivosResumen } from '../common/activos-resumen.tsx'

export default function TipoActivoDetalle() {
  const api = useApi()
  const can = useCan()
  return (
    <DetailScreen
      entity={operacionesQueries(api).tiposActivo}
      thing="El tipo de activo"
      list="tipos-activo"
      title={(tipo) => tipo.nombre}
      description={(tipo) => `Tipo de activo · ${CATEGORIA_TIPO_ACTIVO_LABEL[tipo.categoria]}`}
      actions={() => [{ label: 'Editar', icon: Pencil, route: 'tipos-activo-editar' }]}
      fields={{
        title: 'Datos del tipo de activo',
        items: (tipo) => {
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
      }}
    >
      {(tipo) => (
        <ActivosResumen
          activos={tipo.activos}
          total={tipo.activosCount}
          canOpen={can(rowActionKey('activos', 'read'))}
          listHref={
            can(routeByName('activos').key)
              ? href(
                  'activos',
                  {},
                  listFilterQuery<typeof listActivosRoute>({ tipoActivoId: tipo.id }),
                )
              : undefined
          }
          empty="Aún no hay activos de este tipo. Se asigna el tipo al agregar o editar cada activo."
        />
      )}
    </DetailScreen>
  )
}
