// A screen of the record its route names (`:id`, or the param given): read with the entity's
// detail query, then shown with the way to read it again; a missing or failed one is QueryView's
// not-found page (with the way back) or failure notice.
import type { Connection } from '@cordillera/data-client'
import { QueryView, type QueryViewProps, useApi } from '@cordillera/portal/screens'
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'

export function RegistroDeLaRuta<Row, Key extends QueryKey>({
  param = 'id',
  detail,
  thing,
  back,
  children,
}: {
  param?: string
  /** The entity's detail query: `(api) => comercialQueries(api).contratos.detail`. */
  detail: (api: Connection) => (id: string) => UseQueryOptions<Row, Error, Row, Key>
  thing: string
  back: QueryViewProps<Row>['back']
  children: (row: Row, reload: () => Promise<unknown>) => ReactNode
}) {
  const id = useParams()[param] ?? ''
  const query = useQuery(detail(useApi())(id))
  return (
    <QueryView query={query} thing={thing} back={back}>
      {(row) => children(row, () => query.refetch())}
    </QueryView>
  )
}
