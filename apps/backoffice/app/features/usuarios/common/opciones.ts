// What the users' forms and filters choose from: the perfiles (with their keys: the effective keys
// are computed from them), obras searched by código or name, operators by name or RUT and lessors by
// razón social or RUT, 20 at a time. The searches are the other areas' own lists, so they need
// those lists' keys (an administrator without them finds nothing and is told why by the API).
import { formatRut } from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { rrhhApi } from '@cordillera/data-client/rrhh'
import { usuariosQueries } from '@cordillera/data-client/usuarios'
import { useApi } from '@cordillera/portal/screens'
import type { LoadOptions } from '@cordillera/ui/components/combobox'
import { useQuery } from '@tanstack/react-query'

const OPCIONES_MAX = 20

/** Every perfil, by name, with its keys (there are few). */
export function usePerfiles() {
  const api = useApi()
  return useQuery({
    ...usuariosQueries(api).perfiles.list({ pageSize: 'all', sort: 'nombre' }),
    select: (page) => page.items,
  })
}

/** Obras by código or name: `OB-0001 Edificio Central`. */
export function buscarObras(api: Connection): LoadOptions {
  return async (q, signal) =>
    (await comercialApi(api).obras.list({ q, pageSize: OPCIONES_MAX }, signal)).items.map(
      (obra) => ({ value: obra.id, label: `${obra.codigo} ${obra.nombre}` }),
    )
}

/** An obra's name for a list's filter, read from its detail. */
export const nombreDeObra = (api: Connection) => comercialQueries(api).obras.name

/** A lessor's name for a list's filter, read from its detail. */
export const nombreDeArrendador = (api: Connection) => comercialQueries(api).proveedores.name

type ConRut = { id: string; rut: string }

/** The rows of a list searched by name or RUT, 20 at a time: the name, the RUT below. */
const porNombreYRut =
  <Row extends ConRut>(
    list: (
      query: { q: string; pageSize: number },
      signal?: AbortSignal,
    ) => Promise<{ items: Row[] }>,
    label: (row: Row) => string,
  ): LoadOptions =>
  async (q, signal) =>
    (await list({ q, pageSize: OPCIONES_MAX }, signal)).items.map((row) => ({
      value: row.id,
      label: label(row),
      description: formatRut(row.rut),
    }))

/** Operators by name or RUT. */
export const buscarOperadores = (api: Connection) =>
  porNombreYRut(rrhhApi(api).operadores.list, (operador) => operador.nombre)

/** Lessors (validated proveedores) by razón social or RUT. */
export const buscarArrendadores = (api: Connection) =>
  porNombreYRut(comercialApi(api).proveedores.list, (proveedor) => proveedor.razonSocial)

export const useBuscarObras = () => buscarObras(useApi())
export const useBuscarOperadores = () => buscarOperadores(useApi())
export const useBuscarArrendadores = () => buscarArrendadores(useApi())
