// The filter notices of the lists of assets on rent (operations' control de equipos, comercial's
// equipos de pago): a contract's or an obra's, linked from their details, named from a row on
// screen or else read.
import type { Connection } from '@cordillera/data-client'
import { comercialQueries } from '@cordillera/data-client/comercial'
import type { RelatedFilter } from './related-filter-notice.tsx'

type EnContrato = {
  contrato: { id: string; folio: string }
  obra: { id: string; codigo: string; nombre: string }
}

export function contratoObraFilters<Row extends EnContrato, Filtro extends string>(
  api: Connection,
): RelatedFilter<Row, Filtro | 'contratoId' | 'obraId'>[] {
  return [
    {
      filter: 'contratoId',
      prefix: 'Equipos del contrato',
      fallback: 'elegido',
      nameInRow: (row, id) => (row.contrato.id === id ? row.contrato.folio : undefined),
      name: comercialQueries(api).contratos.name,
    },
    {
      filter: 'obraId',
      prefix: 'Equipos arrendados a la obra',
      fallback: 'elegida',
      nameInRow: (row, id) =>
        row.obra.id === id ? `${row.obra.codigo} ${row.obra.nombre}` : undefined,
      name: comercialQueries(api).obras.name,
    },
  ]
}
