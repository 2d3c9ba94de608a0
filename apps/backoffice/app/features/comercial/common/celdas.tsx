// A list's cell that names a related row by its code (a contract's folio, an asset's código),
// linking to that row's page for whoever may open it.
import type { RouteName } from '@cordillera/permissions'
import { RowLink } from '@cordillera/portal/screens'

export const codigoCell =
  <Row,>(
    route: RouteName,
    of: (row: Row) => { id: string; codigo: string },
    className = 'whitespace-nowrap tabular-nums',
  ) =>
  (row: Row) => {
    const { id, codigo } = of(row)
    return (
      <span className={className}>
        <RowLink route={route} id={id}>
          {codigo}
        </RowLink>
      </span>
    )
  }
