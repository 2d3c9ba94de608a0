// edp-obra (decision 063): the site client's estados de pago as cards on a phone — by default those
// waiting for its answer (revisión obra), the others (observed, back with commercial, approved)
// under the estado filter, read-only. Each card: folio, obra, contract, period, total, estado and
// how long it has waited; it opens the EDP (`edp-obra/:id`). Only what the API answers is shown:
// its obras' EDPs once sent to it.
import { ESTADO_EDP_LABEL, ESTADOS_EDP_CLIENTE, formatClp } from '@cordillera/contracts'
import { edpObraQueries } from '@cordillera/data-client/edp-obra'
import { CardListScreen, estadoFilter, ListCard, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatDate } from '@cordillera/ui/format'
import { FileCheck } from 'lucide-react'
import { type EstadoEdpObra, edpObraHref, TODOS } from './edp-obra-href.ts'
import { diasDesde, diasText, periodoText } from './edp-obra-text.ts'

/** What the list shows when the URL names no estado: the EDPs waiting for the obra. */
export const ESTADO_PENDIENTE = 'revision-obra' satisfies EstadoEdpObra

const estado = estadoFilter(
  ESTADOS_EDP_CLIENTE,
  { ...ESTADO_EDP_LABEL, [ESTADO_PENDIENTE]: 'Por revisar' },
  'Todos',
)
// The URL's estado: one the obra sees, every one (`todos`), or, when it names none, the pending ones.
const filters = {
  estado: {
    ...estado,
    read: (param: string | null) =>
      param === TODOS ? undefined : (estado.read(param) ?? ESTADO_PENDIENTE),
    write: (value: EstadoEdpObra | undefined) =>
      value === undefined ? TODOS : value === ESTADO_PENDIENTE ? undefined : value,
  },
}

export default function EdpObraLista() {
  const api = useApi()
  return (
    <CardListScreen
      title="Estados de pago de mi obra"
      description="Revise lo que se cobra cada mes por los equipos de su obra, apruébelo u obsérvelo."
      label="Estados de pago"
      filters={filters}
      list={edpObraQueries(api).list}
      empty={({ estado }) =>
        estado === ESTADO_PENDIENTE
          ? {
              icon: <FileCheck />,
              title: 'No hay estados de pago por revisar',
              description:
                'Cuando Cordillera le envíe un estado de pago, aparecerá aquí para aprobarlo u observarlo.',
            }
          : {
              icon: <FileCheck />,
              title: estado ? 'No hay estados de pago en ese estado' : 'Aún no hay estados de pago',
              description:
                'Los estados de pago que Cordillera le envíe aparecerán aquí con su estado.',
            }
      }
      card={(row) => (
        <ListCard
          to={edpObraHref.detalle(row.id)}
          title={row.folio}
          status={<EstadoBadge estado={row.estado} />}
          facts={[
            {
              term: 'Período',
              value: periodoText(row.periodoDesde, row.periodoHasta),
              numeric: true,
            },
            { term: 'Total', value: formatClp(row.total), numeric: true },
            row.estado === ESTADO_PENDIENTE
              ? { term: 'Esperando', value: diasText(diasDesde(row.estadoDesde)), numeric: true }
              : { term: 'Desde', value: formatDate(row.estadoDesde), numeric: true },
          ]}
        >
          <p className="break-words font-medium">
            {row.obra.codigo} · {row.obra.nombre}
          </p>
          <p className="text-sm text-muted-foreground">Contrato {row.contrato.folio}</p>
        </ListCard>
      )}
    />
  )
}
