// edp-obra (decision 063): the site client's estados de pago as cards on a phone — by default those
// waiting for its answer (revisión obra), the others (observed, back with commercial, approved)
// under the estado filter, read-only. Each card: folio, obra, contract, period, total, estado and
// how long it has waited; it opens the EDP (`edp-obra/:id`). Only what the API answers is shown:
// its obras' EDPs once sent to it.
import {
  type EdpRow,
  ESTADO_EDP_LABEL,
  ESTADOS_EDP_CLIENTE,
  formatClp,
} from '@cordillera/contracts'
import { edpObraQueries } from '@cordillera/data-client/edp-obra'
import {
  ListCard,
  ListCardsFilter,
  newestFirst,
  PagedListCards,
  pageParam,
  useApi,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { FileCheck } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { type EstadoEdpObra, edpObraHref, type FiltroEdpObra, TODOS } from './edp-obra-href.ts'
import { diasDesde, diasText, periodoText } from './edp-obra-text.ts'

export const EDP_POR_PAGINA = 10
/** What the list shows when the URL names no estado: the EDPs waiting for the obra. */
export const ESTADO_PENDIENTE = 'revision-obra' satisfies EstadoEdpObra

const isEstado = (value: string | null): value is EstadoEdpObra =>
  (ESTADOS_EDP_CLIENTE as readonly (string | null)[]).includes(value)

/** The URL's estado: an estado the obra sees, every one (`todos`), or the pending ones. */
function filtroOf(value: string | null): FiltroEdpObra {
  if (value === TODOS) return TODOS
  return isEstado(value) ? value : ESTADO_PENDIENTE
}

export default function EdpObraLista() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const filtro = filtroOf(params.get('estado'))
  const estado = filtro === TODOS ? undefined : filtro
  const page = pageParam(params)
  const query = useQuery(edpObraQueries(api).list(newestFirst(page, EDP_POR_PAGINA, estado)))
  const pendientes = estado === ESTADO_PENDIENTE
  const lista = (next: { estado?: FiltroEdpObra; page?: number }) =>
    void navigate(
      edpObraHref.lista({
        estado: next.estado === ESTADO_PENDIENTE ? undefined : next.estado,
        page: next.page,
      }),
    )

  return (
    <div className="grid gap-5">
      <PageHeader
        title="Estados de pago de mi obra"
        description="Revise lo que se cobra cada mes por los equipos de su obra, apruébelo u obsérvelo."
      />
      <ListCardsFilter
        label="Estado"
        all="Todos"
        className="sm:max-w-xs"
        value={estado}
        options={ESTADOS_EDP_CLIENTE.map((value) => ({
          value,
          label: value === ESTADO_PENDIENTE ? 'Por revisar' : ESTADO_EDP_LABEL[value],
        }))}
        onChange={(value) => lista({ estado: value ?? TODOS })}
      />
      <PagedListCards
        label="Estados de pago"
        query={query}
        empty={{
          icon: <FileCheck />,
          title: pendientes
            ? 'No hay estados de pago por revisar'
            : estado
              ? 'No hay estados de pago en ese estado'
              : 'Aún no hay estados de pago',
          description: pendientes
            ? 'Cuando Cordillera le envíe un estado de pago, aparecerá aquí para aprobarlo u observarlo.'
            : 'Los estados de pago que Cordillera le envíe aparecerán aquí con su estado.',
        }}
        card={(row) => <EdpCard row={row} />}
        pages={{
          page,
          pageSize: EDP_POR_PAGINA,
          onPageChange: (next) => lista({ estado: filtro, page: next }),
        }}
      />
    </div>
  )
}

function EdpCard({ row }: { row: EdpRow }) {
  const esperando = row.estado === ESTADO_PENDIENTE
  return (
    <ListCard
      to={edpObraHref.detalle(row.id)}
      title={row.folio}
      status={<EstadoBadge estado={row.estado} />}
      facts={[
        { term: 'Período', value: periodoText(row.periodoDesde, row.periodoHasta), numeric: true },
        { term: 'Total', value: formatClp(row.total), numeric: true },
        esperando
          ? { term: 'Esperando', value: diasText(diasDesde(row.estadoDesde)), numeric: true }
          : { term: 'Desde', value: formatDate(row.estadoDesde), numeric: true },
      ]}
    >
      <p className="break-words font-medium">
        {row.obra.codigo} · {row.obra.nombre}
      </p>
      <p className="text-sm text-muted-foreground">Contrato {row.contrato.folio}</p>
    </ListCard>
  )
}
