// estado-de-pago-externos/{obraId}/{proveedorId}/{edpId}/editar: an external EDP whole (decision
// 064) — its data, lines with their evidence, totals, the lessor's adjustment requests, previous
// revisions and history. In borrador staff change its manual lines (recomputed by the API) and emit
// it, once confirmed (the lessor sees it at once and it is no longer edited); en ajuste they accept
// a request (a new revision, the previous kept) or reject it with a reason. Every write sends the
// version read: a 409 says someone changed it first and reloads it.
import {
  ACCION_EDP_EXTERNO_LABEL,
  type EdpExternoDetail,
  ESTADO_SOLICITUD_AJUSTE_LABEL,
  type SolicitudAjuste,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { edpExternosApi, edpExternosQueries } from '@cordillera/data-client/edp-externos'
import { href } from '@cordillera/permissions'
import {
  apiErrorMessage,
  ConfirmAction,
  TableFrame,
  useApi,
  useFileDownload,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { Label } from '@cordillera/ui/components/label'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Textarea } from '@cordillera/ui/components/textarea'
import { notify } from '@cordillera/ui/components/toaster'
import {
  formatClp,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRut,
} from '@cordillera/ui/format'
import { useQueryClient } from '@tanstack/react-query'
import { FileDown } from 'lucide-react'
import { useId, useState } from 'react'
import { RegistroDeLaRuta } from '../common/registro-de-la-ruta.tsx'
import { EdpLineasCard, EdpLineasTable } from '../edp/edp-lineas.tsx'
import { cuerpoDeLineas, SinGuardarNotice, useLineasManuales } from '../edp/edp-lineas-manuales.tsx'

export default function EdpExternoEditar() {
  return (
    <RegistroDeLaRuta
      param="edpId"
      detail={(api) => edpExternosQueries(api).edpExternos.detail}
      thing="El EDP externo"
      back={{ to: href('edp-externos-listar'), label: 'Volver a EDP externos' }}
    >
      {(edp) => <EdpExterno key={edp.version} edp={edp} />}
    </RegistroDeLaRuta>
  )
}

function EdpExterno({ edp }: { edp: EdpExternoDetail }) {
  const api = useApi()
  const client = useQueryClient()
  const queries = edpExternosQueries(api).edpExternos
  const calls = edpExternosApi(api).edpExternos
  const editable = edp.estado === 'borrador'
  const manuales = useLineasManuales({
    guardadas: edp.lineas,
    moneda: 'CLP',
    valorUf: null,
    editable,
  })
  /** A write's refusal: a 409 (changed meanwhile, or not in that estado) reloads the EDP. */
  const rechazada = (error: unknown) => {
    notify.error(apiErrorMessage(error))
    void client.invalidateQueries({ queryKey: queries.detail(edp.id).queryKey })
  }
  const guardar = useEntityMutation(queries, () =>
    calls.update(edp.id, {
      version: edp.version,
      lineasManuales: cuerpoDeLineas(manuales.manuales),
    }),
  )
  const emitir = useEntityMutation(queries, () => calls.emit(edp.id, { version: edp.version }))
  const { descargar, pendiente } = useFileDownload<{ formato: 'pdf' | 'xlsx' }>()
  const hacer = hacerCon(rechazada)
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`EDP externo ${edp.folio}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {edp.proveedor.razonSocial} · {edp.obra.nombre} · {formatDate(edp.fechaInicio)} al{' '}
            {formatDate(edp.fechaFin)} <EstadoBadge estado={edp.estado} />
            {edp.revision > 1 ? <span>Revisión {formatNumber(edp.revision)}</span> : null}
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {editable ? (
              <ConfirmAction
                trigger={<Button disabled={manuales.sinGuardar}>Emitir al arrendador</Button>}
                title={`¿Emitir el ${edp.folio} al arrendador?`}
                description={`${edp.proveedor.razonSocial} lo verá en su portal y podrá aceptarlo o pedir ajustes. Se emite lo guardado (total ${formatClp(edp.total)}) y ya no se edita.`}
                confirmLabel="Emitir"
                run={() =>
                  emitir.mutateAsync(undefined).catch((error: unknown) => {
                    rechazada(error)
                    throw error
                  })
                }
                done={`El ${edp.folio} se emitió al arrendador.`}
              />
            ) : null}
            {(['pdf', 'xlsx'] as const).map((formato) => (
              <Button
                key={formato}
                variant="outline"
                pending={pendiente?.formato === formato}
                onClick={() =>
                  void descargar({ formato }, () =>
                    formato === 'pdf' ? calls.exportPdf(edp.id) : calls.exportXlsx(edp.id),
                  )
                }
              >
                <FileDown aria-hidden="true" />
                {formato === 'pdf' ? 'Descargar PDF' : 'Descargar Excel'}
              </Button>
            ))}
          </div>
        }
      />
      {editable && manuales.sinGuardar ? <SinGuardarNotice accion="emitir" /> : null}
      {editable ? null : (
        <Alert variant="info" role="status">
          <AlertDescription>
            {edp.estado === 'en-ajuste'
              ? 'El arrendador pidió ajustar líneas: acepte (nueva revisión) o rechace cada solicitud.'
              : edp.estado === 'emitido'
                ? 'Emitido: espera la respuesta del arrendador. No se edita.'
                : 'Aceptado por el arrendador: cerrado.'}
          </AlertDescription>
        </Alert>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Datos del EDP externo</CardTitle>
        </CardHeader>
        <CardContent>
          <DescriptionList
            items={[
              { label: 'Folio', value: edp.folio },
              { label: 'Estado', value: <EstadoBadge estado={edp.estado} /> },
              {
                label: 'Arrendador',
                value: `${edp.proveedor.razonSocial} (${formatRut(edp.proveedor.rut)})`,
              },
              { label: 'Obra', value: `${edp.obra.codigo} ${edp.obra.nombre}` },
              {
                label: 'Período',
                value: `${formatDate(edp.fechaInicio)} al ${formatDate(edp.fechaFin)}`,
              },
            ]}
          />
        </CardContent>
      </Card>

      <EdpLineasCard
        problemas={edp.problemas}
        manuales={manuales}
        table={{ items: edp.items, caption: 'Líneas del EDP externo' }}
        totales={{
          ...(editable ? {} : { totales: { neto: edp.neto, iva: edp.iva, total: edp.total } }),
          moneda: edp.valorUf ? 'UF' : 'CLP',
          valorUf: edp.valorUf,
        }}
      >
        {editable ? (
          <div>
            <Button
              pending={guardar.isPending}
              onClick={() => void hacer(guardar, `El ${edp.folio} se guardó.`)}
            >
              Guardar líneas
            </Button>
          </div>
        ) : null}
      </EdpLineasCard>

      <Solicitudes edp={edp} hacer={hacer} />

      {edp.revisiones.map((revision) => (
        <Card key={revision.revision}>
          <CardHeader>
            <CardTitle>
              Revisión {formatNumber(revision.revision)} (anterior, solo lectura)
            </CardTitle>
            <p className="text-muted-foreground text-sm">
              {revision.motivo} · Total {formatClp(revision.total)}
            </p>
          </CardHeader>
          <CardContent>
            <EdpLineasTable
              lineas={revision.lineas}
              caption={`Líneas de la revisión ${revision.revision}`}
            />
          </CardContent>
        </Card>
      ))}

      <Card>
        <CardHeader>
          <CardTitle>Historial</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-2 text-sm">
            {edp.historial.map((entrada) => (
              <li key={entrada.id}>
                <span className="text-muted-foreground">{formatDateTime(entrada.en)}</span> ·{' '}
                {ACCION_EDP_EXTERNO_LABEL[entrada.accion]} · {entrada.usuario?.nombre ?? 'Sistema'}
                {entrada.origen === 'arrendador' ? ' (arrendador)' : ''}
                {entrada.comentario ? ` — ${entrada.comentario}` : ''}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  )
}

/** A write without a body: its toast once done, its refusal handled by `rechazada`. */
const hacerCon =
  (rechazada: (error: unknown) => void) =>
  async (mutation: { mutateAsync: (body: undefined) => Promise<unknown> }, done: string) => {
    try {
      await mutation.mutateAsync(undefined)
      notify.success(done)
    } catch (error) {
      rechazada(error)
    }
  }

type Hacer = ReturnType<typeof hacerCon>

/** The lessor's adjustment requests; en ajuste, each pending one with its answer. */
function Solicitudes({ edp, hacer }: { edp: EdpExternoDetail; hacer: Hacer }) {
  if (edp.solicitudesAjuste.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Solicitudes de ajuste del arrendador</CardTitle>
      </CardHeader>
      <CardContent>
        <TableFrame caption="Solicitudes de ajuste" className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">Folio</th>
              <th scope="col">Línea</th>
              <th scope="col" className="text-right">
                Monto
              </th>
              <th scope="col" className="text-right">
                Solicitado
              </th>
              <th scope="col">Motivo</th>
              <th scope="col">Estado</th>
              <th scope="col">Respuesta</th>
            </tr>
          </thead>
          <tbody>
            {edp.solicitudesAjuste.map((solicitud) => (
              <tr key={solicitud.id} className="align-top">
                <td className="whitespace-nowrap">{solicitud.folio}</td>
                <td>{solicitud.lineaDescripcion}</td>
                <td className="text-right tabular-nums">{formatClp(solicitud.lineaMonto)}</td>
                <td className="text-right tabular-nums">{formatClp(solicitud.montoSolicitado)}</td>
                <td>{solicitud.motivo}</td>
                <td>{ESTADO_SOLICITUD_AJUSTE_LABEL[solicitud.estado]}</td>
                <td>
                  {solicitud.estado === 'pendiente' && edp.estado === 'en-ajuste' ? (
                    <Respuesta edp={edp} solicitud={solicitud} hacer={hacer} />
                  ) : (
                    solicitud.respuesta
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </CardContent>
    </Card>
  )
}

function Respuesta({
  edp,
  solicitud,
  hacer,
}: {
  edp: EdpExternoDetail
  solicitud: SolicitudAjuste
  hacer: Hacer
}) {
  const api = useApi()
  const id = useId()
  const [respuesta, setRespuesta] = useState('')
  const queries = edpExternosQueries(api).edpExternos
  const calls = edpExternosApi(api).edpExternos
  const aceptar = useEntityMutation(queries, () =>
    calls.acceptSolicitud(edp.id, solicitud.id, {
      version: edp.version,
      ...(respuesta.trim() ? { respuesta: respuesta.trim() } : {}),
    }),
  )
  const rechazar = useEntityMutation(queries, () =>
    calls.rejectSolicitud(edp.id, solicitud.id, { version: edp.version, respuesta }),
  )
  return (
    <div className="grid min-w-64 gap-2">
      <Label htmlFor={id}>Respuesta (obligatoria para rechazar)</Label>
      <Textarea id={id} value={respuesta} onChange={(event) => setRespuesta(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          pending={aceptar.isPending}
          onClick={() =>
            void hacer(aceptar, `${solicitud.folio} aceptada: el EDP pasa a una nueva revisión.`)
          }
        >
          Aceptar
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={respuesta.trim() === ''}
          pending={rechazar.isPending}
          onClick={() => void hacer(rechazar, `${solicitud.folio} rechazada.`)}
        >
          Rechazar
        </Button>
      </div>
    </div>
  )
}
