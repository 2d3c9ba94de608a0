// The grupo cliente's screens, declared once (decision 054): the holdings that gather a client's
// razones sociales; edit, delete and export for whoever has their keys (the API refuses to delete a
// group that still has razones sociales).
import {
  formatRut,
  type GrupoClienteDetail,
  grupoClienteColumns,
  type listRazonesSocialesRoute,
} from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import {
  ActivoBadge,
  type EntitySectionProps,
  linkColumn,
  listFilterQuery,
  type RelatedColumn,
  RelatedRowsCard,
} from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { comercialScreens } from '../common/comercial-screens.ts'

export const grupoClienteScreens = comercialScreens({
  entity: 'gruposCliente',
  route: 'grupo-cliente',
  noun: 'el grupo cliente',
  short: 'grupo',
  list: {
    description: 'Los holdings que reúnen varias razones sociales de un mismo cliente.',
    search: 'Buscar por nombre o descripción',
    sort: 'nombre',
    columns: grupoClienteColumns,
    deleteRule: 'Solo se puede si no tiene razones sociales.',
  },
  create: {
    description:
      'Un holding o conjunto de empresas relacionadas. Sus razones sociales se asignan al grupo desde cada razón social.',
  },
  edit: { form: (grupo) => ({ nombre: grupo.nombre, descripcion: grupo.descripcion ?? '' }) },
  detail: {
    fields: (grupo) => [
      { label: 'Nombre', value: grupo.nombre },
      { label: 'Razones sociales', value: formatNumber(grupo.razonesSocialesCount) },
      { label: 'Descripción', value: grupo.descripcion, wide: true },
    ],
    sections: RazonesSocialesDelGrupo,
  },
})

type RazonDelGrupo = GrupoClienteDetail['razonesSociales'][number]

/** The razones sociales of the group (up to what the detail brings) and the way to all of them. */
function RazonesSocialesDelGrupo({ row: grupo }: EntitySectionProps<GrupoClienteDetail>) {
  const columns: RelatedColumn<RazonDelGrupo>[] = [
    {
      header: 'RUT',
      cell: (razon) => formatRut(razon.rut),
      className: 'whitespace-nowrap tabular-nums',
    },
    linkColumn('Razón social', 'razones-sociales-detalle-guion', (razon) => razon.razonSocial),
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
