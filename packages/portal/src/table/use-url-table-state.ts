// useUrlTableState: a DataTable's state kept in the URL search params (see url-table-state.ts for
// the format), for lists that can be shared as links and survive a reload:
//   const [state, setState] = useUrlTableState({ sort: { id: 'nombre', desc: false } })
//   <DataTable state={state} onStateChange={setState} … />
// A new search or filter always goes back to page 1. Changes replace the history entry instead of
// adding one, so typing a search does not fill the back button with half-typed words.
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useNavigation, useSearchParams } from 'react-router'
import {
  changesQuery,
  parseTableState,
  type UrlTableDefaults,
  writeTableState,
} from './url-table-state.ts'

export type { UrlTableDefaults } from './url-table-state.ts'

export function useUrlTableState(
  defaults?: UrlTableDefaults,
): [DataTableState, (next: DataTableState) => void] {
  const [params, setParams] = useSearchParams()
  // A change that arrives while the user is already going to another page (a debounced search
  // typed just before clicking a row's link) would send them back to the list: it is dropped.
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const leaving = useRef(false)
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname
  // Callers pass the defaults inline; a string key keeps the state object stable between renders.
  const defaultsKey = JSON.stringify(defaults ?? {})
  const query = params.toString()

  const state = useMemo(
    () => parseTableState(new URLSearchParams(query), JSON.parse(defaultsKey)),
    [query, defaultsKey],
  )

  const setState = useCallback(
    (next: DataTableState) => {
      if (leaving.current) return
      const resolved: UrlTableDefaults = JSON.parse(defaultsKey)
      setParams(
        (current) => {
          const before = parseTableState(current, resolved)
          const after = changesQuery(before, next) ? { ...next, page: 1 } : next
          return writeTableState(after, current, resolved)
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setParams, defaultsKey],
  )

  return [state, setState]
}
