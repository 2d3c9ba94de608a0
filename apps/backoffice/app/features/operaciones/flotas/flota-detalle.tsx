// flotas/{id}: a flota with the assets it groups, who created and last changed it, and the way to
// edit it.

import type { listActivosRoute } from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  listFilterQuery,
  QueryView,
  RouteLinkButton,
  TrackingNote,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useParams } from 'react-router'
import { ActivosResumen } from '../common/activos-resumen.tsx'

export default function FlotaDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const query = useQuery(operacionesQueries(api).flotas.detail(id))
  return (
    <QueryView
      query={query}
      thing="La flota"
      back={{ to: href('flotas'), label: 'Volver a flotas' }}
    >
      {(flota) => (
        <div className="grid gap-6">
          <PageHeader
            title={flota.nombre}
            description="Flota"
            actions={
              <RouteLinkButton route="flotas-editar" params={{ id: flota.id }} icon={Pencil}>
                Editar
              </RouteLinkButton>
            }
          />
          <Card>
            <CardHeader>
              <CardTitle>Datos de la flota</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <DescriptionList
                items={[
                  { label: 'Nombre', value: flota.nombre },
                  { label: 'Activos', value: formatNumber(flota.activosCount) },
                  { label: 'Descripción', value: flota.descripcion, wide: true },
                ]}
              />
              <TrackingNote {...flota} />
            </CardContent>
          </Card>
          <ActivosResumen
            activos={flota.activos}
            total={flota.activosCount}
            canOpen={can(rowActionKey('activos', 'read'))}
            listHref={
              can(routeByName('activos').key)
                ? href(
                    'activos',
                    {},
                    listFilterQuery<typeof listActivosRoute>({ flotaId: flota.id }),
                  )
                : undefined
            }
            empty="Esta flota aún no tiene activos. Se asignan a la flota al agregar o editar cada activo."
          />
        </div>
      )}
    </QueryView>
  )
}
