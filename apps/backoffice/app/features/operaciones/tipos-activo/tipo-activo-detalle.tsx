// tipos-activo/{id}: a tipo de activo with how it is charged and its assets, who created and last
// changed it, and the way to edit it.

import {
  CATEGORIA_TIPO_ACTIVO_LABEL,
  type listActivosRoute,
  UNIDAD_COBRO_LABEL,
} from '@cordillera/contracts'
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
import { formatClp, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useParams } from 'react-router'
import { ActivosResumen } from '../common/activos-resumen.tsx'

export default function TipoActivoDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const query = useQuery(operacionesQueries(api).tiposActivo.detail(id))
  return (
    <QueryView
      query={query}
      thing="El tipo de activo"
      back={{ to: href('tipos-activo'), label: 'Volver a tipos de activo' }}
    >
      {(tipo) => (
        <div className="grid gap-6">
          <PageHeader
            title={tipo.nombre}
            description={`Tipo de activo · ${CATEGORIA_TIPO_ACTIVO_LABEL[tipo.categoria]}`}
            actions={
              <RouteLinkButton route="tipos-activo-editar" params={{ id: tipo.id }} icon={Pencil}>
                Editar
              </RouteLinkButton>
            }
          />
          <Card>
            <CardHeader>
              <CardTitle>Datos del tipo de activo</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <DescriptionList
                items={[
                  { label: 'Nombre', value: tipo.nombre },
                  { label: 'Categoría', value: CATEGORIA_TIPO_ACTIVO_LABEL[tipo.categoria] },
                  { label: 'Unidad de cobro', value: UNIDAD_COBRO_LABEL[tipo.unidadCobroDefault] },
                  {
                    label: 'Tarifa de referencia',
                    value: `${formatClp(tipo.tarifaReferencia)} por ${UNIDAD_COBRO_LABEL[tipo.unidadCobroDefault].toLowerCase()}`,
                  },
                  { label: 'Requiere operador', value: tipo.requiereOperador ? 'Sí' : 'No' },
                  { label: 'Activos', value: formatNumber(tipo.activosCount) },
                  { label: 'Descripción', value: tipo.descripcion, wide: true },
                ]}
              />
              <TrackingNote {...tipo} />
            </CardContent>
          </Card>
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
        </div>
      )}
    </QueryView>
  )
}
