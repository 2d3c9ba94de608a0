// edp-obra/:id (decision 063): one of the site client's estados de pago — header (obra, contract,
// period, revision, estado), totals with the valor UF and its date, the lines with their evidence
// on demand, the history and the previous revisions. While it is in revisión obra the site answers
// from the bottom of the screen: "Aprobar" (confirmed; it closes the EDP) or "Observar" (a comment,
// required, and optionally one per line). A version that changed meanwhile (409) is said plainly
// with "Recargar". Another obra's EDP answers 404: the portal's not-found state.
import { type EdpDetail, formatClp, formatNumber, observarEdpSchema } from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { edpObraApi, edpObraQueries } from '@cordillera/data-client/edp-obra'
import {
  apiErrorMessage,
  estadoItem,
  FieldsCard,
  LinkButton,
  QueryView,
  useApi,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import { Label } from '@cordillera/ui/components/label'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Textarea } from '@cordillera/ui/components/textarea'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { downloadBlob } from '@cordillera/ui/lib/export/download'
import { useRunning } from '@cordillera/ui/lib/use-running'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Check, FileDown, MessageSquareWarning } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { HistorialEdp, RevisionesEdp } from './edp-obra-historial.tsx'
import { edpObraHref } from './edp-obra-href.ts'
import { LineaEdp } from './edp-obra-lineas.tsx'
import { periodoText } from './edp-obra-text.ts'

export default function EdpObraDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const query = useQuery(edpObraQueries(api).detail(id))
  const back = { to: edpObraHref.lista(), label: 'Volver a mis estados de pago' }
  return (
    <QueryView query={query} back={back} thing="El estado de pago">
      {(edp) => <Detalle edp={edp} />}
    </QueryView>
  )
}

/** The EDP's PDF, as comercial issues it: to keep, forward or print. */
function DescargarPdf({ edp }: { edp: EdpDetail }) {
  const api = useApi()
  const descarga = useRunning()
  const descargar = () =>
    descarga.run(async () => {
      try {
        const { blob, fileName } = await edpObraApi(api).pdf(edp.id)
        downloadBlob(blob, fileName)
      } catch (error) {
        void notify.error(apiErrorMessage(error))
      }
    })
  return (
    <Button
      variant="outline"
      className="h-11"
      pending={descarga.busy}
      onClick={() => void descargar()}
    >
      <FileDown aria-hidden="true" />
      Descargar PDF
    </Button>
  )
}

type Errores = { comentario?: string | undefined; lineas: Record<string, string> }

