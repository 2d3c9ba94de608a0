// documentos-tributarios: the DTE the company issued — facturas (33) from approved EDPs and, for
// whoever also holds logistics' key, guías de despacho (52) from movements (decision 090) —
// newest first, paged, sorted and filtered by the API: tipo, folio and estado de envío in the
// columns, the receptor by the search (RUT or razón social), the emission's period above. Each row
// links its EDP or its asset, and downloads its signed XML and its PDF; the list exports as CSV or
// Excel with the same filters.
import {
  type DocumentoTributarioRow,
  documentoTributarioColumns,
  formatNumber,
} from '@cordillera/contracts'
import { siiApi, siiQueries } from '@cordillera/data-client/sii'
import { href } from '@cordillera/permissions'
import {
  ActivoCodigo,
  dteRowActions,
  ListScreen,
  linkCell,
  tableColumns,
  useApi,
  useCan,
  useDteDescargas,
  useListScreen,
} from '@cordillera/portal/screens'
import { formatClp } from '@cordillera/ui/format'
import { useMemo } from 'react'
import { PeriodoFiltro } from '../common/edp-filtros.tsx'
import { EstadoEnvioBadge } from './estado-envio-badge.tsx'

const LISTAR = 'comercial/listar-edp' as const

const monto = (value: number) => <span className="tabular-nums">{formatClp(value)}</span>

function columnsFor(canOpenEdp: boolean) {
  return tableColumns(documentoTributarioColumns, {
    folio: (row: DocumentoTributarioRow) => (
      <span className="font-medium tabular-nums">{formatNumber(row.folio)}</span>
    ),
    neto: (row: DocumentoTributarioRow) => monto(row.neto),
    iva: (row: DocumentoTributarioRow) => monto(row.iva),
    total: (row: DocumentoTributarioRow) => monto(row.total),
    estadoEnvio: (row: DocumentoTributarioRow) => <EstadoEnvioBadge estado={row.estadoEnvio} />,
    edp: linkCell(
      (row: DocumentoTributarioRow) => row.edp?.folio ?? '',
      (row) =>
        row.edp && canOpenEdp
          ? `${href('edp-generados')}?q=${encodeURIComponent(row.edp.folio)}`
          : null,
    ),
    activo: (row: DocumentoTributarioRow) =>
      row.movimiento ? <ActivoCodigo activo={row.movimiento.activo} /> : null,
  })
}

const nombreDe = (row: DocumentoTributarioRow) =>
  `${row.tipoDte === 52 ? 'Guía de despacho' : 'Factura'} N° ${formatNumber(row.folio)}`

export default function DocumentosTributariosList() {
  const api = useApi()
  const can = useCan()
  const list = useListScreen({
    queries: siiQueries(api).documentos,
    defaults: { sort: { id: 'fechaEmision', desc: true } },
  })
  const canOpenEdp = can(LISTAR)
  const columns = useMemo(() => columnsFor(canOpenEdp), [canOpenEdp])
  const descargas = useDteDescargas(siiApi(api).documentos)
  return (
    <ListScreen
      list={list}
      title="Documentos tributarios"
      label="Documentos tributarios emitidos"
      description="Las facturas y guías de despacho electrónicas emitidas, con su estado ante el SII. Descargue el XML firmado para enviarlo o el PDF para imprimirlo."
      columns={columns}
      rowLabel={nombreDe}
      searchPlaceholder="Buscar receptor por RUT o razón social"
      rowActions={dteRowActions(descargas, (row: DocumentoTributarioRow) => row, LISTAR)}
      export={{ call: siiApi(api).documentos.export, key: LISTAR }}
      above={
        <div className="flex flex-wrap items-end gap-4">
          <PeriodoFiltro table={list.table} />
        </div>
      }
    />
  )
}
