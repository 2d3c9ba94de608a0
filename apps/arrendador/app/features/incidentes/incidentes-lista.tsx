// The lessor's incidents as cards, newest first, filtered by estado: folio, asset, tipo, day and
// estado. Each card opens the incident (`?id=`), "Informar incidente" the form (`?nuevo=1`).
import {
  ESTADO_INCIDENTE_LABEL,
  ESTADOS_INCIDENTE,
  TIPO_INCIDENTE_LABEL,
} from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { CardListScreen, estadoFilter, ListCard, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatDate } from '@cordillera/ui/format'
import { TriangleAlert } from 'lucide-react'
import { incidentesHref } from './incidentes-href.ts'

const filters = { estado: estadoFilter(ESTADOS_INCIDENTE, ESTADO_INCIDENTE_LABEL, 'Todos') }

export function IncidentesLista() {
  const api = useApi()
  return (
    <CardListScreen
      title="Incidentes"
      description="Fallas, siniestros y otros incidentes de sus equipos, y en qué va cada uno."
      label="Incidentes"
      create={{ to: incidentesHref.nuevo(), label: 'Informar incidente' }}
      filters={filters}
      list={arrendadorQueries(api).incidentes.list}
      empty={{
        icon: <TriangleAlert />,
        title: 'No ha informado incidentes',
        filtered: 'No hay incidentes en ese estado',
        description: 'Los incidentes que informe aparecerán aquí con su estado.',
      }}
      card={(row) => (
        <ListCard
          to={incidentesHref.detalle(row.id)}
          title={row.folio}
          status={<EstadoBadge estado={row.estado} />}
          facts={[
            { term: 'Fecha', value: formatDate(row.fecha), numeric: true },
            { term: 'Fotos', value: row.fotosCount, numeric: true },
          ]}
        >
          <p className="font-medium">
            {TIPO_INCIDENTE_LABEL[row.tipo]} · {row.activo.codigo} {row.activo.modelo}
          </p>
          <p className="line-clamp-2 break-words text-sm text-muted-foreground">
            {row.descripcion}
          </p>
        </ListCard>
      )}
    />
  )
}
