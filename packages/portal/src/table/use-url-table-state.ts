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
  // the guard), else the last this hook wrote while the URL has not moved yet (the router applies
  // a change in a transition: a render in between still shows the old URL), else the URL's. A
  // change is applied to them, not to the ones the caller saw, so two quick changes (a debounced
  // search right after "Quitar filtro", or just before a filter is picked) both survive.
  const newest = useRef(query)
  const written = useRef<{ from: string; to: string } | undefined>(undefined)
  if (written.current && written.current.from !== query) written.current = undefined
  newest.current =
    navigation.state !== 'idle' && navigation.location?.pathname === pathname
      ? navigation.location.search.replace(/^\?/, '')
      : (written.current?.to ?? query)

  const setState = useCallback(
    (next: DataTableState) => {
      if (leaving.current) return
      const resolved: UrlTableDefaults = JSON.parse(defaultsKey)
      const base = new URLSearchParams(newest.current)
      const latest = parseTableState(base, resolved)
      // `state` is what this caller was showing: what it changed is `next` against it.
      const merged = applyTableChange(latest, state, next)
      const after = changesQuery(latest, merged) ? { ...merged, page: 1 } : merged
      const params = writeTableState(after, base, resolved)
      // Until the URL moves, this is the newest: a second change before then builds on it.
      newest.current = params.toString()
      written.current = { from: query, to: newest.current }
      setParams(params, { replace: true, preventScrollReset: true })
    },
    [setParams, state, defaultsKey, query],
  )

  return [state, setState]
}
