// One of the lessor's estados de pago (`?id=`): obra, period, estado and revision; its PDF; each
// line as a card with its quantity, tarifa, amount and — on demand — the evidence it was computed
// from (the shared line, @cordillera/portal/screens/edp); the totals; "Aceptar" while emitido;
// "Solicitar ajuste" on a line (the amount it should be, why, and a file) while emitido or en
// ajuste; its requests with Cordillera's answers, the previous revisions and the history. Another
// lessor's EDP answers 404 like a missing one.
import {
  ACCION_EDP_EXTERNO_LABEL,
  ESTADOS_EDP_AJUSTABLES,
  type EstadoDePagoArrendadorDetail,
  type LineaEdpArrendador,
  type SolicitarAjusteInput,
  solicitarAjusteSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import {
  ArchivoField,
  DetailScreen,
  EntityForm,
  estadoItem,
  ItemsCard,
  NumberTextField,
  showApiError,
  useApi,
  useFileDownload,
} from '@cordillera/portal/screens'
import {
  cantidadText,
  EdpTotalesResumen,
  Evidencia,
  peso,
  tarifaText,
} from '@cordillera/portal/screens/edp'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent } from '@cordillera/ui/components/card'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { Check, FileDown, MessageSquareWarning } from 'lucide-react'
import { useId, useState } from 'react'

export function EstadoDePagoDetalle({ id }: { id: string }) {
  const api = useApi()
  return (
    <DetailScreen
      id={id}
      entity={arrendadorQueries(api).estadosDePago}
      thing="El estado de pago"
      list="arrendador-estados-de-pago"
      backLink
      title={(edp) => `Estado de pago ${edp.folio}`}
      description={(edp) =>
        `${edp.obra.codigo} ${edp.obra.nombre} · ${formatDate(edp.fechaInicio)} al ${formatDate(edp.fechaFin)}`
      }
      headerActions={(edp) => <Acciones edp={edp} />}
      fields={{
        tracking: false,
        items: (edp) => [
          estadoItem(edp.estado, edp.estadoDesde),
          { label: 'Revisión', value: String(edp.revision) },
          { label: 'Total', value: peso(edp.total) },
          {
            label: 'Solicitudes pendientes',
            value: edp.solicitudesPendientes > 0 ? String(edp.solicitudesPendientes) : null,
          },
        ],
      }}
    >
      {(edp) => <Secciones edp={edp} />}
    </DetailScreen>
  )
}

