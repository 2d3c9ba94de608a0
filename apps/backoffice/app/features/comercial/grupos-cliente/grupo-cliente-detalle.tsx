// grupo-cliente/{id}: a grupo cliente with the razones sociales it gathers, who created and last
// changed it, and the way to edit it.

import {
  formatRut,
  type GrupoClienteDetail,
  type listRazonesSocialesRoute,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  ActivoBadge,
  LinkButton,
  listFilterQuery,
  QueryView,
  TrackingNote,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { Link, useParams } from 'react-router'

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
              can(routeByName('grupo-cliente-editar').key) ? (
                <LinkButton to={href('grupo-cliente-editar', { id: grupo.id })}>
                  <Pencil aria-hidden="true" />
                  Editar
                </LinkButton>
              ) : null
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
  const { razonesSociales, razonesSocialesCount: total } = grupo
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Razones sociales <span className="text-muted-foreground">({formatNumber(total)})</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {razonesSociales.length === 0 ? (
          <EmptyState
            title="Sin razones sociales"
            description="Este grupo aún no tiene razones sociales. Se asignan al grupo al agregar o editar cada razón social."
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Razones sociales del grupo</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    RUT
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Razón social
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                    Nombre de fantasía
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Estado
                  </th>
                </tr>
              </thead>
              <tbody>
                {razonesSociales.map((razon) => (
                  <tr key={razon.id} className="border-t">
                    <td className="whitespace-nowrap py-2 pr-3 tabular-nums">
                      {formatRut(razon.rut)}
                    </td>
                    <td className="py-2 pr-3">
                      {canOpen ? (
                        <Link
                          to={href('razones-sociales-detalle-guion', { id: razon.id })}
                          className="underline-offset-4 hover:underline"
                        >
                          {razon.razonSocial}
                        </Link>
                      ) : (
                        razon.razonSocial
                      )}
                    </td>
                    <td className="hidden py-2 pr-3 sm:table-cell">
                      {razon.nombreFantasia ?? '—'}
                    </td>
                    <td className="py-2">
                      <ActivoBadge activo={razon.activo} femenino />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > razonesSociales.length ? (
          <Link
            to={href(
              'razones-sociales',
              {},
              listFilterQuery<typeof listRazonesSocialesRoute>({ grupoClienteId: grupo.id }),
            )}
            className="text-sm underline-offset-4 hover:underline"
          >
            Ver todas en razones sociales
          </Link>
        ) : null}
      </CardContent>
    </Card>
  )
}
