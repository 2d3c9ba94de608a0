// solicitudes/{id}/editar: a pending request's fecha requerida, comentarios and items (the editor
// of its tipo, the same as when it was raised), saved with the version that was read; when someone
// else saved, approved or rejected it first the API answers 409 and the screen offers to reload.
// A cierre's items are every asset on rent: only its day and comments change.
import {
  type ContratoDetail,
  type SolicitudDetail,
  TIPO_SOLICITUD_LABEL,
  updateSolicitudSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import {
  FormActions,
  LinkButton,
  QueryView,
  showApiError,
  useApi,
  useVersionConflict,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import type { z } from 'zod'
import {
  CierreItemsList,
  ContratoItemsChooser,
  SolicitudCabeceraFields,
  TiposActivoItemsEditor,
} from './solicitud-fields.tsx'

type EditValues = z.input<typeof updateSolicitudSchema>

/** The form's first values: the request as stored, its items in the shape its tipo edits. */
export function editValuesOf(solicitud: SolicitudDetail): EditValues {
  const cabecera = {
    fechaRequerida: solicitud.fechaRequerida,
    comentarios: solicitud.comentarios ?? '',
    version: solicitud.version,
  }
  const items = solicitud.items
  switch (solicitud.tipo) {
    case 'adicion':
      return {
        ...cabecera,
        items: items.map((item) => ({
          tipoActivoId: item.tipoActivo?.id ?? '',
          cantidad: item.cantidad,
          unidadCobro: item.unidadCobro,
          tarifa: item.tarifa,
          conOperador: item.conOperador,
          descripcion: item.descripcion ?? '',
        })),
      }
    case 'arriendo':
      return {
        ...cabecera,
        items: items.map((item) => ({
          tipoActivoId: item.tipoActivo?.id ?? '',
          cantidad: item.cantidad,
          descripcion: item.descripcion ?? '',
        })),
      }
    case 'cambio':
      return {
        ...cabecera,
        items: items.flatMap((item) =>
          item.contratoItem
            ? [
                {
                  contratoItemId: item.contratoItem.id,
                  tipoActivoId: item.tipoActivo?.id ?? null,
                  descripcion: item.descripcion ?? '',
                },
              ]
            : [],
        ),
      }
    case 'retiro-parcial':
      return {
        ...cabecera,
        items: items.flatMap((item) =>
          item.contratoItem
            ? [{ contratoItemId: item.contratoItem.id, descripcion: item.descripcion ?? '' }]
            : [],
        ),
      }
    case 'cierre':
      return cabecera
  }
}

export default function SolicitudEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const query = useQuery(comercialQueries(api).solicitudes.detail(id))
  return (
    <QueryView
      query={query}
      thing="La solicitud"
      back={{ to: href('solicitudes'), label: 'Volver a solicitudes' }}
    >
      {(solicitud) => (
        <div className="grid gap-6">
          <PageHeader
            title={`Editar ${solicitud.folio}`}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {TIPO_SOLICITUD_LABEL[solicitud.tipo]} · {solicitud.obra.codigo}{' '}
                {solicitud.obra.nombre}
                {solicitud.contrato ? ` · ${solicitud.contrato.folio}` : null}
                <EstadoBadge estado={solicitud.estado} />
              </span>
            }
          />
          {solicitud.estado === 'pendiente' ? (
            <EditarConContrato solicitud={solicitud} />
          ) : (
            <Alert variant="warning" className="max-w-3xl">
              <AlertTitle>Solo se edita una solicitud pendiente</AlertTitle>
              <AlertDescription className="grid gap-3">
                <p>Esta solicitud ya fue atendida; su detalle muestra en qué quedó.</p>
                <div>
                  <LinkButton
                    to={href('solicitudes-detalle', { id: solicitud.id })}
                    variant="outline"
                    size="sm"
                  >
                    Ver la solicitud
                  </LinkButton>
                </div>
              </AlertDescription>
            </Alert>
          )}
        </div>
      )}
    </QueryView>
  )
}

/** A cambio, retiro or cierre chooses among its contract's assets: those are read first. */
function EditarConContrato({ solicitud }: { solicitud: SolicitudDetail }) {
  const api = useApi()
  const contratoId = solicitud.contrato?.id
  const needsContrato = ['cambio', 'retiro-parcial', 'cierre'].includes(solicitud.tipo)
  const contrato = useQuery({
    ...comercialQueries(api).contratos.detail(contratoId ?? ''),
    enabled: needsContrato && contratoId !== undefined,
  })
  if (needsContrato && contratoId !== undefined && !contrato.data) {
    if (contrato.isError) {
      return (
        <Alert variant="destructive" className="max-w-3xl">
          <AlertDescription>No se pudieron leer los activos del contrato.</AlertDescription>
        </Alert>
      )
    }
    return <Skeleton className="h-64 max-w-3xl" />
  }
  return (
    <SolicitudEditForm
      // A reload after a conflict brings the new version: the form starts over from it.
      key={solicitud.version}
      solicitud={solicitud}
      contrato={contrato.data ?? null}
    />
  )
}

function SolicitudEditForm({
  solicitud,
  contrato,
}: {
  solicitud: SolicitudDetail
  contrato: ContratoDetail | null
}) {
  const api = useApi()
  const navigate = useNavigate()
  const detail = comercialQueries(api).solicitudes.detail(solicitud.id)
  const conflict = useVersionConflict('esta solicitud', detail.queryKey)
  const update = useEntityMutation(
    comercialQueries(api).solicitudes,
    (values: z.output<typeof updateSolicitudSchema>) =>
      comercialApi(api).solicitudes.update(solicitud.id, values),
  )
  const form = useZodForm(updateSolicitudSchema, { defaultValues: editValuesOf(solicitud) })
  const items = contrato?.items ?? []
  return (
    <>
      {conflict.alert}
      <Form
        form={form}
        className="grid max-w-3xl gap-6"
        onSubmit={async (values) => {
          let saved: SolicitudDetail
          try {
            saved = await update.mutateAsync(values)
          } catch (error) {
            if (showApiError(error, form).conflict) conflict.onConflict()
            return
          }
          notify.success(`${saved.folio} se guardó.`)
          await navigate(href('solicitudes-detalle', { id: saved.id }))
        }}
      >
        <SolicitudCabeceraFields />
        {solicitud.tipo === 'adicion' || solicitud.tipo === 'arriendo' ? (
          <TiposActivoItemsEditor moneda={solicitud.tipo === 'adicion' ? solicitud.moneda : null} />
        ) : null}
        {solicitud.tipo === 'cambio' || solicitud.tipo === 'retiro-parcial' ? (
          <ContratoItemsChooser
            items={items}
            cambio={solicitud.tipo === 'cambio'}
            solicitudId={solicitud.id}
          />
        ) : null}
        {solicitud.tipo === 'cierre' ? (
          <CierreItemsList items={items} solicitudId={solicitud.id} />
        ) : null}
        <FormActions
          pending={form.formState.isSubmitting}
          submitLabel="Guardar cambios"
          cancel={{ to: href('solicitudes-detalle', { id: solicitud.id }) }}
        />
      </Form>
    </>
  )
}
