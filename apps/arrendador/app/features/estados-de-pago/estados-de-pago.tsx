// arrendador/estados-de-pago: the external EDPs Cordillera emitted to the lessor. One catalogue
// route holds two states kept in the URL: the list, and `?id=<uuid>` one EDP with its lines,
// evidence, PDF, "Aceptar" and "Solicitar ajuste" on a line (loaded when shown).
import { urlStates } from '@cordillera/portal/screens'
import { lazy } from 'react'
import { EstadosDePagoLista } from './estados-de-pago-lista.tsx'

export default urlStates({
  list: EstadosDePagoLista,
  row: lazy(async () => ({
    default: (await import('./estado-de-pago-detalle.tsx')).EstadoDePagoDetalle,
  })),
})
