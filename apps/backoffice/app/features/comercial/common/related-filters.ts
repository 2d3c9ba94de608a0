// The filter notices the commercial lists share (ListScreen's `related`): a razón social's, an
// obra's or a contract's rows, linked from its detail with `f.razonSocialId` / `f.obraId` /
// `f.contratoId`, named from a row on screen or else read from the record. Each list says only its
// words ("Obras de", "Contratos de la obra").
import type { Connection } from '@cordillera/data-client'
import { comercialQueries } from '@cordillera/data-client/comercial'
import type { RelatedFilter } from '@cordillera/portal/screens'

type DeRazonSocial = { razonSocial: { id: string; razonSocial: string } }
type DeObra = { obra: { id: string; nombre: string } }
type DeContrato = { contrato?: { id: string; folio: string } | null }

/** "Obras de <razón social>": rows that name their razón social. */
export function razonSocialFilter<Row extends DeRazonSocial>(
  api: Connection,
  prefix: string,
): RelatedFilter<Row, 'razonSocialId'> {
  return {
    filter: 'razonSocialId',
    prefix,
    fallback: 'la razón social elegida',
    nameInRow: (row, id) => (row.razonSocial.id === id ? row.razonSocial.razonSocial : undefined),
    name: comercialQueries(api).razonesSociales.name,
  }
}

/** "Solicitudes de la obra <nombre>": rows that name their obra. */
export function obraFilter<Row extends DeObra>(
  api: Connection,
  prefix: string,
): RelatedFilter<Row, 'obraId'> {
  return {
    filter: 'obraId',
    prefix,
    fallback: 'elegida',
    nameInRow: (row, id) => (row.obra.id === id ? row.obra.nombre : undefined),
    name: comercialQueries(api).obras.name,
  }
}

/** "EDP del contrato <folio>": rows that name their contract (a request may name none). */
export function contratoFilter<Row extends DeContrato>(
  api: Connection,
  prefix: string,
): RelatedFilter<Row, 'contratoId'> {
  return {
    filter: 'contratoId',
    prefix,
    fallback: 'elegido',
    nameInRow: (row, id) => (row.contrato?.id === id ? row.contrato.folio : undefined),
    name: comercialQueries(api).contratos.name,
  }
}
