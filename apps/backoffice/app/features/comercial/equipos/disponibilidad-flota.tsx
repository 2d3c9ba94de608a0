// disponibilidad-flota (comercial): per tipo de activo, how many assets are on rent, in the
// workshop, de baja and free on each day of a period (today and the next 30 days unless chosen),
// of one tipo or flota when filtered; the period and filters live in the URL (`desde`, `hasta`,
// `tipoActivoId`, `flotaId`). A summary table per tipo, then per tipo a stacked bar chart by day
// (its figures as a table behind "Ver datos en tabla") and each asset's timeline: a bar drawn for
// the eye and the same intervals written out, with the contract's folio and obra.
import {
  DISPONIBILIDAD_DIAS_DEFAULT,
  type DisponibilidadFlota,
  type DisponibilidadTipo,
  diasDelPeriodo,
  MOTIVO_OCUPACION_LABEL,
  type MotivoOcupacion,
  type Ocupacion,
  type Periodo,
  sumarDias,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import {
  DashboardScreen,
  RowLink,
  Tabla,
  useApi,
  useDashboardParams,
} from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { BarChart } from '@cordillera/ui/components/charts/bar-chart'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { FiltroFlota, FiltroSelect } from '../common/filtro-select.tsx'

/** One colour per state, the same in the chart and in the timelines. */
const COLOR: Record<MotivoOcupacion | 'libre', string> = {
  contrato: 'var(--chart-1)',
  taller: 'var(--chart-3)',
  baja: 'var(--chart-5)',
  libre: 'var(--chart-2)',
}

export default function DisponibilidadFlotaScreen() {
  const api = useApi()
  const { periodo, params, update } = useDashboardParams((given, hoy) => {
    const desde = given.desde ?? hoy
    return { desde, hasta: given.hasta ?? sumarDias(desde, DISPONIBILIDAD_DIAS_DEFAULT) }
  })
  const tipoActivoId = params.get('tipoActivoId') ?? undefined
  const flotaId = params.get('flotaId') ?? undefined
  const queries = comercialQueries(api).disponibilidadFlota
  const query = useQuery(queries.get({ ...periodo, tipoActivoId, flotaId }))
  const opciones = useQuery(queries.opciones())
  return (
    <DashboardScreen
      title="Disponibilidad de flota"
      description="Por tipo de activo y por día: cuántos están en arriendo, en taller, de baja y libres, y la línea de tiempo de cada activo."
      periodo={periodo}
      onPeriodoChange={update}
      filters={
        <>
          <FiltroSelect
            label="Tipo de activo"
            todos="Todos los tipos"
            value={tipoActivoId}
            options={opciones.data?.tiposActivo ?? []}
            onChange={(value) => update({ tipoActivoId: value })}
          />
          <FiltroFlota
            value={flotaId}
            options={opciones.data?.flotas ?? []}
            onChange={(value) => update({ flotaId: value })}
          />
        </>
      }
      query={query}
      back={{ to: href('disponibilidad-flota'), label: 'Ver toda la flota' }}
      thing="La disponibilidad pedida"
    >
      {(disponibilidad) => <Disponibilidad disponibilidad={disponibilidad} />}
    </DashboardScreen>
  )
}

function Disponibilidad({ disponibilidad }: { disponibilidad: DisponibilidadFlota }) {
  const { tipos } = disponibilidad
  const dias = formatNumber(disponibilidad.dias.length)
  if (tipos.length === 0) {
    return <p className="text-muted-foreground text-sm">No hay activos con estos filtros.</p>
  }
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            Resumen del {formatDate(disponibilidad.desde)} al {formatDate(disponibilidad.hasta)} (
            {dias} días)
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Tabla
            caption="Resumen por tipo de activo"
            columns={[
              { header: 'Tipo' },
              { header: 'Activos', numeric: true },
              { header: 'Mínimo de libres en un día', numeric: true },
              { header: 'Días sin activos libres', numeric: true },
            ]}
            rows={tipos.map((tipo) => ({
              key: tipo.tipoActivo.id,
              cells: [
                <a
                  key="tipo"
                  href={`#tipo-${tipo.tipoActivo.id}`}
                  className="underline-offset-4 hover:underline"
                >
                  {tipo.tipoActivo.nombre}
                </a>,
                formatNumber(tipo.total),
                formatNumber(tipo.minLibres),
                formatNumber(tipo.diasSinLibres),
              ],
            }))}
          />
        </CardContent>
      </Card>
      {tipos.map((tipo) => (
        <TipoDisponibilidad
          key={tipo.tipoActivo.id}
          tipo={tipo}
          dias={disponibilidad.dias}
          periodo={disponibilidad}
        />
      ))}
    </>
  )
}

