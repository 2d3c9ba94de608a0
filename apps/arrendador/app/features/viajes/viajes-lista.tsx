// The lessor's trips as cards, newest first: day, truck, from where to where, km, load and guía.
// Each card opens the trip's edit (`?id=`), "Registrar viaje" a new one (`?nuevo=1`).
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { CardListScreen, ListCard, useApi } from '@cordillera/portal/screens'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { Route } from 'lucide-react'
import { viajesHref } from './viajes-href.ts'

export function ViajesLista() {
  const api = useApi()
  return (
    <CardListScreen
      title="Reports de viaje"
      description="Los viajes de sus camiones: origen, destino, kilómetros, carga y guía. Operaciones los ve."
      label="Viajes"
      create={{ to: viajesHref.nuevo(), label: 'Registrar viaje' }}
      order={{ sort: 'fecha', dir: 'desc' }}
      list={arrendadorQueries(api).viajes.list}
      empty={{
        icon: <Route />,
        title: 'Aún no registra viajes',
        description: 'Los viajes que registre aparecerán aquí.',
      }}
      card={(row) => (
        <ListCard
          to={viajesHref.editar(row.id)}
          title={`${row.origen} → ${row.destino}`}
          status={<span className="text-sm tabular-nums">{formatDate(row.fecha)}</span>}
          facts={[
            { term: 'Km', value: formatNumber(row.km), numeric: true },
            { term: 'Guía', value: row.guiaDespacho ?? '—', numeric: true },
          ]}
        >
          <p className="font-medium">
            {row.activo.codigo} {row.activo.modelo}
          </p>
          <p className="break-words text-sm text-muted-foreground">{row.carga}</p>
        </ListCard>
      )}
    />
  )
}
