// The four requests a vigente contract takes, declared once: each one's screen (its route, and the
// catalogue's row action that gives its key), the button that opens it on the contract's detail and
// rows, and the screen's title and sentence.
import type { RouteName, RowActionOf } from '@cordillera/permissions'

export type TipoSolicitudContrato = 'adicion' | 'cambio' | 'retiro-parcial' | 'cierre'

export const SOLICITUDES_DE_CONTRATO = {
  adicion: {
    boton: 'Solicitar adición',
    route: 'contratos-adicion',
    action: 'addRequest',
    titulo: 'Solicitud de adición',
    explica: 'Qué tipos de activo se suman al contrato, cuántos y a qué tarifa.',
  },
  cambio: {
    boton: 'Solicitar cambio',
    route: 'contratos-cambio',
    action: 'changeRequest',
    titulo: 'Solicitud de cambio',
    explica: 'Qué activos se reemplazan; logística elige el reemplazo al completar la solicitud.',
  },
  'retiro-parcial': {
    boton: 'Solicitar retiro parcial',
    route: 'contratos-retiro-parcial',
    action: 'partialWithdrawals',
    titulo: 'Solicitud de retiro parcial',
    explica: 'Qué activos vuelven de la obra; el resto sigue en arriendo.',
  },
  cierre: {
    boton: 'Solicitar cierre',
    route: 'contratos-cierre',
    // The cierre screen's key is the catalogue's row action: a row offers it only to whoever may
    // open it, as its button on the detail.
    action: 'concludeContract',
    titulo: 'Solicitud de cierre',
    explica:
      'Se retiran todos los activos en arriendo y el contrato termina cuando logística lo complete.',
  },
} as const satisfies Record<
  TipoSolicitudContrato,
  {
    boton: string
    route: RouteName
    action: RowActionOf<'contratos'>
    titulo: string
    explica: string
  }
>

/** The four in the order their buttons show. */
export const solicitudesDeContrato = Object.entries(SOLICITUDES_DE_CONTRATO) as [
  TipoSolicitudContrato,
  (typeof SOLICITUDES_DE_CONTRATO)[TipoSolicitudContrato],
][]
