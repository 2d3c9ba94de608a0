// The lessor's assets as cards (a phone's list, as the operador portal's): where each is and since
// when, its last hour-meter reading and the hours its signed reports add up this month; filtered
// by estado, a page at a time. Each card opens the asset (`?id=`).
import { ESTADO_ACTIVO_LABEL, ESTADOS_ACTIVO } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { CardListScreen, estadoFilter, ListCard, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatNumber } from '@cordillera/ui/format'
import { Truck } from 'lucide-react'
import { equiposHref } from './equipos-href.ts'

const filters = { estado: estadoFilter(ESTADOS_ACTIVO, ESTADO_ACTIVO_LABEL, 'Todos') }

export function EquiposLista() {
  const api = useApi()
  return (
    <CardListScreen
      title="Mis equipos"
      description="Sus equipos arrendados a Cordillera: dónde está cada uno, su horómetro y las horas del mes."
      label="Equipos"
      filters={filters}
      order={{ sort: 'codigo', dir: 'asc' }}
      list={arrendadorQueries(api).equipos.list}
      empty={{
        icon: <Truck />,
        title: 'Aún no tiene equipos registrados',
        filtered: 'No hay equipos en ese estado',
        description: 'Sus equipos en Cordillera aparecerán aquí con dónde está cada uno.',
      }}
      card={(row) => (
        <ListCard
          to={equiposHref.detalle(row.id)}
          title={row.codigo}
          status={<EstadoBadge estado={row.estado} />}
          facts={[
            { term: 'Horómetro', value: formatNumber(row.horometro), numeric: true },
            { term: 'Horas del mes', value: formatNumber(row.horasMes), numeric: true },
          ]}
        >
          <p className="font-medium">
            {row.tipoActivo} · {row.marca} {row.modelo}
          </p>
          <p className="break-words text-sm text-muted-foreground">
            {row.obraActual ? `${row.obraActual.codigo} · ${row.obraActual.nombre}` : 'Sin obra'}
          </p>
        </ListCard>
      )}
    />
  )
}
