// The assets a tipo de activo or a flota gathers, on its detail: código, modelo, marca and estado;
// each opens the asset when allowed. Details bring up to DETAIL_RELATED_MAX of them and say how
// many there are in all; the link leads to the activos list filtered by the owner, for who may
// open it.

import type { ActivoResumen, FiltersOf, listActivosRoute } from '@cordillera/contracts'
import { href, routeByName } from '@cordillera/permissions'
import {
  type EntitySectionProps,
  linkColumn,
  listFilterQuery,
  type RelatedColumn,
  RelatedRowsCard,
  useCan,
} from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import type { ReactNode } from 'react'
import { EstadoActivoBadge } from './badges.tsx'

type ConActivos = { id: string; activos: readonly ActivoResumen[]; activosCount: number }

/** The detail's section of its assets, by the activos list's filter of the owner (`'flotaId'`). */
export function activosSection(
  owner: 'flotaId' | 'tipoActivoId',
  empty: string,
): (props: EntitySectionProps<ConActivos>) => ReactNode {
  return ({ row }) => (
    <ActivosResumen
      activos={row.activos}
      total={row.activosCount}
      filter={{ [owner]: row.id }}
      empty={empty}
    />
  )
}

function ActivosResumen({
  activos,
  total,
  filter,
  empty,
}: {
  activos: readonly ActivoResumen[]
  total: number
  /** The activos list's filter by the owner (`{ flotaId }`): its link, for who may open the list. */
  filter: FiltersOf<typeof listActivosRoute>
  empty: string
}) {
  const can = useCan()
  const listHref = can(routeByName('activos').key)
    ? href('activos', {}, listFilterQuery<typeof listActivosRoute>(filter))
    : undefined
  const columns: RelatedColumn<ActivoResumen>[] = [
    linkColumn('Código', 'activos-detalle', (activo) => activo.codigo, {
      className: 'whitespace-nowrap tabular-nums',
    }),
    { header: 'Modelo', cell: (activo) => activo.modelo },
    { header: 'Marca', cell: (activo) => activo.marca, hideBelow: 'sm' },
    { header: 'Estado', cell: (activo) => <EstadoActivoBadge estado={activo.estado} /> },
  ]
  return (
    <RelatedRowsCard
      title="Activos"
      total={total}
      rows={activos}
      columns={columns}
      empty={{ title: 'Sin activos', description: empty }}
      list={
        listHref
          ? {
              href: listHref,
              label: `Ver ${total === 1 ? 'el activo' : `los ${formatNumber(total)} activos`} en la lista de activos`,
              show: 'when-any',
            }
          : undefined
      }
    />
  )
}
