// obras/{id}: an obra with its constructora and razón social, its address and dates, its
// administrador de obra, who created and last changed it, and the way to edit it.

import { formatRut, type ObraDetail, regionPorCodigo } from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client'
import { href, routeByName } from '@cordillera/permissions'
import {
  ActivoBadge,
  comunaLabel,
  QueryView,
  RouteLinkButton,
  TrackingNote,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'

export default function ObraDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const query = useQuery(comercialQueries(api).obras.detail(id))
  const canOpenRazonSocial = can(routeByName('razones-sociales-detalle-guion').key)
  return (
    <QueryView query={query} thing="La obra" back={{ to: href('obras'), label: 'Volver a obras' }}>
      {(obra) => (
        <div className="grid gap-6">
          <PageHeader
            title={obra.nombre}
            description={
              <span className="flex flex-wrap items-center gap-2">
                Obra {obra.codigo} <ActivoBadge activo={obra.activa} femenino />
              </span>
            }
            actions={
              <RouteLinkButton route="obras-editar" params={{ id: obra.id }} icon={Pencil}>
                Editar
              </RouteLinkButton>
            }
          />
          <Card>
            <CardHeader>
              <CardTitle>Datos de la obra</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <DescriptionList
                items={[
                  { label: 'Código', value: obra.codigo },
                  {
                    label: 'Constructora',
                    value: (
                      <RefLink to={href('constructora-detalle', { id: obra.constructora.id })}>
                        {obra.constructora.nombre}
                      </RefLink>
                    ),
                  },
                  {
                    label: 'Razón social',
                    value: (
                      <RefLink
                        to={
                          canOpenRazonSocial
                            ? href('razones-sociales-detalle-guion', { id: obra.razonSocial.id })
                            : undefined
                        }
                      >
                        {obra.razonSocial.razonSocial}
                      </RefLink>
                    ),
                  },
                  { label: 'RUT de facturación', value: formatRut(obra.razonSocial.rut) },
                  { label: 'Dirección', value: obra.direccion },
                  { label: 'Comuna', value: comunaLabel(obra.comuna) },
                  { label: 'Región', value: regionPorCodigo(obra.region)?.nombre ?? obra.region },
                  { label: 'Fecha de inicio', value: formatDate(obra.fechaInicio) },
                  {
                    label: 'Fecha de término',
                    value: obra.fechaTermino ? formatDate(obra.fechaTermino) : 'Sin definir',
                  },
                ]}
              />
              <TrackingNote {...obra} />
            </CardContent>
          </Card>
          <AdministradorCard administrador={obra.administrador} />
        </div>
      )}
    </QueryView>
  )
}

function RefLink({ to, children }: { to?: string | undefined; children: ReactNode }) {
  if (!to) return <>{children}</>
  return (
    <Link to={to} className="underline-offset-4 hover:underline">
      {children}
    </Link>
  )
}

function AdministradorCard({ administrador }: { administrador: ObraDetail['administrador'] }) {
  const { nombre, email, telefono } = administrador
  return (
    <Card>
      <CardHeader>
        <CardTitle>Administrador de obra</CardTitle>
      </CardHeader>
      <CardContent>
        {nombre || email || telefono ? (
          <DescriptionList
            items={[
              { label: 'Nombre', value: nombre },
              {
                label: 'Correo',
                value: email ? (
                  <a href={`mailto:${email}`} className="underline-offset-4 hover:underline">
                    {email}
                  </a>
                ) : null,
              },
              {
                label: 'Teléfono',
                value: telefono ? (
                  <a href={`tel:${telefono}`} className="underline-offset-4 hover:underline">
                    {telefono}
                  </a>
                ) : null,
              },
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            Aún no se registra quién administra esta obra.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
