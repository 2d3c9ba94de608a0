// arrendador/equipos: the lessor's own assets. One catalogue route holds two states kept in the
// URL, so reload and back work: the list, and `?id=<uuid>` one asset's detail (loaded when shown).
import { urlStates } from '@cordillera/portal/screens'
import { lazy } from 'react'
import { EquiposLista } from './equipos-lista.tsx'

export default urlStates({
  list: EquiposLista,
  row: lazy(async () => ({ default: (await import('./equipo-detalle.tsx')).EquipoDetalle })),
})
