// grupo-cliente/{id}: a grupo cliente with the razones sociales it gathers, who created and last
// changed it, and the way to edit it.

import {
  formatRut,
  type GrupoClienteDetail,
  type listRazonesSocialesRoute,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  ActivoBadge,
  DetailScreen,
  listFilterQuery,
  type RelatedColumn,
  RelatedRowsCard,
  RowLink,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { Pencil } from 'lucide-react'

export default function GrupoClienteDetalle() {
  const api = useApi()
  const can = useCan()
  return (
    <DetailScreen
      entity={comercialQueries(api).gruposCliente}
      thing="El grupo cliente"
      list="grupo-cliente"
      title={(grupo) => grupo.nombre}
      description={() => 'Grupo cliente'}
      actions={() => [{ label: 'Editar', icon: Pencil, route: 'grupo-cliente-editar' }]}
      fields={{
        title: 'Datos del grupo',
        items: (grupo) => [
          { label: 'Nombre', value: grupo.nombre },
          { label: 'Razones sociales', value: formatNumber(grupo.razonesSocialesCount) },
          { label: 'Descripción', value: grupo.descripcion, wide: true },
        ],
      }}
    >
      {(grupo) => (
        <RazonesSocialesDelGrupo
          grupo={grupo}
          canOpen={can(rowActionKey('razones-sociales', 'read'))}
        />
      )}
    </DetailScreen>
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
