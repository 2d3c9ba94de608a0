// The lessor's estados de pago as cards, newest first, filtered by estado: folio, obra, period,
// total and estado, and how many of its requests wait for an answer. Each card opens the EDP.
import { ESTADO_EDP_EXTERNO_LABEL, ESTADOS_EDP_ARRENDADOR } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { CardListScreen, estadoFilter, ListCard, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatClp, formatDate } from '@cordillera/ui/format'
import { ReceiptText } from 'lucide-react'
import { estadosDePagoHref } from './estados-de-pago-href.ts'

const filters = {
  estado: estadoFilter(ESTADOS_EDP_ARRENDADOR, ESTADO_EDP_EXTERNO_LABEL, 'Todos'),
}

export function EstadosDePagoLista() {
  const api = useApi()
  return (
    <CardListScreen
      title="Estados de pago"
      description="Lo que Cordillera le paga por sus equipos en cada obra y período: revíselo, acéptelo o pida un ajuste."
      label="Estados de pago"
      filters={filters}
      list={arrendadorQueries(api).estadosDePago.list}
      empty={{
        icon: <ReceiptText />,
        title: 'Aún no tiene estados de pago',
        filtered: 'No hay estados de pago en ese estado',
        description: 'Los estados de pago que Cordillera le emita aparecerán aquí.',
      }}
      card={(row) => (
        <ListCard
          to={estadosDePagoHref.detalle(row.id)}
          title={row.folio}
          status={<EstadoBadge estado={row.estado} />}
          facts={[
            { term: 'Total', value: formatClp(row.total), numeric: true },
            { term: 'Revisión', value: row.revision, numeric: true },
            ...(row.solicitudesPendientes > 0
              ? [
                  {
                    term: 'Solicitudes pendientes',
                    value: row.solicitudesPendientes,
                    numeric: true,
                  },
                ]
              : []),
          ]}
        >
          <p className="font-medium">
            {row.obra.codigo} {row.obra.nombre}
          </p>
          <p className="text-sm text-muted-foreground">
            {formatDate(row.fechaInicio)} al {formatDate(row.fechaFin)}
          </p>
        </ListCard>
      )}
    />
  )
}
