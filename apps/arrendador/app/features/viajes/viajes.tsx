// arrendador/reports-arrendador-viaje: the trips of the lessor's trucks. One catalogue route holds
// three states kept in the URL: the list, `?nuevo=1` a new trip and `?id=<uuid>` one trip's edit
// (the form loads when shown).
import { urlStates } from '@cordillera/portal/screens'
import { lazy } from 'react'
import { ViajesLista } from './viajes-lista.tsx'

export default urlStates({
  list: ViajesLista,
  row: lazy(async () => ({ default: (await import('./viaje-form.tsx')).ViajeEditar })),
  create: {
    param: 'nuevo',
    screen: lazy(async () => ({ default: (await import('./viaje-form.tsx')).ViajeNuevo })),
  },
})
