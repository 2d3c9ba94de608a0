// constructora/{id}/agregar-obra: a new obra of this constructora (the obra form without the
// constructora field); once saved, the constructora's detail opens with the obra in its list.

import { createConstructoraObraSchema } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName } from '@cordillera/permissions'
import { LinkButton, useApi, useCan } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate, useParams } from 'react-router'
import { RegistroDeLaRuta } from '../common/registro-de-la-ruta.tsx'
import { nuevaObra, ObraForm, type ObraValues } from '../obras/obra-form.tsx'

export default function ConstructoraAgregarObra() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  // The screen has no key of its own, but what it creates is an obra: without the obra's key the
  // API refuses the save, so the form is not offered.
  const mayCreateObra = can(routeByName('obras-agregar').key)
  const create = useEntityMutation(
    comercialQueries(api).obras,
    (values: ObraValues<typeof createConstructoraObraSchema>) =>
      comercialApi(api).constructoras.createObra(id, values),
  )
  return (
    <RegistroDeLaRuta
      detail={(connection) => comercialQueries(connection).constructoras.detail}
      thing="La constructora"
      back={{ to: href('constructora'), label: 'Volver a constructoras' }}
    >
      {(constructora) => (
        <div className="grid gap-6">
          <PageHeader
            title={`Agregar obra a ${constructora.nombre}`}
            description="Dónde se arriendan los equipos y a qué razón social se factura."
          />
          {mayCreateObra ? (
            <ObraForm
              schema={createConstructoraObraSchema}
              defaultValues={nuevaObra}
              submitLabel="Guardar obra"
              cancelTo={href('constructora-detalle', { id: constructora.id })}
              onSubmit={async (values) => {
                const created = await create.mutateAsync(values)
                notify.success(
                  `${created.nombre} (${created.codigo}) se agregó a ${constructora.nombre}.`,
                )
                await navigate(href('constructora-detalle', { id: constructora.id }))
              }}
            />
          ) : (
            <Alert>
              <AlertTitle>No puedes agregar obras</AlertTitle>
              <AlertDescription>
                Agregar una obra requiere el permiso de crear obras. Si lo necesitas, pídelo a tu
                administrador.
              </AlertDescription>
              <LinkButton
                variant="outline"
                to={href('constructora-detalle', { id: constructora.id })}
                className="mt-3 w-fit"
              >
                Volver a la constructora
              </LinkButton>
            </Alert>
          )}
        </div>
      )}
    </RegistroDeLaRuta>
  )
}
