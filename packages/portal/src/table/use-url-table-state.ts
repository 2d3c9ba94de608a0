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
  applyTableChange,
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
  // Callers pass the defaults inline; a string key keeps the state object stable between renders.
  const defaultsKey = JSON.stringify(defaults ?? {})
  const query = params.toString()

  const state = useMemo(
    () => parseTableState(new URLSearchParams(query), JSON.parse(defaultsKey)),
    [query, defaultsKey],
  )

  // A change that arrives while the user is already going to another page (a debounced search
  // typed just before clicking a row's link) would send them back to the list: it is dropped.
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const leaving = useRef(false)
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname
  // The newest params of this list: those of a change still on its way (its navigation waits for
  // the guard), else the URL's. A change is applied to them, not to the ones the caller saw, so
  // two quick changes (a debounced search right after "Quitar filtro") both survive.
  const newest = useRef(query)
  newest.current =
    navigation.state !== 'idle' && navigation.location?.pathname === pathname
      ? navigation.location.search.replace(/^\?/, '')
      : query

  const setState = useCallback(
    (next: DataTableState) => {
      if (leaving.current) return
      const resolved: UrlTableDefaults = JSON.parse(defaultsKey)
      const base = new URLSearchParams(newest.current)
      const latest = parseTableState(base, resolved)
      // `state` is what this caller was showing: what it changed is `next` against it.
      const merged = applyTableChange(latest, state, next)
      const after = changesQuery(latest, merged) ? { ...merged, page: 1 } : merged
      const written = writeTableState(after, base, resolved)
      // Until the next render says otherwise, this is the newest: a second change in the same
      // moment builds on it.
      newest.current = written.toString()
      setParams(written, { replace: true, preventScrollReset: true })
    },
    [setParams, state, defaultsKey],
  )

  return [state, setState]
}
