// The temporary password of a user just created, shown this once (the API keeps it nowhere): the
// password, a button that copies it, and what to do with it — hand it over by a safe channel; the
// user defines its own at its first sign-in. Closing it (Listo, Escape, ✕) is the only way on, and
// what comes next (the user's edit screen) is the caller's `onClose`.
import { DialogHeading, FormDialog } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { DialogFooter } from '@cordillera/ui/components/dialog'
import { Check, Copy } from 'lucide-react'
import { useState } from 'react'

export type Creado = { nombre: string; email: string; contraseniaTemporal: string | null }

export function ContraseniaTemporalDialog({
  creado,
  onClose,
}: {
  /** The user created; open while it carries a password to show. */
  creado: Creado | null
  onClose: () => void
}) {
  const [copiada, setCopiada] = useState<'si' | 'no' | null>(null)
  const copiar = async () => {
    if (!creado?.contraseniaTemporal) return
    try {
      await navigator.clipboard.writeText(creado.contraseniaTemporal)
      setCopiada('si')
    } catch {
      setCopiada('no')
    }
  }
  return (
    <FormDialog
      open={Boolean(creado?.contraseniaTemporal)}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      {creado?.contraseniaTemporal ? (
        <>
          <DialogHeading
            title="Contraseña temporal"
            description={`Entrégasela a ${creado.nombre} por un medio seguro: no se volverá a mostrar.`}
          />
          <dl className="grid gap-3">
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Usuario</dt>
              <dd className="font-medium">{creado.email}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Contraseña temporal</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <code className="select-all rounded-md border bg-muted px-3 py-2 font-mono text-lg tracking-wider">
                  {creado.contraseniaTemporal}
                </code>
                <Button type="button" variant="outline" onClick={() => void copiar()}>
                  {copiada === 'si' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copiada === 'si' ? 'Contraseña copiada' : 'Copiar contraseña'}
                </Button>
              </dd>
            </div>
          </dl>
          <p role="status" className="text-sm text-muted-foreground">
            {copiada === 'no'
              ? 'No se pudo copiar: selecciónala y cópiala a mano.'
              : 'Al ingresar por primera vez deberá definir su propia contraseña.'}
          </p>
          <DialogFooter>
            <Button type="button" onClick={onClose}>
              Listo
            </Button>
          </DialogFooter>
        </>
      ) : null}
    </FormDialog>
  )
}
