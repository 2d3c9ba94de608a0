// Pieces the quotation screens share: the notice of a screen that only applies in one estado,
// the PDF download (list and detail), and the rechazo dialog that asks for the motivo.
import {
  type CotizacionDetail,
  type CotizacionRow,
  rechazarCotizacionSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import {
  type ComercialApi,
  comercialApi,
  comercialQueries,
} from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { useApi, useFileDownload, useVersionConflict } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { Fragment, type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { NoAplicaNotice } from '../common/no-aplica-notice.tsx'
import { RechazoDialog } from '../common/rechazo-dialog.tsx'
import { RegistroDeLaRuta } from '../common/registro-de-la-ruta.tsx'

/**
 * The quotation of the route (`:id`): its loading, not-found and failed states, then the screen
 * given it and how to read it again.
 */
export function CotizacionDeLaRuta({
  children,
}: {
  children: (cotizacion: CotizacionDetail, reload: () => Promise<unknown>) => ReactNode
}) {
  return (
    <RegistroDeLaRuta
      detail={(api) => comercialQueries(api).cotizaciones.detail}
      thing="La cotización"
      back={{ to: href('cotizaciones'), label: 'Volver a cotizaciones' }}
    >
      {children}
    </RegistroDeLaRuta>
  )
}

type EnBorradorProps = {
  title: (cotizacion: CotizacionDetail) => string
  description: (cotizacion: CotizacionDetail) => string
  /** What the screen says when the quotation is no longer a borrador. */
  cerrada: { title: string; text: string }
  children: (cotizacion: CotizacionDetail, onConflict: () => void) => ReactNode
}

/**
 * The frame of the screens that change a quotation while borrador (editar, agregar-items): the
 * quotation of the route, its header, and either why it no longer changes or the screen's form —
 * remounted from the stored row after a 409's "Recargar" (`onConflict`).
 */
export function CotizacionEnBorrador(props: EnBorradorProps) {
  return (
    <CotizacionDeLaRuta>
      {(cotizacion) => <EnBorrador cotizacion={cotizacion} {...props} />}
    </CotizacionDeLaRuta>
  )
}

function EnBorrador({
  cotizacion,
  title,
  description,
  cerrada,
  children,
}: EnBorradorProps & { cotizacion: CotizacionDetail }) {
  const api = useApi()
  const conflict = useVersionConflict(
    'esta cotización',
    comercialQueries(api).cotizaciones.detail(cotizacion.id).queryKey,
  )
  return (
    <div className="grid gap-6">
      <PageHeader title={title(cotizacion)} description={description(cotizacion)} />
      {cotizacion.estado !== 'borrador' ? (
        <EstadoNotice id={cotizacion.id} title={cerrada.title}>
          {cerrada.text}
        </EstadoNotice>
      ) : (
        <>
          {conflict.alert}
          <Fragment key={cotizacion.version}>{children(cotizacion, conflict.onConflict)}</Fragment>
        </>
      )}
    </div>
  )
}

/**
 * A borrador's save (its header, its items): sent with `call`, then the toast `done` says and
 * back to the quotation.
 */
export function useSaveBorrador<V>(
  call: (cotizaciones: ComercialApi['cotizaciones'], values: V) => Promise<CotizacionDetail>,
  done: (saved: CotizacionDetail) => string,
) {
  const api = useApi()
  const navigate = useNavigate()
  const save = useEntityMutation(comercialQueries(api).cotizaciones, (values: V) =>
    call(comercialApi(api).cotizaciones, values),
  )
  return async (values: V) => {
    const saved = await save.mutateAsync(values)
    notify.success(done(saved))
    await navigate(href('cotizaciones-gestionar', { id: saved.id }))
  }
}

/** A screen that does not apply in the quotation's estado: why, and the way back to it. */
export function EstadoNotice({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: string
}) {
  return (
    <NoAplicaNotice
      title={title}
      back={{ to: href('cotizaciones-gestionar', { id }), label: 'Volver a la cotización' }}
    >
      {children}
    </NoAplicaNotice>
  )
}

/** "Descargar PDF": the API's document, saved under the name it gives (`COT-000123.pdf`). */
export function useExportCotizacionPdf() {
  const api = useApi()
  const { descargar, pendiente } = useFileDownload<string>()
  return {
    descargar: (cotizacion: { id: string }) =>
      descargar(cotizacion.id, () => comercialApi(api).cotizaciones.exportPdf(cotizacion.id)),
    pendiente,
  }
}

type Rechazable = Pick<CotizacionRow, 'id' | 'folio' | 'version'>

/** `ask(cotizacion)` opens the dialog asking why it was rejected; `dialog` renders it. */
export function useRejectCotizacion(onDone?: () => void) {
  const api = useApi()
  const [cotizacion, setCotizacion] = useState<Rechazable | null>(null)
  const dialog = (
    <RechazoDialog
      target={cotizacion}
      onClose={() => setCotizacion(null)}
      schema={rechazarCotizacionSchema}
      entity={comercialQueries(api).cotizaciones}
      send={(target, body) => comercialApi(api).cotizaciones.reject(target.id, body)}
      description="El cliente no aceptó la cotización. El motivo queda en ella y en su historial."
      submitLabel="Rechazar cotización"
      done={(target) => `La cotización ${target.folio} quedó rechazada.`}
      onDone={onDone}
    />
  )
  return { ask: setCotizacion, dialog }
}
