// The edit screens' answer to a 409 without a field (someone else saved the row first): the
// user's changes were not saved, and "Recargar" starts the form over from the stored row.
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'

/**
 * An edit screen's 409: `onConflict` shows the ConflictAlert (`alert`, rendered above the form);
 * its "Recargar" resets the row's detail query — reset, not refetch, so a row deleted meanwhile
 * shows as not found — and the form, keyed by the version, starts over from the stored row.
 */
export function useVersionConflict(
  /** The row as the title names it: "este activo", "esta cotización". */
  what: string,
  detailKey: QueryKey,
): { alert: ReactNode; onConflict: () => void } {
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState(false)
  return {
    alert: conflict ? (
      <ConflictAlert
        what={what}
        onReload={async () => {
          await queryClient.resetQueries({ queryKey: detailKey })
          setConflict(false)
        }}
      />
    ) : null,
    onConflict: () => setConflict(true),
  }
}

export function ConflictAlert({
  what,
  onReload,
}: {
  /** The row as the title names it: "este activo", "este proveedor". */
  what: string
  onReload: () => Promise<unknown>
}) {
  const [reloading, setReloading] = useState(false)
  return (
    <Alert variant="warning" className="max-w-3xl">
      <AlertTitle>Alguien más modificó {what}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Tus cambios no se guardaron. Recarga para ver los datos actuales y vuelve a aplicar los
          tuyos.
        </p>
        <div>
          <Button
            size="sm"
            variant="outline"
            pending={reloading}
            onClick={async () => {
              setReloading(true)
              try {
                await onReload()
              } finally {
                setReloading(false)
              }
            }}
          >
            Recargar
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  )
}
