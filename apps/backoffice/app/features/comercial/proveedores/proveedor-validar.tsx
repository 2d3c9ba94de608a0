// proveedores-provisorios/validar?id=…: a provisional proveedor's data, to correct, with the bank
// data it will be paid to; saving makes it a regular proveedor. Without an id, the provisional
// proveedores to choose one from.

import { formatRut, type ValidateProveedorInput } from '@cordillera/contracts'
import { ApiRequestError, useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { QueryView, TrackingNote, useApi, useVersionConflict } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { StatusPage } from '@cordillera/ui/components/status-page'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ProveedorForm, proveedorFormValues } from './proveedor-form.tsx'
import { ProvisoriosTable } from './proveedores-provisorios-list.tsx'

export default function ProveedorValidar() {
  const [params] = useSearchParams()
  const id = params.get('id')
  return id ? <Validar id={id} /> : <Elegir />
}

function Elegir() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Validar proveedor provisorio"
        description="Elige el proveedor provisorio a validar: completarás sus datos bancarios y pasará a ser un proveedor regular."
      />
      <ProvisoriosTable withValidateButton />
    </div>
  )
}

function Validar({ id }: { id: string }) {
  const api = useApi()
  const navigate = useNavigate()
  const detail = comercialQueries(api).proveedoresProvisorios.detail(id)
  const conflict = useVersionConflict('este proveedor', detail.queryKey)
  const query = useQuery(detail)
  const validate = useEntityMutation(
    comercialQueries(api).proveedores,
    (input: ValidateProveedorInput) => comercialApi(api).proveedoresProvisorios.validate(id, input),
  )
  // The API answers 404 both for an unknown id and for a proveedor validated already. (Once this
  // screen has the proveedor, a 404 of a refetch is its own validation: the data stays.)
  if (query.data === undefined && isNotFound(query.error)) return <NoProvisorio />
  return (
    <QueryView
      query={query}
      thing="El proveedor provisorio"
      back={{ to: href('proveedores-provisorios'), label: 'Volver a proveedores provisorios' }}
    >
      {(proveedor) => (
        <div className="grid gap-6">
          <PageHeader
            title={`Validar ${proveedor.razonSocial}`}
            description={`RUT ${formatRut(proveedor.rut)} · Al validarlo, con la cuenta donde se le pagará, pasa a ser un proveedor regular.`}
          />
          {conflict.alert}
          <ProveedorForm
            key={proveedor.version}
            kind="validate"
            defaultValues={proveedorFormValues(proveedor)}
            submitLabel="Validar proveedor"
            cancel={{ to: href('proveedores-provisorios') }}
            onConflict={conflict.onConflict}
            onSubmit={async (values) => {
              const saved = await validate.mutateAsync({ ...values, version: proveedor.version })
              notify.success(`«${saved.razonSocial}» ya es un proveedor validado.`)
              await navigate(href('proveedores'))
            }}
          />
          <TrackingNote {...proveedor} />
        </div>
      )}
    </QueryView>
  )
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400)
}

function NoProvisorio() {
  return (
    <StatusPage
      inShell
      code="404"
      title="No hay un proveedor provisorio con este enlace"
      description="Puede que ya se haya validado (entonces está en Proveedores), que se haya eliminado o que el enlace esté incompleto."
    >
      <Button asChild>
        <Link to={href('proveedores-provisorios')}>Ver proveedores provisorios</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={href('proveedores')}>Ver proveedores</Link>
      </Button>
    </StatusPage>
  )
}
