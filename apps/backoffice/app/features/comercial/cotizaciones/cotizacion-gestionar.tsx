// cotizaciones/{id}/gestionar: the detail of a quotation and where it moves on. Header, items with
// their neto, Neto / IVA / Total (for UF also in pesos at the valor UF of its fecha), the motivo
// when rechazada and the contract when contratada; the actions its estado allows and the user's
// keys grant: Enviar, Aceptar, Volver a borrador, Rechazar, Pasar a contrato, Editar, Ítems and
// Descargar PDF. Every move sends the version read: someone else's move first is a 409, said with
// the API's message, and the quotation is read again.
import {
  type CotizacionDetail,
  type CotizacionItem,
  type ESTADOS_GESTIONAR,
  formatRut,
  puedeGestionar,
  UNIDAD_COBRO_LABEL,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import {
  apiErrorMessage,
  type RelatedColumn,
  RelatedRowsCard,
  RouteLinkButton,
  TrackingNote,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatMonto, formatNumber } from '@cordillera/ui/format'
import { FileDown, FileSignature, ListPlus, Pencil } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  CotizacionDeLaRuta,
  useExportCotizacionPdf,
  useRejectCotizacion,
} from './cotizacion-parts.tsx'
import { MontosResumen } from './montos-resumen.tsx'

type EstadoGestionar = (typeof ESTADOS_GESTIONAR)[number]

/** The buttons of `gestionar`, in the order shown; each only where its move is allowed. */
const MOVIMIENTOS: { estado: EstadoGestionar; label: string; hecho: string }[] = [
  { estado: 'enviada', label: 'Enviar', hecho: 'quedó enviada' },
  { estado: 'aceptada', label: 'Aceptar', hecho: 'quedó aceptada' },
  { estado: 'borrador', label: 'Volver a borrador', hecho: 'volvió a borrador' },
]

export default function CotizacionGestionar() {
  return (
    <CotizacionDeLaRuta>
      {(cotizacion, reload) => <Detalle cotizacion={cotizacion} reload={reload} />}
    </CotizacionDeLaRuta>
  )
}

