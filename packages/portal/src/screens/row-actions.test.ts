// A list's row actions come out in the order, with the names and keys a user and the e2e suites
// find them by: Ver detalle, Editar, the screen's own, Eliminar last; each keyed by the catalogue's
// entry for that list, so a user without a key does not get the action.

import { permittedActions } from '@cordillera/ui/components/data-table/row-actions'
import { describe, expect, it, vi } from 'vitest'
import { standardRowActions } from './row-actions.ts'

type Row = { id: string; nombre: string }
const row: Row = { id: 'a1', nombre: 'Excavadora' }

/** Never called: each line is checked by the typecheck only. */
export function typedActions(navigate: (to: string) => void) {
  standardRowActions('proveedores', { edit: (r: Row) => `/proveedores/${r.id}` }, navigate)
  // @ts-expect-error: the catalogue gives proveedores no read action
  standardRowActions('proveedores', { read: (r: Row) => `/proveedores/${r.id}` }, navigate)
  // @ts-expect-error: no list route of that name has row actions
  standardRowActions('activo', { edit: (r: Row) => `/activo/${r.id}` }, navigate)
}

describe('standardRowActions', () => {
  it('gives Ver detalle, Editar, the screen’s own and Eliminar, keyed by the catalogue', () => {
    const navigate = vi.fn()
    const ask = vi.fn((_row: Row) => undefined)
    const documentos = {
      id: 'documentos',
      label: 'Documentos',
      key: 'operaciones/documentos-activo',
      onSelect: vi.fn(),
    } as const
    const actions = standardRowActions(
      'activos',
      {
        read: (r) => `/activos/${r.id}`,
        edit: (r) => `/activos/${r.id}/editar`,
        delete: ask,
        extra: [documentos],
      },
      navigate,
    )
    expect(
      actions.map(({ id, label, key, destructive }) => ({ id, label, key, destructive })),
    ).toEqual([
      {
        id: 'ver',
        label: 'Ver detalle',
        key: 'operaciones/detalle-activo',
        destructive: undefined,
      },
      { id: 'editar', label: 'Editar', key: 'operaciones/editar-activo', destructive: undefined },
      {
        id: 'documentos',
        label: 'Documentos',
        key: 'operaciones/documentos-activo',
        destructive: undefined,
      },
      { id: 'eliminar', label: 'Eliminar', key: 'operaciones/activo_eliminar', destructive: true },
    ])
    actions[0]?.onSelect(row)
    actions[1]?.onSelect(row)
    actions[3]?.onSelect(row)
    expect(navigate.mock.calls).toEqual([['/activos/a1'], ['/activos/a1/editar']])
    expect(ask).toHaveBeenCalledWith(row)
  })

  it('leaves out what the screen does not give, and opens in place what is not an address', () => {
    const navigate = vi.fn()
    const open = vi.fn()
    const actions = standardRowActions('marcas', { edit: { open: (r: Row) => open(r) } }, navigate)
    expect(actions.map((action) => action.id)).toEqual(['editar'])
    actions[0]?.onSelect(row)
    expect(open).toHaveBeenCalledWith(row)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("hides from a user the actions whose keys they lack; a keyless action takes its screen's key", () => {
    const actions = standardRowActions(
      'flotas',
      {
        read: (r) => `/flotas/${r.id}`,
        edit: (r) => `/flotas/${r.id}/editar`,
        delete: (_r: Row) => undefined,
      },
      vi.fn(),
    )
    const canRead = (key: string) => key === 'operaciones/detalle-flota'
    expect(permittedActions(actions, canRead).map((action) => action.label)).toEqual([
      'Ver detalle',
    ])
    // The flota delete has no key of its own: it takes the flotas list's.
    const canReadAndList = (key: string) =>
      key === 'operaciones/detalle-flota' || key === 'operaciones/listar-flotas'
    expect(permittedActions(actions, canReadAndList).map((action) => action.label)).toEqual([
      'Ver detalle',
      'Eliminar',
    ])
    expect(permittedActions(actions, () => true).map((action) => action.label)).toEqual([
      'Ver detalle',
      'Editar',
      'Eliminar',
    ])
  })

  it('shows the actions of a keyless screen to every user who sees the list', () => {
    const actions = standardRowActions(
      'constructora',
      {
        read: (r) => `/constructoras/${r.id}`,
        edit: (r) => `/constructoras/${r.id}/editar`,
        delete: (_r: Row) => undefined,
      },
      vi.fn(),
    )
    expect(permittedActions(actions, () => false).map((action) => action.label)).toEqual([
      'Ver detalle',
      'Editar',
      'Eliminar',
    ])
  })
})
