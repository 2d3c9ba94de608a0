// The lessor's assets as a picker's options (the incident's and the trip's forms, the reports'
// asset filter): every one, by code, named "EX-014 · Excavadora 320 GC" unless the picker says how.
import type { EquipoRow } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { useApi } from '@cordillera/portal/screens'
import { useQuery } from '@tanstack/react-query'

const nombre = (equipo: EquipoRow) => `${equipo.codigo} · ${equipo.tipoActivo} ${equipo.modelo}`

export function useEquipoOpciones(label: (equipo: EquipoRow) => string = nombre) {
  const api = useApi()
  const query = useQuery(arrendadorQueries(api).equipos.list({ pageSize: 'all', sort: 'codigo' }))
  const opciones = (query.data?.items ?? []).map((equipo) => ({
    value: equipo.id,
    label: label(equipo),
  }))
  return { query, opciones }
}
