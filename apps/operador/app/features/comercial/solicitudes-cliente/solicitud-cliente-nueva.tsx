// `?nueva=1`: the form of a new request, fed by one call with the client's obras, their assets on
// rent and the tipos de activo. Once sent, the list shows it pendiente.
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { QueryView, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { SolicitudClienteForm, type SolicitudClienteValues } from './solicitud-cliente-form.tsx'
import { solicitudesClienteHref } from './solicitudes-cliente-href.ts'

export function SolicitudClienteNueva() {
  const api = useApi()
  const navigate = useNavigate()
  const queries = comercialQueries(api).solicitudesCliente
  // Under the requests' key: a new request refreshes which assets are already being withdrawn.
  const opciones = useQuery(queries.opciones())
  const create = useEntityMutation(queries, (values: SolicitudClienteValues) =>
    comercialApi(api).solicitudesCliente.create(values),
  )
  const lista = solicitudesClienteHref.lista()
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Nueva solicitud"
        description="Comercial la revisa y le avisa cuando la apruebe."
      />
      <QueryView query={opciones} back={{ to: lista, label: 'Volver' }} thing="La obra">
        {(data) =>
          data.obras.length === 0 ? (
            <p className="text-muted-foreground">
              Su usuario no tiene obras asignadas: pida a Cordillera que lo asocie a su obra.
            </p>
          ) : (
            <SolicitudClienteForm
              opciones={data}
              cancelTo={lista}
              onSubmit={async (values) => {
                const created = await create.mutateAsync(values)
                notify.success(`Solicitud ${created.folio} enviada`)
                await navigate(lista)
              }}
            />
          )
        }
      </QueryView>
    </div>
  )
}
