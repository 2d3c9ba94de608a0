// What the asset form's pickers and the asset list's filters choose from: tipos de activo, marcas,
// flotas and the proveedores that may own an asset, read in one call (GET /v1/activos/opciones)
// and cached under the activos key, so the list's filters and the form share it and a new marca
// or flota shows up after it is saved.
import {
  type ActivoOpciones,
  type FilterOf,
  formatRut,
  type listActivosRoute,
  PROPIETARIO_PROPIO,
} from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { useApi } from '@cordillera/portal/screens'
import type { ComboboxOption } from '@cordillera/ui/components/combobox'
import { useQuery } from '@tanstack/react-query'

export function useActivoOpciones() {
  const api = useApi()
  return useQuery(operacionesQueries(api).activos.opciones())
}

type Named = { id: string; nombre: string }
const byName = (rows: readonly Named[]): ComboboxOption[] =>
  rows.map((row) => ({ value: row.id, label: row.nombre }))

/** The options of each related-row picker; empty while they load. */
export function pickerOptions(opciones: ActivoOpciones | undefined) {
  return {
    tiposActivo: byName(opciones?.tiposActivo ?? []),
    marcas: byName(opciones?.marcas ?? []),
    flotas: byName(opciones?.flotas ?? []),
    proveedores: (opciones?.proveedores ?? []).map((proveedor) => ({
      value: proveedor.id,
      label: proveedor.razonSocial,
      description: formatRut(proveedor.rut),
    })),
  }
}

type ListFilter = FilterOf<typeof listActivosRoute>
type SelectOption = { value: string; label: string }

/**
 * The list's filter selects fed by the options, by the list route's filter name: tipo, marca,
 * flota and propietario ("Propio" first, then each proveedor).
 */
export function filterOptions(
  opciones: ActivoOpciones | undefined,
): Partial<Record<ListFilter, readonly SelectOption[]>> {
  const { tiposActivo, marcas, flotas, proveedores } = pickerOptions(opciones)
  const plain = (options: readonly ComboboxOption[]) =>
    options.map(({ value, label }) => ({ value, label }))
  return {
    tipoActivoId: plain(tiposActivo),
    marcaId: plain(marcas),
    flotaId: plain(flotas),
    propietario: [{ value: PROPIETARIO_PROPIO, label: 'Propio' }, ...plain(proveedores)],
  }
}
