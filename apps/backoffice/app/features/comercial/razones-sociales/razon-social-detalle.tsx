// razones_sociales/{id} (and razones-sociales/{id}): a razón social with its contactos and obras,
// who created and last changed it, and the way to edit it.

import { formatRut, type listObrasRoute, regionPorCodigo } from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  ActivoBadge,
  comunaLabel,
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
import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { ObrasResumen } from '../common/obras-resumen.tsx'
import { ContactosSection } from './contactos-section.tsx'

export default function RazonSocialDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const query = useQuery(comercialQueries(api).razonesSociales.detail(id))
  const canEdit = can(routeByName('razones-sociales-editar').key)
  return (
    <QueryView
      query={query}
      thing="La razón social"
      back={{ to: href('razones-sociales'), label: 'Volver a razones sociales' }}
    >
      {(razon) => (
        <div className="grid gap-6">
          <PageHeader
            title={razon.razonSocial}
            description={
              <span className="flex flex-wrap items-center gap-2">
                RUT {formatRut(razon.rut)} <ActivoBadge activo={razon.activo} femenino />
              </span>
            }
            actions={
              <RouteLinkButton
                route="razones-sociales-editar"
                params={{ id: razon.id }}
                icon={Pencil}
              >
                Editar
              </RouteLinkButton>
            }
          />
          <Card>
            <CardHeader>
              <CardTitle>Datos de facturación</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <DescriptionList
                items={[
                  { label: 'Nombre de fantasía', value: razon.nombreFantasia },
                  { label: 'Giro', value: razon.giro },
                  {
                    label: 'Grupo cliente',
                    value: razon.grupoCliente ? (
                      <Link
                        to={href('grupo-cliente-detalle', { id: razon.grupoCliente.id })}
                        className="underline-offset-4 hover:underline"
                      >
                        {razon.grupoCliente.nombre}
                      </Link>
                    ) : null,
                  },
                  { label: 'Dirección', value: razon.direccion },
                  { label: 'Comuna', value: comunaLabel(razon.comuna) },
                  { label: 'Región', value: regionPorCodigo(razon.region)?.nombre },
                  { label: 'Teléfono', value: razon.telefono },
                  { label: 'Correo', value: razon.email },
                ]}
              />
              <TrackingNote {...razon} />
            </CardContent>
          </Card>
          <ContactosSection
            razonSocialId={razon.id}
            contactos={razon.contactos}
            canEdit={canEdit}
          />
          <ObrasResumen
            obras={razon.obras}
            total={razon.obrasTotal}
            canOpen={can(rowActionKey('obras', 'read'))}
            listHref={href(
              'obras',
              {},
              listFilterQuery<typeof listObrasRoute>({ razonSocialId: razon.id }),
            )}
            empty="Esta razón social aún no tiene obras."
          />
        </div>
      )}
    </QueryView>
  )
}
