// contratos/{contratoId}/edp/{edpId}/editar: an EDP whole — its lines with their evidence, totals,
// what the obra observed, its history (who, when, the comment; "registrado por personal" when staff
// recorded the site's answer) and its previous revisions, read-only. It is also how a locked or
// in-review EDP is opened (the catalogue has no detail route; decision 062): OC, HES and manual
// lines are edited only in revisión comercial 1 and 2, sent with the version read (someone else's
// save first is the conflict notice with "Recargar"). The workflow's moves are buttons, each shown
// to whoever holds the key of the tab that shows the EDP (decision 061) and asking a comment
// (required to record the obra's observation). Aprobado por obra is shown locked.
import {
  ACCION_EDP_LABEL,
  type EdpDetail,
  type EdpHistorial,
  ESTADO_EDP_LABEL,
  ESTADOS_EDP_EDITABLES,
  type EstadoEdp,
  formatRut,
  observarEdpSchema,
  type TransicionEdp,
  transicionEdpSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { type AccessKey, href } from '@cordillera/permissions'
import {
  apiErrorMessage,
  DialogHeading,
  FormActions,
  FormDialog,
  HistoryCard,
  HistoryRow,
  QueryView,
  RowLink,
  submitting,
  useApi,
  useCan,
  useVersionConflict,
} from '@cordillera/portal/screens'
import { EdpTotalesResumen } from '@cordillera/portal/screens/edp'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatClp, formatDate, formatDateTime, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { FileDown, Lock } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { useArchivoEdp } from './edp-archivos.tsx'
import { EdpLineasCard, EdpLineasTable } from './edp-lineas.tsx'
import { cuerpoDeLineas, SinGuardarNotice, useLineasManuales } from './edp-lineas-manuales.tsx'
import { EdpReferenciasFields } from './edp-referencias.tsx'

/** A move of the workflow as a button: the estado it leaves, its words and the key that shows it. */
export type MovimientoEdp = {
  transicion: TransicionEdp
  desde: EstadoEdp
  label: string
  /** The dialog's sentence. */
  descripcion: string
  key: AccessKey
  hecho: string
  comentarioObligatorio?: true
}

/** The moves in the workflow's order; keys are those of the tab the EDP shows in (decision 061). */
export const MOVIMIENTOS_EDP: readonly MovimientoEdp[] = [
  {
    transicion: 'enviar-a-obra',
    desde: 'revision-comercial-1',
    label: 'Enviar a obra',
    descripcion: 'La obra lo verá en su portal para aprobarlo u observarlo; ya no se edita.',
    key: 'comercial/edp-revision-comercial-1',
    hecho: 'se envió a la obra',
  },
  {
    transicion: 'aprobar',
    desde: 'revision-obra',
    label: 'Registrar aprobación de la obra',
    descripcion:
      'La aprobación que la obra dio por otro medio, registrada por personal: el EDP queda cerrado.',
    key: 'comercial/listar-edp',
    hecho: 'quedó aprobado por la obra',
  },
  {
    transicion: 'observar',
    desde: 'revision-obra',
    label: 'Registrar observación de la obra',
    descripcion: 'Lo que la obra observó, registrado por personal. El comentario es obligatorio.',
    key: 'comercial/listar-edp',
    hecho: 'quedó observado por la obra',
    comentarioObligatorio: true,
  },
  {
    transicion: 'tomar-observacion',
    desde: 'observado-obra',
    label: 'Tomar observación',
    descripcion: 'El EDP pasa a revisión comercial 2 para corregirlo y reenviarlo.',
    key: 'comercial/edp-observado-obra',
    hecho: 'pasó a revisión comercial 2',
  },
  {
    transicion: 'reenviar',
    desde: 'revision-comercial-2',
    label: 'Reenviar a obra',
    descripcion: 'Se envía como una nueva revisión; la anterior queda de solo lectura.',
    key: 'comercial/listar-edp',
    hecho: 'se reenvió a la obra',
  },
]

/** The moves an EDP in `estado` offers to whoever holds their keys. */
export const movimientosDe = (estado: EstadoEdp, can: (key: AccessKey) => boolean) =>
  MOVIMIENTOS_EDP.filter((movimiento) => movimiento.desde === estado && can(movimiento.key))

const esEditable = (estado: EstadoEdp) =>
  (ESTADOS_EDP_EDITABLES as readonly string[]).includes(estado)

export default function EdpEditar() {
  const { edpId = '' } = useParams()
  const api = useApi()
  const queries = comercialQueries(api).edp
  const detail = useQuery(queries.detail(edpId))
  const conflict = useVersionConflict('este EDP', queries.detail(edpId).queryKey)
  return (
    <QueryView
      query={detail}
      thing="El EDP"
      back={{ to: href('edp-generados'), label: 'Volver a EDP generados' }}
    >
      {(edp) => (
        // Keyed by version: a reload after a conflict starts the editor over from the stored EDP.
        <Edp key={edp.version} edp={edp} conflict={conflict} />
      )}
    </QueryView>
  )
}

function Edp({
  edp,
  conflict,
}: {
  edp: EdpDetail
  conflict: ReturnType<typeof useVersionConflict>
}) {
  const api = useApi()
  const can = useCan()
  const editable = esEditable(edp.estado) && can('comercial/editar-edp')
  const manuales = useLineasManuales({
    guardadas: edp.lineas,
    moneda: edp.moneda,
    valorUf: edp.valorUf?.valor ?? null,
    editable,
  })
  // The stored lines' ids, so the obra's per-line comments find the line they name.
  const guardadas = new Map(edp.lineas.map((linea) => [linea.id, linea.lineaId]))
  const conIds = manuales.lineas.map((linea) => ({ ...linea, lineaId: guardadas.get(linea.id) }))
  const [ordenCompra, setOrdenCompra] = useState(edp.ordenCompra ?? '')
  const [hes, setHes] = useState(edp.hes ?? '')
  const [moviendo, setMoviendo] = useState<MovimientoEdp | null>(null)
  const update = useEntityMutation(comercialQueries(api).edp, () =>
    comercialApi(api).edp.update(edp.id, {
      version: edp.version,
      ordenCompra: ordenCompra.trim(),
      hes: hes.trim(),
      lineasManuales: cuerpoDeLineas(manuales.manuales),
    }),
  )
  const guardar = async () => {
    try {
      await update.mutateAsync(undefined)
      notify.success(`El ${edp.folio} se guardó.`)
    } catch (error) {
      if (isConflict(error)) conflict.onConflict()
      else notify.error(apiErrorMessage(error))
    }
  }
  const movimientos = movimientosDe(edp.estado, can)
  // A move takes what is saved: while the lines, OC or HES differ from it, it waits for Guardar.
  const sinGuardar =
    editable &&
    (manuales.sinGuardar ||
      ordenCompra.trim() !== (edp.ordenCompra ?? '') ||
      hes.trim() !== (edp.hes ?? ''))
  const observacion = ultimaObservacion(edp)
  const archivo = useArchivoEdp()
  const puedeDescargar = can('comercial/exportar-edp')

  return (
    <div className="grid gap-6">
      <PageHeader
        title={`EDP ${edp.folio}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {edp.obra.nombre} · {formatDate(edp.periodoDesde)} al {formatDate(edp.periodoHasta)}{' '}
            <EstadoBadge estado={edp.estado} />
            {edp.revision > 1 ? <span>Revisión {formatNumber(edp.revision)}</span> : null}
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {movimientos.map((movimiento) => (
              <Button
                key={movimiento.transicion}
                variant={movimiento.transicion === 'observar' ? 'outline' : 'default'}
                disabled={sinGuardar}
                onClick={() => setMoviendo(movimiento)}
              >
                {movimiento.label}
              </Button>
            ))}
            {puedeDescargar
              ? (['pdf', 'xlsx'] as const).map((formato) => (
                  <Button
                    key={formato}
                    variant="outline"
                    pending={archivo.pendiente?.formato === formato}
                    onClick={() => void archivo.descargar(edp, formato)}
                  >
                    <FileDown aria-hidden="true" />
                    {formato === 'pdf' ? 'Descargar PDF' : 'Descargar Excel'}
                  </Button>
                ))
              : null}
          </div>
        }
      />
      {conflict.alert}
      {sinGuardar ? <SinGuardarNotice accion="enviarlo" /> : null}
      <EstadoNotice edp={edp} editable={editable} />
      {observacion && edp.estado !== 'aprobado-obra' ? (
        <Alert variant="warning">
          <AlertTitle>
            Observación de la obra (revisión {formatNumber(observacion.revision)})
          </AlertTitle>
          <AlertDescription>
            <p>{observacion.comentario}</p>
            {observacion.observacionesLineas.length > 0 ? (
              <ul className="mt-1 grid list-disc gap-0.5 pl-5">
                {observacion.observacionesLineas.map((linea) => (
                  <li key={linea.lineaId}>
                    {linea.descripcion}: {linea.comentario}
                  </li>
                ))}
              </ul>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Datos del EDP</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <DescriptionList
            items={[
              { label: 'Folio', value: edp.folio },
              { label: 'Estado', value: <EstadoBadge estado={edp.estado} /> },
              {
                label: 'Contrato',
                value: (
                  <RowLink route="contratos-detalle" id={edp.contrato.id}>
                    {edp.contrato.folio}
                  </RowLink>
                ),
              },
              {
                label: 'Razón social',
                value: `${edp.razonSocial.razonSocial} (${formatRut(edp.razonSocial.rut)})`,
              },
              { label: 'Obra', value: `${edp.obra.codigo} ${edp.obra.nombre}` },
              {
                label: 'Período',
                value: `${formatDate(edp.periodoDesde)} al ${formatDate(edp.periodoHasta)}`,
              },
              { label: 'Moneda del contrato', value: edp.moneda },
              ...(editable
                ? []
                : [
                    { label: 'Orden de compra', value: edp.ordenCompra },
                    { label: 'HES', value: edp.hes },
                  ]),
            ]}
          />
          {editable ? (
            <div className="flex flex-wrap items-end gap-4">
              <EdpReferenciasFields
                ordenCompra={{ value: ordenCompra, onChange: setOrdenCompra }}
                hes={{ value: hes, onChange: setHes }}
              />
            </div>
          ) : null}
        </CardContent>
      </Card>

      <EdpLineasCard
        problemas={edp.problemas}
        manuales={manuales}
        table={{
          lineas: conIds,
          items: edp.items,
          caption: `Líneas del ${edp.folio}`,
          observaciones: observacion
            ? new Map(observacion.observacionesLineas.map((o) => [o.lineaId, o.comentario]))
            : undefined,
        }}
        totales={{ moneda: edp.moneda, valorUf: edp.valorUf }}
      >
        {editable ? (
          <div>
            <Button onClick={() => void guardar()} pending={update.isPending}>
              Guardar cambios
            </Button>
          </div>
        ) : null}
      </EdpLineasCard>

      <HistorialCard historial={edp.historial} />
      <RevisionesCard edp={edp} />
      <MovimientoDialog
        edp={edp}
        movimiento={moviendo}
        onClose={() => setMoviendo(null)}
        onConflict={conflict.onConflict}
      />
    </div>
  )
}

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409

/** What the estado allows, said above the EDP. */
function EstadoNotice({ edp, editable }: { edp: EdpDetail; editable: boolean }) {
  if (edp.estado === 'aprobado-obra') {
    return (
      <Alert variant="success">
        <Lock aria-hidden="true" />
        <AlertTitle>Aprobado por la obra</AlertTitle>
        <AlertDescription>
          Aprobado el {formatDateTime(edp.estadoDesde)}: el EDP está cerrado y no admite cambios.
        </AlertDescription>
      </Alert>
    )
  }
  if (!esEditable(edp.estado)) {
    return (
      <Alert variant="info">
        <AlertDescription>
          {ESTADO_EDP_LABEL[edp.estado]}: mientras está en la obra, el EDP no se edita.
        </AlertDescription>
      </Alert>
    )
  }
  if (!editable) {
    return (
      <Alert variant="info">
        <AlertDescription>
          Sin permiso para editar EDP: se muestra de solo lectura.
        </AlertDescription>
      </Alert>
    )
  }
  return null
}

/** The obra's last observation (the newest `observar` entry), if any. */
export function ultimaObservacion(edp: Pick<EdpDetail, 'historial'>): EdpHistorial | null {
  const observaciones = edp.historial.filter((entrada) => entrada.accion === 'observar')
  return observaciones.sort((a, b) => b.en.localeCompare(a.en))[0] ?? null
}

/** Who recorded an entry: the site's answers recorded by staff say so. */
export function quienText(entrada: EdpHistorial): string {
  const nombre = entrada.usuario?.nombre ?? 'el sistema'
  const respuestaDeObra = entrada.accion === 'aprobar' || entrada.accion === 'observar'
  if (!respuestaDeObra) return nombre
  return entrada.origen === 'comercial' ? `${nombre} (registrado por personal)` : `${nombre} (obra)`
}

function HistorialCard({ historial }: { historial: readonly EdpHistorial[] }) {
  const entradas = [...historial].sort((a, b) => b.en.localeCompare(a.en))
  return (
    <HistoryCard entries={entradas} label="Historial del EDP">
      {(entrada) => (
        <HistoryRow key={entrada.id} at={entrada.en}>
          <span className="grid gap-0.5">
            <span>
              <span className="font-medium">{ACCION_EDP_LABEL[entrada.accion]}</span>
              <span className="text-muted-foreground">
                {' '}
                · revisión {formatNumber(entrada.revision)} · {quienText(entrada)}
              </span>
            </span>
            {entrada.comentario ? <span>«{entrada.comentario}»</span> : null}
            {entrada.observacionesLineas.map((linea) => (
              <span key={linea.lineaId} className="text-muted-foreground">
                {linea.descripcion}: {linea.comentario}
              </span>
            ))}
          </span>
        </HistoryRow>
      )}
    </HistoryCard>
  )
}

/** The previous revisions, read-only: what the obra saw and what it observed. */
function RevisionesCard({ edp }: { edp: EdpDetail }) {
  if (edp.revisiones.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Revisiones anteriores</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {edp.revisiones.map((revision) => (
          <details key={revision.revision} className="rounded-md border p-3">
            <summary className="cursor-pointer font-medium">
              Revisión {formatNumber(revision.revision)} · cerrada el{' '}
              {formatDateTime(revision.cerradaEn)} · total {formatClp(revision.total)}
            </summary>
            <div className="mt-3 grid gap-3 text-sm">
              {revision.observacion ? (
                <p>
                  <span className="font-medium">La obra observó:</span> {revision.observacion}
                </p>
              ) : null}
              <EdpLineasTable
                lineas={revision.lineas}
                caption={`Líneas de la revisión ${revision.revision}`}
                observaciones={
                  new Map(revision.observacionesLineas.map((o) => [o.lineaId, o.comentario]))
                }
              />
              <EdpTotalesResumen totales={revision} moneda={edp.moneda} valorUf={edp.valorUf} />
            </div>
          </details>
        ))}
      </CardContent>
    </Card>
  )
}

/** A move's dialog: its comment (required to record an observation) and the version read. */
function MovimientoDialog({
  edp,
  movimiento,
  onClose,
  onConflict,
}: {
  edp: EdpDetail
  movimiento: MovimientoEdp | null
  onClose: () => void
  onConflict: () => void
}) {
  return (
    <FormDialog open={movimiento !== null} onClose={onClose} className="sm:max-w-lg">
      {movimiento ? (
        <MovimientoForm
          edp={edp}
          movimiento={movimiento}
          onClose={onClose}
          onConflict={onConflict}
        />
      ) : null}
    </FormDialog>
  )
}

function MovimientoForm({
  edp,
  movimiento,
  onClose,
  onConflict,
}: {
  edp: EdpDetail
  movimiento: MovimientoEdp
  onClose: () => void
  onConflict: () => void
}) {
  const api = useApi()
  const calls = comercialApi(api).edp
  const form = useZodForm(
    movimiento.comentarioObligatorio ? observarEdpSchema : transicionEdpSchema,
    { defaultValues: { comentario: '', version: edp.version } },
  )
  const move = useEntityMutation(
    comercialQueries(api).edp,
    (body: { version: number; comentario?: string | null }) => {
      switch (movimiento.transicion) {
        case 'enviar-a-obra':
          return calls.send(edp.id, body)
        case 'aprobar':
          return calls.approve(edp.id, body)
        case 'observar':
          return calls.observe(edp.id, { ...body, comentario: body.comentario ?? '' })
        case 'tomar-observacion':
          return calls.takeObservation(edp.id, body)
        case 'reenviar':
          return calls.resend(edp.id, body)
      }
    },
  )
  return (
    <>
      <DialogHeading
        title={`${movimiento.label}: ${edp.folio}`}
        description={movimiento.descripcion}
      />
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={submitting(
          form,
          async (values: { version: number; comentario?: string | null }) => {
            await move.mutateAsync(values)
            notify.success(`El ${edp.folio} ${movimiento.hecho}.`)
            onClose()
          },
          () => {
            onClose()
            onConflict()
          },
        )}
      >
        <TextareaField
          name="comentario"
          label={movimiento.comentarioObligatorio ? 'Comentario' : 'Comentario (opcional)'}
          rows={3}
        />
        <FormActions
          pending={form.formState.isSubmitting}
          submitLabel={movimiento.label}
          cancel={{ onClick: onClose }}
        />
      </Form>
    </>
  )
}
