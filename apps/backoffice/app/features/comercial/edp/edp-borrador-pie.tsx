// The foot of a draft on both crear screens (an EDP's, an external EDP's): the API's refusal with
// what the screen adds to it, the "Crear …" button (held while a problem blocks the draft) and the
// way back.
import { apiErrorMessage, LinkButton } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { notify } from '@cordillera/ui/components/toaster'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'

/**
 * Saves the draft: the new one is announced and opened (`abrir` gives its page); a refusal is kept
 * for the foot to say, and said as a toast too where `toast` wants it.
 */
export function useCrearBorrador<Body, Creado extends { folio: string }>(
  create: { mutateAsync: (body: Body) => Promise<Creado> },
  abrir: (creado: Creado) => string,
  toast: (error: unknown) => boolean = () => false,
) {
  const navigate = useNavigate()
  const [rechazo, setRechazo] = useState<string | null>(null)
  const crear = async (body: Body) => {
    setRechazo(null)
    try {
      const creado = await create.mutateAsync(body)
      notify.success(`Se creó el ${creado.folio}.`)
      void navigate(abrir(creado))
    } catch (error) {
      setRechazo(apiErrorMessage(error))
      if (toast(error)) notify.error(apiErrorMessage(error))
    }
  }
  return { rechazo, crear }
}

export function BorradorPie({
  noun,
  rechazo,
  children,
  crear,
  pending,
  disabled,
  bloqueado,
  cancelar,
}: {
  /** What is created: "EDP", "EDP externo". */
  noun: string
  /** The API's refusal of the last try, if any. */
  rechazo: string | null
  /** What the refusal's notice adds (a link to what it names). */
  children?: ReactNode
  crear: () => Promise<void>
  pending: boolean
  disabled: boolean
  bloqueado: boolean
  /** Where Cancelar leads. */
  cancelar: string
}) {
  return (
    <>
      {rechazo ? (
        <Alert variant="destructive">
          <AlertTitle>No se creó el {noun}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{rechazo}</p>
            {children}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void crear()} pending={pending} disabled={bloqueado || disabled}>
          Crear {noun}
        </Button>
        <LinkButton variant="outline" to={cancelar}>
          Cancelar
        </LinkButton>
        {bloqueado ? (
          <p className="text-destructive text-sm">
            No se puede crear mientras haya problemas que lo bloquean.
          </p>
        ) : null}
      </div>
    </>
  )
}
