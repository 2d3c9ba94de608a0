// The obras a razón social or a constructora has, on its detail: código, nombre, comuna and
// whether it is active; each opens the obra. Details bring up to DETAIL_RELATED_MAX of them and
// say how many there are in all; the link leads to the obras list filtered by the owner.

import type { FiltersOf, listObrasRoute, ObraResumen } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import {
  ActivoBadge,
  comunaLabel,
  linkColumn,
  listFilterQuery,
  type RelatedColumn,
  RelatedRowsCard,
} from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import type { ReactNode } from 'react'

export function ObrasResumen({
  obras,
  total,
  filter,
  empty,
  actions,
}: {
  obras: readonly ObraResumen[]
  total: number
  /** The obras list's filter by the owner (`{ razonSocialId }`): where "Ver las N obras" leads. */
  filter: FiltersOf<typeof listObrasRoute>
  empty: string
  actions?: ReactNode
}) {
  const listHref = href('obras', {}, listFilterQuery<typeof listObrasRoute>(filter))
  const columns: RelatedColumn<ObraResumen>[] = [
    { header: 'Código', cell: (obra) => obra.codigo, className: 'tabular-nums' },
    linkColumn('Obra', 'obras-detalle', (obra) => obra.nombre),
    { header: 'Comuna', cell: (obra) => comunaLabel(obra.comuna) },
    { header: 'Estado', cell: (obra) => <ActivoBadge activo={obra.activa} femenino /> },
  ]
  return (
    <RelatedRowsCard
      title="Obras"
      total={total}
      rows={obras}
      columns={columns}
      rowKey={(obra) => obra.id}
      empty={{ title: 'Sin obras', description: empty }}
      action={actions}
      list={{ href: listHref, label: `Ver las ${formatNumber(total)} obras`, show: 'when-more' }}
    />
  )
}