/** Its PDF, and "Aceptar" while emitido (at the version read). */
function Acciones({ edp }: { edp: EstadoDePagoArrendadorDetail }) {
  const api = useApi()
  const accept = useEntityMutation(arrendadorQueries(api).estadosDePago, (version: number) =>
    arrendadorApi(api).estadosDePago.accept(edp.id, { version }),
  )
  const { descargar, pendiente } = useFileDownload<'pdf'>()
  const aceptar = async () => {
    try {
      await accept.mutateAsync(edp.version)
      notify.success(`Estado de pago ${edp.folio} aceptado`)
    } catch (error) {
      showApiError(error)
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        className="h-11"
        disabled={pendiente === 'pdf'}
        onClick={() => void descargar('pdf', () => arrendadorApi(api).estadosDePago.pdf(edp.id))}
      >
        <FileDown aria-hidden="true" />
        PDF
      </Button>
      {edp.estado === 'emitido' ? (
        <Button className="h-11" disabled={accept.isPending} onClick={() => void aceptar()}>
          <Check aria-hidden="true" />
          Aceptar
        </Button>
      ) : null}
    </div>
  )
}

function Secciones({ edp }: { edp: EstadoDePagoArrendadorDetail }) {
  const [ajustando, setAjustando] = useState<string | null>(null)
  const ajustable = (ESTADOS_EDP_AJUSTABLES as readonly string[]).includes(edp.estado)
  return (
    <>
      {edp.estado === 'en-ajuste' ? (
        <p className="text-sm text-muted-foreground">
          Cordillera revisa sus solicitudes de ajuste; cuando las responda podrá aceptar el estado
          de pago.
        </p>
      ) : null}
      <section className="grid gap-3" aria-label="Líneas">
        <h2 className="font-semibold text-lg">Líneas</h2>
        {edp.lineas.map((linea) => (
          <LineaCard
            key={linea.lineaId}
            linea={linea}
            ajustable={ajustable}
            abierto={ajustando === linea.lineaId}
            onAjustar={() => setAjustando(linea.lineaId)}
            onCerrar={() => setAjustando(null)}
            edp={edp}
          />
        ))}
        <EdpTotalesResumen
          totales={{ neto: edp.neto, iva: edp.iva, total: edp.total }}
          moneda={edp.valorUf ? 'UF' : 'CLP'}
          valorUf={edp.valorUf}
        />
      </section>
      <Solicitudes edp={edp} />
      {edp.revisiones.length > 0 ? (
        <ItemsCard
          title="Revisiones anteriores"
          items={edp.revisiones}
          className="grid gap-2 text-sm"
        >
          {(revision) => (
            <li key={revision.revision}>
              <span className="font-medium">Revisión {revision.revision}</span>: total{' '}
              {peso(revision.total)}, cerrada el {formatDateTime(revision.cerradaEn)}
              {revision.motivo ? ` (${revision.motivo})` : ''}.
            </li>
          )}
        </ItemsCard>
      ) : null}
      <ItemsCard title="Historial" items={edp.historial} ordered className="grid gap-2 text-sm">
        {(entrada) => (
          <li key={entrada.id}>
            <span className="tabular-nums text-muted-foreground">{formatDateTime(entrada.en)}</span>{' '}
            · {ACCION_EDP_EXTERNO_LABEL[entrada.accion]} (
            {entrada.origen === 'arrendador' ? 'usted' : 'Cordillera'}, revisión {entrada.revision})
            {entrada.comentario ? `: ${entrada.comentario}` : ''}
          </li>
        )}
      </ItemsCard>
    </>
  )
}

/** A whole amount in pesos as typed (dots and signs left out), nothing when no digit. */
const pesos = (text: string) => {
  const digits = text.replace(/\D/g, '')
  return digits === '' ? undefined : Number(digits)
}

function LineaCard({
  linea,
  ajustable,
  abierto,
  onAjustar,
  onCerrar,
  edp,
}: {
  linea: LineaEdpArrendador
  ajustable: boolean
  abierto: boolean
  onAjustar: () => void
  onCerrar: () => void
  edp: EstadoDePagoArrendadorDetail
}) {
  const [evidencia, setEvidencia] = useState(false)
  const panel = useId()
  return (
    <Card data-linea={linea.lineaId}>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="font-medium">{linea.descripcion}</p>
          <p className="font-semibold tabular-nums">{peso(linea.monto)}</p>
        </div>
        <p className="text-sm text-muted-foreground">
          {cantidadText(linea)} × {tarifaText(linea)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            className="h-11"
            aria-expanded={evidencia}
            aria-controls={panel}
            onClick={() => setEvidencia((open) => !open)}
          >
            {evidencia ? 'Ocultar evidencia' : 'Ver evidencia'}
          </Button>
          {ajustable && !abierto ? (
            <Button variant="outline" className="h-11" onClick={onAjustar}>
              <MessageSquareWarning aria-hidden="true" />
              Solicitar ajuste
            </Button>
          ) : null}
        </div>
        {evidencia ? (
          <div id={panel}>
            <Evidencia linea={linea} />
          </div>
        ) : null}
        {abierto ? <AjusteForm linea={linea} edp={edp} onDone={onCerrar} /> : null}
      </CardContent>
    </Card>
  )
}

/** The request on one line: the amount it should be, why, and a file sent as soon as chosen. */
function AjusteForm({
  linea,
  edp,
  onDone,
}: {
  linea: LineaEdpArrendador
  edp: EstadoDePagoArrendadorDetail
  onDone: () => void
}) {
  const api = useApi()
  const queries = arrendadorQueries(api)
  const request = useEntityMutation(queries.estadosDePago, (values: SolicitarAjusteInput) =>
    arrendadorApi(api).estadosDePago.requestAdjustment(edp.id, values),
  )
  const [busy, setBusy] = useState(false)
  const titulo = useId()
  return (
    <section className="grid gap-3 rounded-md border p-3" aria-labelledby={titulo}>
      <h3 id={titulo} className="font-medium">
        Solicitar ajuste de esta línea
      </h3>
      <EntityForm
        schema={solicitarAjusteSchema}
        defaultValues={{
          version: edp.version,
          lineaId: linea.lineaId,
          montoSolicitado: linea.monto ?? 0,
          motivo: '',
          archivo: null,
        }}
        submitLabel={busy ? 'Subiendo archivo…' : 'Enviar solicitud'}
        onCancel={onDone}
        className="grid gap-4"
        onSubmit={async (values) => {
          if (busy) return
          const updated = await request.mutateAsync(values)
          const folio = updated.solicitudesAjuste.at(-1)?.folio ?? ''
          notify.success(`Solicitud ${folio} enviada`)
          onDone()
        }}
      >
        {() => (
          <>
            <NumberTextField
              name="montoSolicitado"
              label="Monto que corresponde (pesos)"
              read={pesos}
            />
            <TextareaField name="motivo" label="Motivo" rows={3} />
            <ArchivoField
              label="Respaldo"
              optional
              hint="Una guía, un report o una foto (JPEG, PNG, WebP o PDF)."
              upload={arrendadorApi(api).solicitudesAjuste.uploadArchivo}
              onBusyChange={setBusy}
            />
          </>
        )}
      </EntityForm>
    </section>
  )
}

function Solicitudes({ edp }: { edp: EstadoDePagoArrendadorDetail }) {
  if (edp.solicitudesAjuste.length === 0) return null
  return (
    <ItemsCard title="Solicitudes de ajuste" items={edp.solicitudesAjuste}>
      {(solicitud) => (
        <li key={solicitud.id} className="grid gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{solicitud.folio}</span>
            <EstadoBadge estado={solicitud.estado} />
          </div>
          <p>
            {solicitud.lineaDescripcion}: {peso(solicitud.lineaMonto)} →{' '}
            {peso(solicitud.montoSolicitado)}. {solicitud.motivo}
          </p>
          {solicitud.respuesta ? (
            <p className="text-muted-foreground">Respuesta: {solicitud.respuesta}</p>
          ) : null}
        </li>
      )}
    </ItemsCard>
  )
}