function Detalle({
  cotizacion,
  reload,
}: {
  cotizacion: CotizacionDetail
  reload: () => Promise<unknown>
}) {
  const api = useApi()
  const can = useCan()
  const [moviendo, setMoviendo] = useState<EstadoGestionar | null>(null)
  const manage = useEntityMutation(comercialQueries(api).cotizaciones, (estado: EstadoGestionar) =>
    comercialApi(api).cotizaciones.manage(cotizacion.id, { estado, version: cotizacion.version }),
  )
  const rechazo = useRejectCotizacion()
  const pdf = useExportCotizacionPdf()
  const { folio, estado, moneda } = cotizacion

  const mover = async (movimiento: (typeof MOVIMIENTOS)[number]) => {
    setMoviendo(movimiento.estado)
    try {
      await manage.mutateAsync(movimiento.estado)
      notify.success(`La cotización ${folio} ${movimiento.hecho}.`)
    } catch (error) {
      notify.error(apiErrorMessage(error))
      await reload()
    } finally {
      setMoviendo(null)
    }
  }

  const acciones = (
    <div className="flex flex-wrap gap-2">
      {MOVIMIENTOS.filter((movimiento) => puedeGestionar(estado, movimiento.estado)).map(
        (movimiento) => (
          <Button
            key={movimiento.estado}
            variant={movimiento.estado === 'borrador' ? 'outline' : 'default'}
            pending={moviendo === movimiento.estado}
            disabled={moviendo !== null}
            onClick={() => void mover(movimiento)}
          >
            {movimiento.label}
          </Button>
        ),
      )}
      {estado === 'enviada' && can('comercial/rechazar-cotizacion') ? (
        <Button variant="destructive" onClick={() => rechazo.ask(cotizacion)}>
          Rechazar
        </Button>
      ) : null}
      {estado === 'aceptada' ? (
        <RouteLinkButton
          route="cotizaciones-pasar-contrato"
          params={{ id: cotizacion.id }}
          icon={FileSignature}
        >
          Pasar a contrato
        </RouteLinkButton>
      ) : null}
      {estado === 'borrador' ? (
        <>
          <RouteLinkButton
            route="cotizaciones-editar"
            params={{ id: cotizacion.id }}
            icon={Pencil}
            variant="outline"
          >
            Editar
          </RouteLinkButton>
          <RouteLinkButton
            route="cotizaciones-agregar-items"
            params={{ id: cotizacion.id }}
            icon={ListPlus}
            variant="outline"
          >
            Ítems
          </RouteLinkButton>
        </>
      ) : null}
      {can('comercial/exportar-cotizacion') ? (
        <Button
          variant="outline"
          pending={pdf.pendiente === cotizacion.id}
          onClick={() => void pdf.descargar(cotizacion)}
        >
          <FileDown aria-hidden="true" />
          Descargar PDF
        </Button>
      ) : null}
    </div>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Cotización ${folio}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <EstadoBadge estado={estado} /> desde {formatDate(cotizacion.estadoDesde)}
          </span>
        }
        actions={acciones}
      />
      {estado === 'rechazada' && cotizacion.motivoRechazo ? (
        <Alert variant="destructive" className="max-w-3xl">
          <AlertTitle>Motivo del rechazo</AlertTitle>
          <AlertDescription>{cotizacion.motivoRechazo}</AlertDescription>
        </Alert>
      ) : null}
      {cotizacion.contrato ? (
        <Alert className="max-w-3xl">
          <AlertTitle>Pasó a contrato</AlertTitle>
          <AlertDescription>
            <p>
              Esta cotización es el contrato{' '}
              <Link
                to={href('contratos-detalle', { id: cotizacion.contrato.id })}
                className="font-medium underline underline-offset-4"
              >
                {cotizacion.contrato.folio}
              </Link>
              .
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Datos de la cotización</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <DescriptionList
            items={[
              { label: 'Folio', value: folio },
              { label: 'Razón social', value: cotizacion.razonSocial.razonSocial },
              { label: 'RUT', value: formatRut(cotizacion.razonSocial.rut) },
              { label: 'Obra', value: `${cotizacion.obra.codigo} ${cotizacion.obra.nombre}` },
              { label: 'Fecha', value: formatDate(cotizacion.fecha) },
              {
                label: 'Válida hasta',
                value: `${formatDate(cotizacion.validaHasta)} (${cotizacion.validezDias} días)`,
              },
              { label: 'Moneda', value: moneda },
              { label: 'Condiciones', value: cotizacion.condiciones, wide: true },
            ]}
          />
          <TrackingNote {...cotizacion} />
        </CardContent>
      </Card>
      <RelatedRowsCard
        title="Ítems"
        total={cotizacion.items.length}
        rows={cotizacion.items}
        columns={itemColumns(cotizacion)}
        rowKey={(item) => item.id}
        empty={{
          title: 'Sin ítems',
          description: 'Agregue los tipos de activo que se cotizan desde "Ítems".',
        }}
      />
      <Card>
        <CardHeader>
          <CardTitle>Totales</CardTitle>
        </CardHeader>
        <CardContent>
          <MontosResumen
            moneda={moneda}
            montos={cotizacion}
            fecha={cotizacion.fecha}
            equivalente={cotizacion.equivalenteClp}
            valorUfFaltante={cotizacion.valorUfFaltante}
          />
        </CardContent>
      </Card>
      {rechazo.dialog}
    </div>
  )
}

function itemColumns({ moneda }: CotizacionDetail): RelatedColumn<CotizacionItem>[] {
  const monto = (value: number) => formatMonto(value, moneda)
  const end = 'whitespace-nowrap text-right tabular-nums'
  return [
    { header: 'Tipo de activo', cell: (item) => item.tipoActivo.nombre },
    { header: 'Descripción', cell: (item) => item.descripcion ?? '', hideBelow: 'md' },
    { header: 'Cantidad', cell: (item) => formatNumber(item.cantidad), className: end },
    {
      header: 'Unidad',
      cell: (item) =>
        `${UNIDAD_COBRO_LABEL[item.unidadCobro]}${item.conOperador ? ' · con operador' : ''}`,
    },
    { header: 'Tarifa', cell: (item) => monto(item.tarifa), className: end },
    {
      header: 'Período',
      cell: (item) => formatNumber(item.periodoEstimado, { maxDecimals: 1 }),
      className: end,
    },
    {
      header: 'Descuento',
      cell: (item) =>
        item.descuentoPct ? `${formatNumber(item.descuentoPct, { maxDecimals: 2 })} %` : '',
      className: end,
      hideBelow: 'sm',
    },
    {
      header: 'Fletes ida / vuelta',
      cell: (item) => `${monto(item.fleteIda)} / ${monto(item.fleteVuelta)}`,
      className: end,
      hideBelow: 'sm',
    },
    { header: 'Neto', cell: (item) => monto(item.neto), className: end },
  ]
}
