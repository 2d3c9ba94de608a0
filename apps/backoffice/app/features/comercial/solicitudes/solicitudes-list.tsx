// solicitudes: every request (solicitud-screens.tsx); a pending one may also be rejected, with its
// reason, by whoever holds that key.
import type { SolicitudRow } from '@cordillera/contracts'
import { rowActionKey } from '@cordillera/permissions'
import { type ListRowActions, ListScreen, useEntityListProps } from '@cordillera/portal/screens'
import { useState } from 'react'
import { RejectSolicitudDialog, type SolicitudARechazar } from './reject-solicitud.tsx'
import { solicitudScreens } from './solicitud-screens.tsx'

const pendiente = (row: SolicitudRow) => row.estado === 'pendiente'

export default function SolicitudesList() {
  const [rechazando, setRechazando] = useState<SolicitudARechazar | null>(null)
  const list = useEntityListProps<SolicitudRow>(solicitudScreens)
  const standard = list.actions as ListRowActions<'solicitudes', SolicitudRow>
  return (
    <ListScreen
      {...list}
      actions={{
        ...standard,
        extra: [
          {
            id: 'rechazar',
            label: 'Rechazar',
            key: rowActionKey('solicitudes', 'reject'),
            destructive: true,
            visible: pendiente,
            onSelect: (row) => setRechazando(row),
          },
        ],
        visible: { edit: pendiente },
      }}
      below={<RejectSolicitudDialog solicitud={rechazando} onClose={() => setRechazando(null)} />}
    />
  )
}