function Detalle({ edp }: { edp: EdpDetail }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const comentarioId = useId()
  const [observando, setObservando] = useState(false)
  const [comentario, setComentario] = useState('')
  const [porLinea, setPorLinea] = useState<Record<string, string>>({})
  const [errores, setErrores] = useState<Errores>({ lineas: {} })
  const envio = useRunning()
  /** The API's 409: someone (or staff on the obra's behalf) moved or changed the EDP meanwhile. */
  const [conflicto, setConflicto] = useState<string | null>(null)
  const [fallo, setFallo] = useState<string | null>(null)
  const pendiente = edp.estado === 'revision-obra'
  const comentarioRef = useRef<HTMLTextAreaElement>(null)
  // Observing starts at the comment it needs: focused, so a phone scrolls to it and opens its keyboard.
  useEffect(() => {
    if (observando) comentarioRef.current?.focus()
  }, [observando])
  const itemDe = (itemId: string | null) => edp.items.find((item) => item.itemId === itemId)

  /** After an answer: the EDP as stored, every list of EDPs stale, back to the pending list. */
  async function respondido(answer: EdpDetail, mensaje: string) {
    const queries = edpObraQueries(api)
    queryClient.setQueryData(queries.detail(edp.id).queryKey, answer)
    await Promise.all(
      queries.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
    void notify.success(mensaje)
    void navigate(edpObraHref.lista())
  }

  /** A refusal: a 409 shows the conflict with Recargar; anything else its Spanish message. */
  function rechazado(error: unknown) {
    if (error instanceof ApiRequestError && error.status === 409) {
      setConflicto(error.message)
      return
    }
    setFallo(apiErrorMessage(error))
  }

  async function aprobar() {
    setFallo(null)
    try {
      const answer = await edpObraApi(api).approve(edp.id, { version: edp.version })
      await respondido(answer, `Se aprobó el estado de pago ${edp.folio}.`)
    } catch (error) {
      rechazado(error)
    }
  }

  async function observar() {
    setFallo(null)
    const lineas = edp.lineas
      .filter((linea) => (porLinea[linea.lineaId] ?? '').trim() !== '')
      .map((linea) => ({ lineaId: linea.lineaId, comentario: porLinea[linea.lineaId] ?? '' }))
    const body = { version: edp.version, comentario, lineas }
    // The API's own schema, so the screen refuses with the words the API would use.
    const parsed = observarEdpSchema.safeParse(body)
    if (!parsed.success) {
      const next: Errores = { lineas: {} }
      for (const issue of parsed.error.issues) {
        const [campo, index] = issue.path
        if (campo === 'comentario') next.comentario ??= issue.message
        if (campo === 'lineas' && typeof index === 'number') {
          const lineaId = lineas[index]?.lineaId
          if (lineaId) next.lineas[lineaId] ??= issue.message
        }
      }
      setErrores(next)
      // The first field to fix, in view: the comment, or the line whose comment is too long.
      const primera = next.comentario ? null : Object.keys(next.lineas)[0]
      if (!primera) comentarioRef.current?.focus()
      else document.querySelector<HTMLElement>(`[data-linea="${primera}"] textarea`)?.focus()
      return
    }
    setErrores({ lineas: {} })
    await envio.run(async () => {
      try {
        const answer = await edpObraApi(api).observe(edp.id, body)
        await respondido(answer, `Se envió la observación del estado de pago ${edp.folio}.`)
      } catch (error) {
        rechazado(error)
      }
    })
  }

  async function recargar() {
    // Reset, not refetch: the screen shows the EDP as it is now, or not found if it is gone.
    await queryClient.resetQueries({ queryKey: edpObraQueries(api).detail(edp.id).queryKey })
    setConflicto(null)
  }

  return (
    <div className="grid gap-5 pb-2">
      <div>
        <LinkButton to={edpObraHref.lista()} variant="ghost" className="-ml-3 h-11">
          <ArrowLeft aria-hidden="true" />
          Mis estados de pago
        </LinkButton>
      </div>
      <PageHeader
        title={`Estado de pago ${edp.folio}`}
        description={`${edp.obra.codigo} ${edp.obra.nombre} · Contrato ${edp.contrato.folio}`}
        actions={<DescargarPdf edp={edp} />}
      />
      {conflicto ? <Conflicto mensaje={conflicto} onReload={recargar} /> : null}
      {fallo ? (
        <Alert variant="destructive">
          <AlertTitle>No se pudo registrar su respuesta</AlertTitle>
          <AlertDescription>{fallo}</AlertDescription>
        </Alert>
      ) : null}
      {!pendiente ? <SoloLectura edp={edp} /> : null}
      <Totales edp={edp} />
      <FieldsCard
        items={[
          estadoItem(edp.estado, edp.estadoDesde),
          { label: 'Período', value: periodoText(edp.periodoDesde, edp.periodoHasta) },
          { label: 'Revisión', value: formatNumber(edp.revision) },
          { label: 'Razón social', value: edp.razonSocial.razonSocial },
          { label: 'Orden de compra', value: edp.ordenCompra },
          { label: 'HES', value: edp.hes },
        ]}
      />
      {observando ? (
        <Card>
          <CardHeader>
            <CardTitle>Su observación</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1.5">
            <Label htmlFor={comentarioId}>Comentario de la observación</Label>
            <Textarea
              ref={comentarioRef}
              id={comentarioId}
              value={comentario}
              maxLength={2000}
              aria-invalid={errores.comentario ? true : undefined}
              aria-describedby={errores.comentario ? `${comentarioId}-error` : undefined}
              placeholder="Qué no corresponde y por qué"
              onChange={(event) => {
                setComentario(event.target.value)
                setErrores((current) => ({ ...current, comentario: undefined }))
              }}
            />
            {errores.comentario ? (
              <p
                id={`${comentarioId}-error`}
                data-slot="field-error"
                className="text-sm text-destructive"
              >
                {errores.comentario}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              Puede comentar también cada línea que observa, en su recuadro.
            </p>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Líneas</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {edp.lineas.map((linea) => (
              <LineaEdp
                key={linea.lineaId}
                linea={linea}
                item={itemDe(linea.itemId)}
                observacion={
                  observando
                    ? {
                        value: porLinea[linea.lineaId] ?? '',
                        error: errores.lineas[linea.lineaId],
                        onChange: (value) => {
                          setPorLinea((current) => ({ ...current, [linea.lineaId]: value }))
                          setErrores(({ lineas, ...current }) => {
                            const { [linea.lineaId]: _cleared, ...rest } = lineas
                            return { ...current, lineas: rest }
                          })
                        },
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        </CardContent>
      </Card>
      <RevisionesEdp edp={edp} />
      <HistorialEdp edp={edp} />
      {pendiente ? (
        <AccionesFijas>
          {observando ? (
            <>
              <Button size="lg" pending={envio.busy} onClick={() => void observar()}>
                <MessageSquareWarning aria-hidden="true" />
                Enviar observación
              </Button>
              <Button
                size="lg"
                variant="outline"
                disabled={envio.busy}
                onClick={() => {
                  setObservando(false)
                  setErrores({ lineas: {} })
                }}
              >
                Cancelar
              </Button>
            </>
          ) : (
            <>
              <ConfirmDialog
                title={`¿Aprobar el estado de pago ${edp.folio}?`}
                description={`Total ${formatClp(edp.total)} (neto ${formatClp(edp.neto)} más IVA ${formatClp(edp.iva)}). Aprobado, queda cerrado y Cordillera lo factura.`}
                confirmLabel="Aprobar"
                trigger={
                  <Button size="lg">
                    <Check aria-hidden="true" />
                    Aprobar
                  </Button>
                }
                onConfirm={aprobar}
              />
              <Button size="lg" variant="outline" onClick={() => setObservando(true)}>
                <MessageSquareWarning aria-hidden="true" />
                Observar
              </Button>
            </>
          )}
        </AccionesFijas>
      ) : null}
    </div>
  )
}

function Totales({ edp }: { edp: EdpDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Totales</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-1 tabular-nums">
          <div className="flex justify-between gap-4">
            <dt>Neto</dt>
            <dd>{formatClp(edp.neto)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>IVA (19 %)</dt>
            <dd>{formatClp(edp.iva)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-1 text-lg font-semibold">
            <dt>Total</dt>
            <dd>{formatClp(edp.total)}</dd>
          </div>
        </dl>
        {edp.valorUf ? (
          <p className="text-sm text-muted-foreground">
            Líneas en UF convertidas con el valor UF del {formatDate(edp.valorUf.fecha)}: $
            {formatNumber(edp.valorUf.valor, { minDecimals: 2 })}.
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** Who gave the obra's answer: the site itself, or staff recording it (given by email, by phone). */
function quienRespondio(entrada: EdpDetail['historial'][number]): string {
  const nombre = entrada.usuario?.nombre
  const cuando = formatDateTime(entrada.en)
  return entrada.origen === 'cliente'
    ? `Respondió ${nombre ?? 'la obra'} el ${cuando}.`
    : `Respuesta de la obra registrada por Comercial${nombre ? ` (${nombre})` : ''} el ${cuando}.`
}

function SoloLectura({ edp }: { edp: EdpDetail }) {
  const ultima = edp.historial.at(-1)
  // Back with Cordillera, the API answers the revision the site observed, not the draft.
  const observada = `Se muestra la revisión ${formatNumber(edp.revision)} tal como la observó`
  const texto: Record<EdpDetail['estado'], string> = {
    'revision-comercial-1': 'Este estado de pago aún no se le ha enviado.',
    'revision-obra': '',
    'observado-obra': `Su observación fue enviada; Cordillera la revisará y le reenviará el estado de pago. ${observada}.`,
    'revision-comercial-2': `Cordillera está corrigiendo el estado de pago según su observación. ${observada}; verá la corregida cuando se la reenvíen.`,
    'aprobado-obra': 'Aprobado: el estado de pago está cerrado y se factura.',
  }
  return (
    <Alert variant={edp.estado === 'aprobado-obra' ? 'success' : 'info'}>
      <AlertTitle>Solo lectura</AlertTitle>
      <AlertDescription>
        {texto[edp.estado]}
        {ultima && (ultima.accion === 'aprobar' || ultima.accion === 'observar')
          ? ` ${quienRespondio(ultima)}`
          : ''}
      </AlertDescription>
    </Alert>
  )
}

function Conflicto({ mensaje, onReload }: { mensaje: string; onReload: () => Promise<void> }) {
  const recarga = useRunning()
  return (
    <Alert variant="warning" role="alert">
      <AlertTitle>El estado de pago cambió mientras lo revisaba</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{mensaje}</p>
        <p>Su respuesta no se registró. Recargue para verlo como está ahora.</p>
        <div>
          <Button
            size="sm"
            variant="outline"
            pending={recarga.busy}
            onClick={() => recarga.run(onReload)}
          >
            Recargar
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  )
}

/**
 * The answer's buttons on a phone: held at the bottom, above the shell's bar of shortcuts, so the
 * thumb finds them without scrolling; in the flow of the page on a wide screen (as the operator's
 * report screens hold theirs).
 */
function AccionesFijas({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="sticky-actions"
      className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 -mx-4 flex gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 *:flex-1 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:*:flex-none"
    >
      {children}
    </div>
  )
}
