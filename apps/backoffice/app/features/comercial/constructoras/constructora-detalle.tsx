// constructora/{id}: a constructora with its obras, who created and last changed it, the way to
// edit it (a dialog) and, most of all, to add an obra to it.

import { formatRut, type listObrasRoute } from '@cordillera/contracts'
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
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { useQuery } from '@tanstack/react-query'
import { Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { ObrasResumen } from '../common/obras-resumen.tsx'
import { ConstructoraDialog, type ConstructoraDialogTarget } from './constructora-form.tsx'

export default function ConstructoraDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const [dialog, setDialog] = useState<ConstructoraDialogTarget>(null)
  const query = useQuery(comercialQueries(api).constructoras.detail(id))
  return (
    <QueryView
      query={query}
      thing="La constructora"
      back={{ to: href('constructora'), label: 'Volver a constructoras' }}
    >
      {(constructora) => {
        // The main thing done here: in the obras card's header, beside the obras it adds to. An
        // obra needs its own key even here (the API checks it too).
        const createObraButton = can(routeByName('obras-agregar').key) && (
          <LinkButton to={href('constructora-agregar-obra', { id: constructora.id })}>
            <Plus aria-hidden="true" />
            Agregar obra
          </LinkButton>
        )
        return (
          <div className="grid gap-6">
            <PageHeader
              title={constructora.nombre}
              description={
                <span className="flex flex-wrap items-center gap-2">
                  RUT {formatRut(constructora.rut)}{' '}
                  <ActivoBadge activo={constructora.activo} femenino />
                </span>
              }
              actions={
                <Button variant="outline" onClick={() => setDialog({ id: constructora.id })}>
                  <Pencil aria-hidden="true" />
                  Editar
                </Button>
              }
            />
            <Card>
              <CardHeader>
                <CardTitle>Datos de la constructora</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                <DescriptionList
                  items={[
                    { label: 'RUT', value: formatRut(constructora.rut) },
                    { label: 'Nombre', value: constructora.nombre },
                    { label: 'Contacto', value: constructora.contacto },
                    {
                      label: 'Teléfono',
                      value: constructora.telefono ? (
                        <a
                          href={`tel:${constructora.telefono}`}
                          className="underline-offset-4 hover:underline"
                        >
                          {constructora.telefono}
                        </a>
                      ) : null,
                    },
                    {
                      label: 'Correo',
                      value: constructora.email ? (
                        <a
                          href={`mailto:${constructora.email}`}
                          className="underline-offset-4 hover:underline"
                        >
                          {constructora.email}
                        </a>
                      ) : null,
                    },
                  ]}
                />
                <TrackingNote {...constructora} />
              </CardContent>
            </Card>
            <ObrasResumen
              obras={constructora.obras}
              total={constructora.obrasCount}
              canOpen={can(rowActionKey('obras', 'read'))}
              listHref={href(
                'obras',
                {},
                listFilterQuery<typeof listObrasRoute>({ constructoraId: constructora.id }),
              )}
              empty="Esta constructora aún no tiene obras."
              actions={createObraButton}
            />
            <ConstructoraDialog target={dialog} onClose={() => setDialog(null)} />
          </div>
        )
      }}
    </QueryView>
  )
}
