// A list row's "Registrar movimiento" (or "Registrar salida de taller"): the asset's movement
// dialog opened from the row, for whoever may record one (the API's key for it, on the route
// that records it). After a movement the lists refresh (their rows are cached as assets, which a
// movement makes stale); after a 409 the dialog follows the row as the refreshed page brings it.
import { createMovimientoRoute } from '@cordillera/contracts'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'
import { Truck } from 'lucide-react'
import { type ComponentProps, useState } from 'react'
import { RecordMovimientoDialog, tiposPermitidos } from '../movimientos/registrar-movimiento.tsx'

type ActivoAMover = ComponentProps<typeof RecordMovimientoDialog>['activo']

export function useRecordMovimiento<Row extends { id: string }>({
  rows,
  activoOf,
  label = 'Registrar movimiento',
}: {
  /** The rows on screen: the dialog takes the asset from them while it is open. */
  rows: readonly Row[]
  activoOf: (row: Row) => ActivoAMover
  label?: string
}) {
  // The asset stays chosen after the dialog closes, so it closes with its content.
  const [chosen, setChosen] = useState<ActivoAMover | null>(null)
  const [open, setOpen] = useState(false)
  const fresh = chosen && rows.find((row) => row.id === chosen.id)
  const activo = fresh ? activoOf(fresh) : chosen
  const action: RowAction<Row> = {
    id: 'registrar-movimiento',
    label,
    icon: <Truck aria-hidden="true" />,
    key: createMovimientoRoute.permission,
    onSelect: (row) => {
      setChosen(activoOf(row))
      setOpen(true)
    },
    // An asset de baja or en traslado has no possible move.
    visible: (row) => tiposPermitidos(activoOf(row)).length > 0,
  }
  const dialog = activo ? (
    <RecordMovimientoDialog activo={activo} open={open} onOpenChange={setOpen} />
  ) : null
  return { action, dialog }
}
