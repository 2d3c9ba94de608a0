// solicitudes/{id}/editar: a pending request's fecha requerida, comentarios and items (the editor
// of its tipo, the same as when it was raised), saved with the version that was read; when someone
// else saved, approved or rejected it first the API answers 409 and the screen offers to reload.
// A cierre's items are every asset on rent: only its day and comments change.
import {
  type SolicitudDetail,
  TIPO_SOLICITUD_LABEL,
  updateSolicitudSchema,
} from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { EditScreen, EntityForm, type FormSave, useApi } from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { NoAplicaNotice } from '../common/no-aplica-notice.tsx'
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
  // An adición's items are priced; a cambio's name the asset's replacement tipo.
  const adicion = solicitud.tipo === 'adicion'
  const cambio = solicitud.tipo === 'cambio'
  switch (solicitud.tipo) {
    case 'adicion':
    case 'arriendo':
      return {
        ...cabecera,
        items: items.map((item) => ({
          tipoActivoId: item.tipoActivo?.id ?? '',
          cantidad: item.cantidad,
          ...(adicion
            ? { unidadCobro: item.unidadCobro, tarifa: item.tarifa, conOperador: item.conOperador }
            : {}),
          descripcion: item.descripcion ?? '',
        })),
      }
    case 'cambio':
    case 'retiro-parcial':
      return {
        ...cabecera,
        items: items.flatMap((item) =>
          item.contratoItem
            ? [
                {
                  contratoItemId: item.contratoItem.id,
                  ...(cambio ? { tipoActivoId: item.tipoActivo?.id ?? null } : {}),
                  descripcion: item.descripcion ?? '',
                },
              ]
            : [],
        ),
      }
    case 'cierre':
      return cabecera
  }
}

export default function SolicitudEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={comercialQueries(api).solicitudes}
      thing="La solicitud"
      list="solicitudes"
      what="esta solicitud"
      title={(solicitud) => `Editar ${solicitud.folio}`}
      description={(solicitud) => (
        <span className="flex flex-wrap items-center gap-2">
          {TIPO_SOLICITUD_LABEL[solicitud.tipo]} · {solicitud.obra.codigo} {solicitud.obra.nombre}
          {solicitud.contrato ? ` · ${solicitud.contrato.folio}` : null}
          <EstadoBadge estado={solicitud.estado} />
        </span>
      )}
      update={comercialApi(api).solicitudes.update}
      done={(saved) => `${saved.folio} se guardó.`}
      leadsTo={(saved) => href('solicitudes-detalle', { id: saved.id })}
    >
      {(solicitud, save) =>
        solicitud.estado === 'pendiente' ? (
          <EditarConContrato solicitud={solicitud} save={save} />
        ) : (
          <NoAplicaNotice
            title="Solo se edita una solicitud pendiente"
            back={{
              to: href('solicitudes-detalle', { id: solicitud.id }),
              label: 'Ver la solicitud',
            }}
          >
            Esta solicitud ya fue atendida; su detalle muestra en qué quedó.
          </NoAplicaNotice>
        )
      }
    </EditScreen>
  )
}

type Save = FormSave<z.output<typeof updateSolicitudSchema>>

/** A cambio, retiro or cierre chooses among its contract's assets: those are read first. */
function EditarConContrato({ solicitud, save }: { solicitud: SolicitudDetail; save: Save }) {
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
  const items = contrato.data?.items ?? []
  return (
    <EntityForm
      schema={updateSolicitudSchema}
      defaultValues={editValuesOf(solicitud)}
      submitLabel="Guardar cambios"
      cancelTo={href('solicitudes-detalle', { id: solicitud.id })}
      className="grid max-w-3xl gap-6"
      {...save}
    >
      {() => (
        <>
          <SolicitudCabeceraFields />
          {solicitud.tipo === 'adicion' || solicitud.tipo === 'arriendo' ? (
            <TiposActivoItemsEditor
              moneda={solicitud.tipo === 'adicion' ? solicitud.moneda : null}
            />
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
        </>
      )}
    </EntityForm>
  )
}
