// estado-de-pago-externos/listar and /gestionar: one list of external EDPs (what the company owes
// each lessor; decision 064), paged, sorted and filtered by the API (estado, obra, proveedor,
// period), exported as CSV or Excel. listar chooses an obra, a proveedor and dates to open the
// draft (its create child route); gestionar opens on the EDPs whose lessor asked for adjustments.
// A row's folio opens it (its editar route: read-only outside borrador).
import {
  type EdpExternoRow,
  edpExternoColumns,
  type FilterOf,
  fechaDeNumero,
  fechaEnSantiago,
  type listEdpExternosRoute,
  mesDe,
  numeroDeDia,
  problemaDelPeriodoEdpExterno,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { edpExternosApi, edpExternosQueries } from '@cordillera/data-client/edp-externos'
import { href } from '@cordillera/permissions'
import {
  FiltroBuscado,
  filtrar as filtrarTabla,
  ListScreen,
  linkCell,
  PeriodoPicker,
  tableColumns,
  useApi,
  useListScreen,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import type { LoadOptions } from '@cordillera/ui/components/combobox'
import { formatClp, formatNumber } from '@cordillera/ui/format'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { obraOptions, PeriodoFiltro } from '../common/edp-filtros.tsx'
import { editarEdpExternoHref } from './edp-externo-href.ts'

type Filtro = FilterOf<typeof listEdpExternosRoute>

const OPTIONS_MAX = 20

const columns = tableColumns(edpExternoColumns, {
  numero: linkCell(
    (row: EdpExternoRow) => row.folio,
    (row) => editarEdpExternoHref(row),
  ),
  total: (row: EdpExternoRow) => <span className="tabular-nums">{formatClp(row.total)}</span>,
  neto: (row: EdpExternoRow) => <span className="tabular-nums">{formatClp(row.neto)}</span>,
  iva: (row: EdpExternoRow) => <span className="tabular-nums">{formatClp(row.iva)}</span>,
  estado: (row: EdpExternoRow) => <EstadoBadge estado={row.estado} />,
  solicitudesPendientes: (row: EdpExternoRow) =>
    row.solicitudesPendientes > 0 ? (
      <span className="font-medium text-warning-foreground tabular-nums">
        {formatNumber(row.solicitudesPendientes)}
      </span>
    ) : (
      <span className="text-muted-foreground tabular-nums">0</span>
    ),
})

/** The proveedores to choose from, searched in the API as typed. */
const proveedorOptions =
  (api: Connection): LoadOptions =>
  async (q, signal) =>
    (await comercialApi(api).proveedores.list({ q, pageSize: OPTIONS_MAX }, signal)).items.map(
      (proveedor) => ({ value: proveedor.id, label: proveedor.razonSocial }),
    )

export function EdpExternosScreen({ vista }: { vista: 'listar' | 'gestionar' }) {
  const api = useApi()
  const list = useListScreen({
    queries: edpExternosQueries(api).edpExternos,
    defaults: {
      sort: { id: 'numero', desc: true },
      ...(vista === 'gestionar' ? { filters: { estado: 'en-ajuste' } } : {}),
    },
  })
  const { table } = list
  const filters = table.state.filters
  const filtrar = (next: Partial<Record<Filtro, string | null>>) => filtrarTabla(table, next)
  return (
    <ListScreen
      list={list}
      title={vista === 'gestionar' ? 'Gestionar EDP externos' : 'EDP externos'}
      label="EDP externos"
      description={
        vista === 'gestionar'
          ? 'Los EDP emitidos a cada arrendador por estado; en ajuste, sus solicitudes esperan respuesta.'
          : 'Lo que se le debe a cada arrendador por sus equipos en una obra y período, calculado con su acuerdo de arriendo.'
      }
      columns={columns}
      rowLabel={(row) => `${row.folio} ${row.proveedor.razonSocial}`}
      searchPlaceholder="Buscar por folio"
      export={{ call: edpExternosApi(api).edpExternos.export, key: '' }}
      above={
        <div className="grid gap-4">
          {vista === 'listar' ? <CrearEdpExterno api={api} /> : null}
          <div className="flex flex-wrap items-end gap-4">
            <ObraYProveedor
              api={api}
              labels={['Obra', 'Proveedor']}
              value={{ obraId: filters.obraId, proveedorId: filters.proveedorId }}
              onChange={filtrar}
            />
            <PeriodoFiltro table={table} />
          </div>
        </div>
      }
    />
  )
}

type ObraYProveedorIds = { obraId?: string | null; proveedorId?: string | null }

/** The obra and the lessor to choose, each searched in the API as typed; one changes at a time. */
function ObraYProveedor({
  api,
  labels: [obra, proveedor],
  value,
  onChange,
}: {
  api: Connection
  labels: readonly [string, string]
  value: { obraId: string | undefined; proveedorId: string | undefined }
  onChange: (next: ObraYProveedorIds) => void
}) {
  const { obras, proveedores } = comercialQueries(api)
  return (
    <>
      <FiltroBuscado
        className="w-64"
        label={obra}
        value={value.obraId}
        name={obras.name}
        placeholder="Buscar obra…"
        loadOptions={obraOptions(api)}
        onChange={(obraId) => onChange({ obraId })}
      />
      <FiltroBuscado
        className="w-64"
        label={proveedor}
        value={value.proveedorId}
        name={proveedores.name}
        placeholder="Buscar proveedor…"
        loadOptions={proveedorOptions(api)}
        onChange={(proveedorId) => onChange({ proveedorId })}
      />
    </>
  )
}

/** The previous calendar month (Santiago's): what a lessor is usually paid for. */
function mesAnterior(now = new Date()) {
  const inicio = mesDe(fechaEnSantiago(now)).desde
  return mesDe(fechaDeNumero(numeroDeDia(inicio) - 1))
}

/** Choose an obra, a lessor and dates: the draft opens in the create child route. */
function CrearEdpExterno({ api }: { api: Connection }) {
  const navigate = useNavigate()
  const [obraId, setObraId] = useState<string | null>(null)
  const [proveedorId, setProveedorId] = useState<string | null>(null)
  const [periodo, setPeriodo] = useState(mesAnterior)
  const problema = problemaDelPeriodoEdpExterno({
    fechaInicio: periodo.desde,
    fechaFin: periodo.hasta,
  })
  const listo = obraId !== null && proveedorId !== null && problema === null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Crear EDP externo</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        <ObraYProveedor
          api={api}
          labels={['Obra del EDP', 'Arrendador']}
          value={{ obraId: obraId ?? undefined, proveedorId: proveedorId ?? undefined }}
          onChange={(next) => {
            if (next.obraId !== undefined) setObraId(next.obraId)
            if (next.proveedorId !== undefined) setProveedorId(next.proveedorId)
          }}
        />
        <PeriodoPicker
          label="Período del EDP"
          value={periodo}
          onChange={(next) => next && setPeriodo(next)}
        />
        <Button
          disabled={!listo}
          onClick={() =>
            obraId &&
            proveedorId &&
            void navigate(
              href('edp-externos-crear', {
                obraId,
                proveedorId,
                fechaInicio: periodo.desde,
                fechaFin: periodo.hasta,
              }),
            )
          }
        >
          Ver borrador
        </Button>
        {problema ? (
          <p className="text-destructive text-sm" role="alert">
            {problema.mensaje}
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
