// flotas/{id}: a flota with the assets it groups, who created and last changed it, and the way to
// edit it.

import type { listActivosRoute } from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import { DetailScreen, listFilterQuery, useApi, useCan } from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { Pencil } from 'lucide-react'
import { ActivosResumen } from '../common/activos-resumen.tsx'

export default function FlotaDetalle() {
  const api = useApi()
  const can = useCan()
  return (
    <DetailScreen
      entity={operacionesQueries(api).flotas}
      thing="La flota"
      list="flotas"
      title={(flota) => flota.nombre}
      description={() => 'Flota'}
      actions={() => [{ label: 'Editar', icon: Pencil, route: 'flotas-editar' }]}
      fields={{
        title: 'Datos de la flota',
        items: (flota) => [
          { label: 'Nombre', value: flota.nombre },
          { label: 'Activos', value: formatNumber(flota.activosCount) },
          { label: 'Descripción', value: flota.descripcion, wide: true },
        ],
      }}
    >
      {(flota) => (
        <ActivosResumen
          activos={flota.activos}
          total={flota.activosCount}
          canOpen={can(rowActionKey('activos', 'read'))}
          listHref={
            can(routeByName('activos').key)
              ? href('activos', {}, listFilterQuery<typeof listActivosRoute>({ flotaId: flota.id }))
              : undefined
          }
          empty="Esta flota aún no tiene activos. Se asignan a la flota al agregar o editar cada activo."
        />
      )}
    </DetailScreen>
  )
}
