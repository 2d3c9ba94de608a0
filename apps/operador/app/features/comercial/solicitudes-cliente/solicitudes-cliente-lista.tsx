// The site client's requests as cards, newest first, a page at a time and filtered by estado:
// what a phone shows without scrolling sideways. Each card opens the request (`?id=`).
import {
  ESTADO_SOLICITUD_LABEL,
  ESTADOS_SOLICITUD,
  TIPO_SOLICITUD_LABEL,
} from '@cordillera/contracts'
import { solicitudesClienteQueries } from '@cordillera/data-client/solicitudes-cliente'
import { CardListScreen, estadoFilter, ListCard, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatDate } from '@cordillera/ui/format'
import { ClipboardList } from 'lucide-react'
import { solicitudesClienteHref } from './solicitudes-cliente-href.ts'

const filters = { estado: estadoFilter(ESTADOS_SOLICITUD, ESTADO_SOLICITUD_LABEL, 'Todas') }

export function SolicitudesClienteLista() {
  const api = useApi()
  return (
    <CardListScreen
      title="Solicitudes de mi obra"
      description="Pida equipos, un cambio o un retiro, y siga en qué va cada solicitud."
      label="Solicitudes"
      create={{ to: solicitudesClienteHref.nueva(), label: 'Nueva solicitud' }}
      filters={filters}
      list={solicitudesClienteQueries(api).list}
      empty={{
        icon: <ClipboardList />,
        title: 'Aún no hay solicitudes',
        filtered: 'No hay solicitudes en ese estado',
        description: 'Las solicitudes que envíe aparecerán aquí con su estado.',
      }}
      card={(row) => (
        <ListCard
          to={solicitudesClienteHref.detalle(row.id)}
          title={row.folio}
          status={<EstadoBadge estado={row.estado} />}
          facts={[
            { term: 'Fecha requerida', value: formatDate(row.fechaRequerida), numeric: true },
            { term: 'Creada', value: formatDate(row.creadoEn), numeric: true },
          ]}
        >
          <p className="font-medium">{TIPO_SOLICITUD_LABEL[row.tipo]}</p>
          <p className="break-words text-sm text-muted-foreground">
            {row.obra.codigo} · {row.obra.nombre}
          </p>
        </ListCard>
      )}
    />
  )
}
