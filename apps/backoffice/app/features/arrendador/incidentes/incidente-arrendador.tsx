// One lessor's incident (`?id=`), as operations see it: what happened, on which asset and obra,
// its photos (a short-lived link each), its estado and who closed it. "Tomar en revisión" asks
// first; "Cerrar" asks what was done (required). Both send the version read: a refusal (409:
// someone acted first, or it is already closed) stays in the dialog with the API's reason.
import {
  cerrarIncidenteSchema,
  closeIncidenteRoute,
  type IncidenteDetail,
  reviewIncidenteRoute,
  TIPO_INCIDENTE_LABEL,
} from '@cordillera/contracts'
import { ApiRequestError, useEntityMutation } from '@cordillera/data-client'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import {
  apiErrorMessage,
  DialogHeading,
  estadoItem,
  FieldsCard,
  FormActions,
  FormDialog,
  linkClass,
  QueryView,
  showApiError,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { CircleCheck, Eye, Image } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'

export function IncidenteArrendador({ id }: { id: string }) {
  const api = useApi()
  const query = useQuery(arrendadorQueries(api).incidentesStaff.detail(id))
  const back = { to: href('incidentes-arrendador'), label: 'Volver a incidentes de arrendadores' }
  return (
    <QueryView query={query} back={back} thing="El incidente">
      {(incidente) => <Detalle incidente={incidente} />}
    </QueryView>
  )
}

function Detalle({ incidente }: { incidente: IncidenteDetail }) {
  const api = useApi()
  const can = useCan()
  const abierto = incidente.estado !== 'cerrado'
  const open = async (fotoId: string) => {
    try {
      const { url } = await arrendadorApi(api).incidentesStaff.fotoUrl(incidente.id, fotoId)
      window.open(url, '_blank', 'noopener')
    } catch (error) {
      showApiError(error)
    }
  }
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Incidente ${incidente.folio}`}
        description={`${TIPO_INCIDENTE_LABEL[incidente.tipo]} · ${incidente.proveedor.razonSocial}`}
        actions={
          abierto && can(closeIncidenteRoute.permission) ? (
            <div className="flex flex-wrap gap-2">
              {incidente.estado === 'abierto' && can(reviewIncidenteRoute.permission) ? (
                <Revisar incidente={incidente} />
              ) : null}
              <Cerrar incidente={incidente} />
            </div>
          ) : null
        }
      />
      {incidente.estado === 'cerrado' ? (
        <Alert>
          <AlertTitle>
            Cerrado
            {incidente.cerradoPor ? ` por ${incidente.cerradoPor.nombre}` : ''}
            {incidente.cerradoEn ? ` el ${formatDateTime(incidente.cerradoEn)}` : ''}
          </AlertTitle>
          <AlertDescription>{incidente.comentarioCierre}</AlertDescription>
        </Alert>
      ) : null}
      <FieldsCard
        title="Incidente"
        items={[
          estadoItem(incidente.estado, incidente.estadoDesde),
          { label: 'Fecha', value: formatDate(incidente.fecha) },
          { label: 'Arrendador', value: incidente.proveedor.razonSocial },
          {
            label: 'Equipo',
            value: (
              <Link className={linkClass} to={href('activos-detalle', { id: incidente.activo.id })}>
                {incidente.activo.codigo} {incidente.activo.modelo}
              </Link>
            ),
          },
          {
            label: 'Obra',
            value: incidente.obra ? `${incidente.obra.codigo} ${incidente.obra.nombre}` : null,
          },
          { label: 'Informado', value: formatDateTime(incidente.creadoEn) },
          { label: 'Qué pasó', value: incidente.descripcion, wide: true },
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle>Fotos</CardTitle>
        </CardHeader>
        <CardContent>
          {incidente.fotos.length === 0 ? (
            <p className="text-muted-foreground">Sin fotos.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Fotos">
              {incidente.fotos.map((foto) => (
                <li key={foto.id}>
                  <Button variant="outline" size="sm" onClick={() => void open(foto.id)}>
                    <Image aria-hidden="true" />
                    {foto.archivo.nombre}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

function Revisar({ incidente }: { incidente: IncidenteDetail }) {
  const api = useApi()
  const [open, setOpen] = useState(false)
  const [problema, setProblema] = useState<string | undefined>()
  const review = useEntityMutation(arrendadorQueries(api).incidentesStaff, () =>
    arrendadorApi(api).incidentesStaff.review(incidente.id, { version: incidente.version }),
  )
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setProblema(undefined)
      }}
      trigger={
        <Button size="sm" variant="outline">
          <Eye aria-hidden="true" />
          Tomar en revisión
        </Button>
      }
      title={`Tomar ${incidente.folio} en revisión`}
      description="El arrendador verá que Operaciones está revisando el incidente."
      confirmLabel="Tomar en revisión"
      errorMessage={problema}
      onConfirm={async () => {
        try {
          await review.mutateAsync()
        } catch (error) {
          setProblema(apiErrorMessage(error))
          throw error
        }
        notify.success(`${incidente.folio} quedó en revisión.`)
      }}
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
