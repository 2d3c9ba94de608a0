// arrendador/reports-arrendador-maquina: the signed daily reports of the lessor's machines as cards,
// read-only, newest first — filtered by asset and period (in the URL, so reload and back keep
// them), paged by the API, and exported as CSV or Excel with the same filters.
import { JORNADA_LABEL } from '@cordillera/contracts'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import {
  type CardListFilter,
  CardListScreen,
  dateFilter,
  ListCard,
  ListCardsFilter,
  useApi,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { ClipboardList } from 'lucide-react'
import { useEquipoOpciones } from '../equipos/equipo-opciones.ts'

/** One of the lessor's assets, or every one. */
function EquipoFiltro({
  value,
  onChange,
}: Parameters<CardListFilter<string | undefined>['control']>[0]) {
  const { opciones } = useEquipoOpciones((equipo) => `${equipo.codigo} · ${equipo.modelo}`)
  return (
    <ListCardsFilter
      label="Equipo"
      all="Todos"
      value={value}
      options={opciones}
      onChange={onChange}
    />
  )
}

const filters = {
  activoId: {
    read: (param) => param ?? undefined,
    control: (props) => <EquipoFiltro {...props} />,
  } satisfies CardListFilter<string | undefined>,
  desde: dateFilter('Desde', { notAfter: 'hasta' }),
  hasta: dateFilter('Hasta', { notBefore: 'desde' }),
}

export default function ReportsMaquina() {
  const api = useApi()
  return (
    <CardListScreen
      title="Reports de mis máquinas"
      description="Los partes diarios firmados de sus equipos en las obras: horas trabajadas, detenidas y actividades."
      label="Reports"
      filters={filters}
      order={{ sort: 'fecha', dir: 'desc' }}
      list={arrendadorQueries(api).reportsMaquina.list}
      export={arrendadorApi(api).reportsMaquina.export}
      empty={{
        icon: <ClipboardList />,
        title: 'No hay reports firmados',
        description: 'Los partes diarios firmados de sus equipos aparecerán aquí.',
      }}
      card={(row) => (
        <ListCard
          to={href('arrendador-reports-maquina', {}, { activoId: row.activo.id })}
          title={row.folio}
          status={<EstadoBadge estado={row.estado} />}
          facts={[
            { term: 'Fecha', value: formatDate(row.fecha), numeric: true },
            { term: 'Horas', value: formatNumber(row.horasTrabajadas), numeric: true },
            { term: 'Detenidas', value: formatNumber(row.horasDetenidas), numeric: true },
          ]}
        >
          <p className="font-medium">
            {row.activo.codigo} {row.activo.modelo} · {JORNADA_LABEL[row.jornada]}
          </p>
          <p className="break-words text-sm text-muted-foreground">
            {row.obra.codigo} · {row.obra.nombre}
          </p>
          <p className="break-words text-sm">{row.actividades}</p>
        </ListCard>
      )}
    />
  )
}
