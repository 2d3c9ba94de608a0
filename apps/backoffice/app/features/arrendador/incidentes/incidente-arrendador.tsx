// One lessor's incident (`?id=`), as operations see it: what happened, on which asset and obra,
// its photos (a short-lived link each), its estado and who closed it. "Tomar en revisión" asks
// first; "Cerrar" asks what was done (required). Both send the version read: a refusal (409:
// someone acted first, or it is already closed) stays in the dialog with the API's reason.
import {
  cerrarIncidenteSchema,
  closeIncidenteRoute,
  type IncidenteDetail,
  reviewIncidenteRoute,
} from '@cordillera/contracts'
import { ApiRequestError, useEntityMutation } from '@cordillera/data-client'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import {
  apiErrorMessage,
  ConfirmAction,
  DialogHeading,
  FormActions,
  FormDialog,
  IncidenteScreen,
  linkClass,
  showApiError,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDateTime } from '@cordillera/ui/format'
import { CircleCheck, Eye } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'

export function IncidenteArrendador({ id }: { id: string }) {
  const api = useApi()
  return (
    <IncidenteScreen
      id={id}
      entity={arrendadorQueries(api).incidentesStaff}
      list="incidentes-arrendador"
      about={(incidente) => incidente.proveedor.razonSocial}
      closedBy={(incidente) =>
        `Cerrado${incidente.cerradoPor ? ` por ${incidente.cerradoPor.nombre}` : ''}${
          incidente.cerradoEn ? ` el ${formatDateTime(incidente.cerradoEn)}` : ''
        }`
      }
      title="Incidente"
      fields={(incidente) => [
        { label: 'Arrendador', value: incidente.proveedor.razonSocial },
        {
          label: 'Equipo',
          value: (
            <Link className={linkClass} to={href('activos-detalle', { id: incidente.activo.id })}>
              {incidente.activo.codigo} {incidente.activo.modelo}
            </Link>
          ),
        },
      ]}
      fotoUrl={arrendadorApi(api).incidentesStaff.fotoUrl}
      headerActions={(incidente) => <Acciones incidente={incidente} />}
    />
  )
}

function Acciones({ incidente }: { incidente: IncidenteDetail }) {
  const can = useCan()
  if (incidente.estado === 'cerrado' || !can(closeIncidenteRoute.permission)) return null
  return (
    <div className="flex flex-wrap gap-2">
      {incidente.estado === 'abierto' && can(reviewIncidenteRoute.permission) ? (
        <Revisar incidente={incidente} />
      ) : null}
      <Cerrar incidente={incidente} />
    </div>
  )
}

function Revisar({ incidente }: { incidente: IncidenteDetail }) {
  const api = useApi()
  const review = useEntityMutation(arrendadorQueries(api).incidentesStaff, () =>
    arrendadorApi(api).incidentesStaff.review(incidente.id, { version: incidente.version }),
  )
  return (
    <ConfirmAction
      trigger={
        <Button size="sm" variant="outline">
          <Eye aria-hidden="true" />
          Tomar en revisión
        </Button>
      }
      title={`Tomar ${incidente.folio} en revisión`}
      description="El arrendador verá que Operaciones está revisando el incidente."
      confirmLabel="Tomar en revisión"
      run={() => review.mutateAsync()}
      done={`${incidente.folio} quedó en revisión.`}
    />
  )
}

function Cerrar({ incidente }: { incidente: IncidenteDetail }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <CircleCheck aria-hidden="true" />
        Cerrar
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} className="sm:max-w-lg">
        <DialogHeading
          title={`Cerrar ${incidente.folio}`}
          description="El arrendador verá el incidente cerrado con este comentario."
        />
        {open ? <CerrarForm incidente={incidente} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  )
}

function CerrarForm({ incidente, onDone }: { incidente: IncidenteDetail; onDone: () => void }) {
  const api = useApi()
  const [problema, setProblema] = useState<string | null>(null)
  const form = useZodForm(cerrarIncidenteSchema, {
    defaultValues: { comentario: '', version: incidente.version },
  })
  const close = useEntityMutation(
    arrendadorQueries(api).incidentesStaff,
    ({ comentario }: { comentario: string }) =>
      arrendadorApi(api).incidentesStaff.close(incidente.id, {
        comentario,
        version: incidente.version,
      }),
  )
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={async (values) => {
        setProblema(null)
        try {
          await close.mutateAsync(values)
        } catch (error) {
          showApiError(error, form)
          const porCampo = error instanceof ApiRequestError && Object.keys(error.fields).length > 0
          if (!porCampo) setProblema(apiErrorMessage(error))
          return
        }
        notify.success(`${incidente.folio} quedó cerrado.`)
        onDone()
      }}
    >
      <TextareaField name="comentario" label="Qué se hizo" rows={4} />
      {problema ? (
        <Alert variant="destructive">
          <AlertDescription>{problema}</AlertDescription>
        </Alert>
      ) : null}
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel="Cerrar incidente"
        cancel={{ onClick: onDone }}
      />
    </Form>
  )
}
