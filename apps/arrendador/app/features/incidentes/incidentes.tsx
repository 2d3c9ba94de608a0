// arrendador/incidentes: the incidents the lessor raised on its assets. One catalogue route holds
// three states kept in the URL: the list, `?nuevo=1` the form of a new one and `?id=<uuid>` one
// incident with its photos and estado (each loaded when shown).
import { urlStates } from '@cordillera/portal/screens'
import { lazy } from 'react'
import { IncidentesLista } from './incidentes-lista.tsx'

export default urlStates({
  list: IncidentesLista,
  row: lazy(async () => ({ default: (await import('./incidente-detalle.tsx')).IncidenteDetalle })),
  create: {
    param: 'nuevo',
    screen: lazy(async () => ({ default: (await import('./incidente-nuevo.tsx')).IncidenteNuevo })),
  },
})
