// grupo-cliente/{id}: a grupo cliente with the razones sociales it gathers, who created and last
// changed it, and the way to edit it.

import {
  formatRut,
  type GrupoClienteDetail,
  type listRazonesSocialesRoute,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  ActivoBadge,
  listFilterQuery,
  QueryView,
  type RelatedColumn,
  RelatedRowsCard,
  RouteLinkButton,
  RowLink,
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

export default function GrupoClienteDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const query = useQuery(comercialQueries(api).gruposCliente.detail(id))
  return (
    <QueryView
      query={query}
      thing="El grupo cliente"
      back={{ to: href('grupo-cliente'), label: 'Volver a grupos cliente' }}
    >
      {(grupo) => (
        <div className="grid gap-6">
          <PageHeader
            title={grupo.nombre}
            description="Grupo cliente"
            actions={
              <RouteLinkButton route="grupo-cliente-editar" params={{ id: grupo.id }} icon={Pencil}>
                Editar
              </RouteLinkButton>
            }
          />
          <Card>
            <CardHeader>
              <CardTitle>Datos del grupo</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <DescriptionList
                items={[
                  { label: 'Nombre', value: grupo.nombre },
                  {
                    label: 'Razones sociales',
                    value: formatNumber(grupo.razonesSocialesCount),
                  },
                  { label: 'Descripción', value: grupo.descripcion, wide: true },
                ]}
              />
              <TrackingNote {...grupo} />
            </CardContent>
          </Card>
          <RazonesSocialesDelGrupo
            grupo={grupo}
            canOpen={can(rowActionKey('razones-sociales', 'read'))}
          />
        </div>
      )}
    </QueryView>
  )
}

/** The razones sociales of the group (up to what the detail brings) and the way to all of them. */
function RazonesSocialesDelGrupo({
  grupo,
  canOpen,
}: {
  grupo: GrupoClienteDetail
  canOpen: boolean
}) {
  const columns: RelatedColumn<GrupoClienteDetail['razonesSociales'][number]>[] = [
    {
      header: 'RUT',
      cell: (razon) => formatRut(razon.rut),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Razón social',
      cell: (razon) => (
        <RowLink
          to={canOpen ? href('razones-sociales-detalle-guion', { id: razon.id }) : undefined}
        >
          {razon.razonSocial}
        </RowLink>
      ),
    },
    {
      header: 'Nombre de fantasía',
      cell: (razon) => razon.nombreFantasia ?? '—',
      hideBelow: 'sm',
    },
    { header: 'Estado', cell: (razon) => <ActivoBadge activo={razon.activo} femenino /> },
  ]
  return (
    <RelatedRowsCard
      title="Razones sociales"
      caption="Razones sociales del grupo"
      total={grupo.razonesSocialesCount}
      rows={grupo.razonesSociales}
      columns={columns}
      rowKey={(razon) => razon.id}
      empty={{
        title: 'Sin razones sociales',
        description:
          'Este grupo aún no tiene razones sociales. Se asignan al grupo al agregar o editar cada razón social.',
      }}
      list={{
        href: href(
          'razones-sociales',
          {},
          listFilterQuery<typeof listRazonesSocialesRoute>({ grupoClienteId: grupo.id }),
        ),
        label: 'Ver todas en razones sociales',
        show: 'when-more',
      }}
    />
  )
}