function TipoDisponibilidad({
  tipo,
  dias,
  periodo,
}: {
  tipo: DisponibilidadTipo
  dias: readonly string[]
  periodo: Periodo
}) {
  const data = dias.map((dia, index) => ({
    dia: formatDate(dia),
    contrato: tipo.enArriendo[index] ?? 0,
    taller: tipo.enTaller[index] ?? 0,
    baja: tipo.deBaja[index] ?? 0,
    libre: tipo.libres[index] ?? 0,
  }))
  const resumen =
    tipo.diasSinLibres > 0
      ? `De ${formatNumber(tipo.total)} activos, ${formatNumber(tipo.diasSinLibres)} días sin ninguno libre.`
      : `De ${formatNumber(tipo.total)} activos, al menos ${formatNumber(tipo.minLibres)} libres cada día.`
  return (
    <section
      id={`tipo-${tipo.tipoActivo.id}`}
      aria-label={tipo.tipoActivo.nombre}
      className="grid gap-3"
    >
      <BarChart
        title={tipo.tipoActivo.nombre}
        summary={resumen}
        data={data}
        index="dia"
        indexLabel="Día"
        series={[
          { key: 'contrato', label: MOTIVO_OCUPACION_LABEL.contrato, color: COLOR.contrato },
          { key: 'taller', label: MOTIVO_OCUPACION_LABEL.taller, color: COLOR.taller },
          { key: 'baja', label: MOTIVO_OCUPACION_LABEL.baja, color: COLOR.baja },
          { key: 'libre', label: 'Libres', color: COLOR.libre },
        ]}
        stacked
        height={240}
      />
      <details className="rounded-xl border bg-card p-4">
        <summary className="cursor-pointer font-medium">
          Línea de tiempo por activo ({formatNumber(tipo.activos.length)})
        </summary>
        <div className="mt-3">
          <LineaDeTiempo tipo={tipo} periodo={periodo} />
        </div>
      </details>
    </section>
  )
}

/** Each asset of the tipo: its busy intervals as bars over the period and written out. */
function LineaDeTiempo({ tipo, periodo }: { tipo: DisponibilidadTipo; periodo: Periodo }) {
  const total = diasDelPeriodo(periodo.desde, periodo.hasta)
  return (
    <Tabla
      caption={`Línea de tiempo de los activos de ${tipo.tipoActivo.nombre}`}
      columns={[{ header: 'Activo' }, { header: 'Ocupación' }]}
      rows={tipo.activos.map((activo) => ({
        key: activo.id,
        cells: [
          <span key="codigo" className="whitespace-nowrap tabular-nums">
            <RowLink route="activos-detalle" id={activo.id}>
              {activo.codigo}
            </RowLink>
          </span>,
          <div key="ocupacion" className="grid min-w-64 gap-1.5">
            <Barra ocupaciones={activo.ocupaciones} periodo={periodo} total={total} />
            {activo.ocupaciones.length === 0 ? (
              <span className="text-muted-foreground">Libre todo el periodo</span>
            ) : (
              <ul className="grid gap-0.5">
                {activo.ocupaciones.map((ocupacion) => (
                  <li
                    key={`${ocupacion.motivo}-${ocupacion.desde}-${ocupacion.contrato?.id ?? ''}`}
                  >
                    <OcupacionText ocupacion={ocupacion} />
                  </li>
                ))}
              </ul>
            )}
          </div>,
        ],
      }))}
    />
  )
}

function OcupacionText({ ocupacion }: { ocupacion: Ocupacion }) {
  const dias =
    ocupacion.desde === ocupacion.hasta
      ? formatDate(ocupacion.desde)
      : `${formatDate(ocupacion.desde)} al ${formatDate(ocupacion.hasta)}`
  return (
    <span className="tabular-nums">
      {dias}: {MOTIVO_OCUPACION_LABEL[ocupacion.motivo]}
      {ocupacion.contrato ? (
        <>
          {' '}
          (
          <RowLink route="contratos-detalle" id={ocupacion.contrato.id}>
            {ocupacion.contrato.folio}
          </RowLink>
          {ocupacion.obra ? `, obra ${ocupacion.obra}` : ''})
        </>
      ) : null}
    </span>
  )
}

/** The intervals over the period as coloured bars: for the eye only, the list says the same. */
function Barra({
  ocupaciones,
  periodo,
  total,
}: {
  ocupaciones: readonly Ocupacion[]
  periodo: Periodo
  total: number
}) {
  return (
    <div aria-hidden="true" className="relative h-3 w-full overflow-hidden rounded-sm bg-muted">
      {ocupaciones.map((ocupacion) => {
        const start = diasDelPeriodo(periodo.desde, ocupacion.desde) - 1
        const length = diasDelPeriodo(ocupacion.desde, ocupacion.hasta)
        return (
          <span
            key={`${ocupacion.motivo}-${ocupacion.desde}-${ocupacion.contrato?.id ?? ''}`}
            className="absolute inset-y-0"
            style={{
              left: `${(start / total) * 100}%`,
              width: `${(length / total) * 100}%`,
              background: COLOR[ocupacion.motivo],
              // A workshop visit during a rental is drawn over it, thinner.
              ...(ocupacion.motivo === 'taller' ? { top: '25%', bottom: '25%' } : {}),
            }}
          />
        )
      })}
    </div>
  )
}
