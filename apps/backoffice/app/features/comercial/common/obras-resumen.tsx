// The obras a razón social or a constructora has, on its detail: código, nombre, comuna and
// whether it is active; each opens the obra. Details bring up to DETAIL_RELATED_MAX of them and
// say how many there are in all; the link leads to the obras list filtered by the owner.

import type { ObraResumen } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import { ActivoBadge, comunaLabel } from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { formatNumber } from '@cordillera/ui/format'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

export function ObrasResumen({
  obras,
  total,
  canOpen,
  listHref,
  empty,
  actions,
}: {
  obras: readonly ObraResumen[]
  total: number
  canOpen: boolean
  listHref?: string
  empty: string
  actions?: ReactNode
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          Obras <span className="text-muted-foreground">({formatNumber(total)})</span>
        </CardTitle>
        {actions}
      </CardHeader>
      <CardContent className="grid gap-3">
        {obras.length === 0 ? (
          <EmptyState title="Sin obras" description={empty} />
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Obras</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Código
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Obra
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Comuna
                </th>
                <th scope="col" className="py-2 font-medium">
                  Estado
                </th>
              </tr>
            </thead>
            <tbody>
              {obras.map((obra) => (
                <tr key={obra.id} className="border-t">
                  <td className="py-2 pr-3 tabular-nums">{obra.codigo}</td>
                  <td className="py-2 pr-3">
                    {canOpen ? (
                      <Link
                        to={href('obras-detalle', { id: obra.id })}
                        className="underline-offset-4 hover:underline"
                      >
                        {obra.nombre}
                      </Link>
                    ) : (
                      obra.nombre
                    )}
                  </td>
                  <td className="py-2 pr-3">{comunaLabel(obra.comuna)}</td>
                  <td className="py-2">
                    <ActivoBadge activo={obra.activa} femenino />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {listHref && total > obras.length ? (
          <Link to={listHref} className="text-sm underline-offset-4 hover:underline">
            Ver las {formatNumber(total)} obras
          </Link>
        ) : null}
      </CardContent>
    </Card>
  )
}
