// The assets a tipo de activo or a flota gathers, on its detail: código, modelo, marca and estado;
// each opens the asset when allowed. Details bring up to DETAIL_RELATED_MAX of them and say how
// many there are in all; the link leads to the activos list filtered by the owner.

import type { ActivoResumen } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import { linkClass } from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { formatNumber } from '@cordillera/ui/format'
import { Link } from 'react-router'
import { EstadoActivoBadge } from './badges.tsx'

export function ActivosResumen({
  activos,
  total,
  canOpen,
  listHref,
  empty,
}: {
  activos: readonly ActivoResumen[]
  total: number
  canOpen: boolean
  /** The activos list filtered by the owner; absent when the user cannot open it. */
  listHref?: string | undefined
  empty: string
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Activos <span className="text-muted-foreground">({formatNumber(total)})</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {activos.length === 0 ? (
          <EmptyState title="Sin activos" description={empty} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Activos</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Código
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Modelo
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                    Marca
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Estado
                  </th>
                </tr>
              </thead>
              <tbody>
                {activos.map((activo) => (
                  <tr key={activo.id} className="border-t">
                    <td className="whitespace-nowrap py-2 pr-3 tabular-nums">
                      {canOpen ? (
                        <Link to={href('activos-detalle', { id: activo.id })} className={linkClass}>
                          {activo.codigo}
                        </Link>
                      ) : (
                        activo.codigo
                      )}
                    </td>
                    <td className="py-2 pr-3">{activo.modelo}</td>
                    <td className="hidden py-2 pr-3 sm:table-cell">{activo.marca}</td>
                    <td className="py-2">
                      <EstadoActivoBadge estado={activo.estado} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {listHref && total > 0 ? (
          <Link to={listHref} className={`text-sm ${linkClass}`}>
            Ver {total === 1 ? 'el activo' : `los ${formatNumber(total)} activos`} en la lista de
            activos
          </Link>
        ) : null}
      </CardContent>
    </Card>
  )
}
