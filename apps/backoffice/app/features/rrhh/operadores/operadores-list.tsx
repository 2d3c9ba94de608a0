// operadores (rrhh/listar-operadores): HR's operators, by apellidos unless sorted otherwise — RUT,
// licence, certifications, the asset each runs today (its obra, contract and since when), the user
// he signs his reports with, his last report and how many he still has to sign. Searched by name
// or RUT, filtered by assignment and licence in their columns. Each row offers "Crear report" and
// "Historial de reports" (the reports' own screens) to whoever holds their keys; the header leads
// to the four assignment screens, each shown only with its key.
import { licenciaText, type OperadorRow, operadorColumns } from '@cordillera/contracts'
import { rrhhQueries } from '@cordillera/data-client/rrhh'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  ListScreen,
  RouteLinkButton,
  RowLink,
  tableColumns,
  useApi,
} from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { ArrowRightLeft, ClipboardList, UserMinus, UserPlus, Users } from 'lucide-react'
import { useNavigate } from 'react-router'

// The asset and the contract link for whoever may open them.
const columns = tableColumns(operadorColumns, {
  nombre: (row: OperadorRow) => (
    <span className="grid gap-0.5">
      <span className="font-medium">{row.nombre}</span>
      {row.trabajadorActivo ? null : (
        <span>
          <Badge variant="neutral">Ya no trabaja en la empresa</Badge>
        </span>
      )}
    </span>
  ),
  licenciaClase: (row: OperadorRow) => (
    <span className="whitespace-nowrap">{licenciaText(row.licenciaClase)}</span>
  ),
  asignacion: (row: OperadorRow) => {
    const asignacion = row.asignacion
    if (!asignacion) return <span className="text-muted-foreground">Sin asignación</span>
    return (
      <span className="grid gap-0.5">
        <span className="whitespace-nowrap font-medium tabular-nums">
          <RowLink route="activos-detalle" id={asignacion.activo.id}>
            {asignacion.activo.codigo}
          </RowLink>{' '}
          <span className="font-normal text-muted-foreground">{asignacion.activo.tipo}</span>
        </span>
        <span>
          {asignacion.obra.codigo} {asignacion.obra.nombre}
        </span>
        <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums">
          <RowLink route="contratos-detalle" id={asignacion.contrato.id}>
            {asignacion.contrato.folio}
          </RowLink>{' '}
          · desde {formatDate(asignacion.desde)}
          {asignacion.hasta ? ` hasta ${formatDate(asignacion.hasta)}` : ''}
        </span>
      </span>
    )
  },
  ultimoReport: (row: OperadorRow) => (
    <span className="whitespace-nowrap tabular-nums">
      {row.ultimoReport ? formatDate(row.ultimoReport) : '—'}
    </span>
  ),
  reportsPorFirmar: (row: OperadorRow) =>
    row.reportsPorFirmar > 0 ? (
      <Badge variant="warning" className="tabular-nums">
        {formatNumber(row.reportsPorFirmar)}
      </Badge>
    ) : (
      <span className="text-muted-foreground tabular-nums">0</span>
    ),
})

export default function OperadoresList() {
  const api = useApi()
  const navigate = useNavigate()
  return (
    <ListScreen
      queries={rrhhQueries(api).operadores}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Operadores"
      description="Quién opera qué equipo hoy, con qué licencia, y sus reports por firmar."
      columns={columns}
      rowLabel={(row) => row.nombre}
      searchPlaceholder="Buscar por nombre o RUT"
      headerActions={
        <div className="flex flex-wrap gap-2">
          <RouteLinkButton route="operadores-asignar" icon={UserPlus}>
            Asignar operador
          </RouteLinkButton>
          <RouteLinkButton route="operadores-cambio" icon={ArrowRightLeft} variant="outline">
            Cambio de operador
          </RouteLinkButton>
          <RouteLinkButton route="operadores-adicion" icon={Users} variant="outline">
            Adición de operador
          </RouteLinkButton>
          <RouteLinkButton route="operadores-retiro-parcial" icon={UserMinus} variant="outline">
            Retiro de operador
          </RouteLinkButton>
          <RouteLinkButton route="operadores-dashboard" icon={ClipboardList} variant="ghost">
            Dashboard
          </RouteLinkButton>
        </div>
      }
      actions={{
        route: 'operadores',
        extra: [
          {
            id: 'crear-report',
            label: 'Crear report',
            key: rowActionKey('operadores', 'createReport'),
            onSelect: (row) => void navigate(href('operadores-report-crear', { id: row.id })),
          },
          {
            id: 'historial-report',
            label: 'Historial de reports',
            key: rowActionKey('operadores', 'reportHistory'),
            onSelect: (row) => void navigate(href('operadores-historial-report', { id: row.id })),
          },
        ],
      }}
    />
  )
}
